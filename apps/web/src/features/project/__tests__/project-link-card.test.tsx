import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { project, routes } from '@zhuyun/contracts';
import { usePageAccessStore } from '../../../lib/access';
import { EMPTY_ACCESS } from '../../../lib/access/page-permissions';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { ProjectLinkCard } from '../components/link/project-link-card';

const LOAD = { timeout: 30_000 };
const P1 = '01900000-0000-7000-8000-000000010001';
const config = {
  adapter: 'builtin',
  system_name: '省建筑市场监管平台',
  base_url: null,
  app_key: 'zy',
  has_secret: 1,
  enabled: 1,
  updated_at: '2026-11-01T00:00:00Z',
  adapters: [{ adapter: 'builtin', adapter_name: '内置演示系统（模拟外部项目库）' }],
};
const unlinked = { project_id: P1, linked: 0, adapter: null, external_project_id: null, external_project_name: null, linked_at: null, last_sync_at: null, last_sync: null };
const linked = { ...unlinked, linked: 1, adapter: 'builtin', external_project_id: 'EXT-1', external_project_name: '外部科技城', linked_at: '2026-11-01T00:00:00Z' };
const lib = {
  list: [
    { external_project_id: 'EXT-1', project_code: 'ZJ-1', project_name: '外部科技城', address: null, start_date: '2026-03-01', end_date: '2027-08-31', section_count: 3, linked_project_id: null, linked_project_name: null },
    { external_project_id: 'EXT-2', project_code: 'ZJ-2', project_name: '外部文教中心', address: null, start_date: null, end_date: null, section_count: 2, linked_project_id: 'p2', linked_project_name: '西湖区文教中心' },
  ],
  total_count: 2,
  cur_page: 1,
  page_size: 5,
};

const grant = (...objects: string[]) => usePageAccessStore.getState().setAccess({ path: '/projectDetail', pageObject: 'page.projectDetail', objects: new Set(objects) });

describe('外部系统关联 on /projectDetail', () => {
  afterEach(() => usePageAccessStore.getState().setAccess(EMPTY_ACCESS));

  it('links the project to an external project from the library, then syncs it and says what it did', async () => {
    grant(project.ProjectLinkObject.link);
    let current: Record<string, unknown> = unlinked;
    const fake = new FakeApi()
      .on(routes.getLinkConfig, { data: config })
      .on(routes.getProjectLink, () => ({ data: current }))
      .on(routes.getCompanyLib, { data: lib })
      .on(routes.linkProject, () => {
        current = linked;
        return { data: linked };
      })
      .on(routes.syncProjectLink, () => {
        current = { ...linked, last_sync_at: '2026-11-27T04:00:00Z', last_sync: { added: 3, updated: 0, unchanged: 0 } };
        return { data: { added: 3, updated: 0, unchanged: 0, total: 3, synced_at: '2026-11-27T04:00:00Z' } };
      });
    const { user } = renderPage(<ProjectLinkCard projectId={P1} />, fake);
    await screen.findByText('未关联', {}, LOAD);
    // Configuring is the administrator's: not offered without the element.
    expect(screen.queryByRole('button', { name: '系统配置' })).toBeNull();
    expect(screen.getByRole('button', { name: /同\s?步/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '关联外部项目' }));
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    await within(dialog).findByText('外部科技城', {}, LOAD);
    expect(within(dialog).getByText('已关联：西湖区文教中心')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /^关\s?联$/ }));
    await waitFor(() => expect(fake.callsTo(routes.linkProject)).toEqual([{ project_id: P1, external_project_id: 'EXT-1' }]), LOAD);
    await screen.findByText('外部科技城（EXT-1）', {}, LOAD);

    await user.click(screen.getByRole('button', { name: /同\s?步/ }));
    await screen.findByText(project.ProjectLinkMsg.synced(3, 0, 0), {}, LOAD);
    await screen.findByText('新增3条，更新0条，未变0条', {}, LOAD);
  });

  it('lets the administrator configure the system, keeping a stored secret when left blank', async () => {
    grant(project.ProjectLinkObject.configure);
    const fake = new FakeApi().on(routes.getLinkConfig, { data: config }).on(routes.getProjectLink, { data: unlinked }).on(routes.saveLinkConfig, { data: config });
    const { user } = renderPage(<ProjectLinkCard projectId={P1} />, fake);
    await user.click(await screen.findByRole('button', { name: '系统配置' }, LOAD));
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    expect(within(dialog).getByText('已保存密钥，留空则不修改')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('接口地址'), 'ftp://x');
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await within(dialog).findByText(project.ProjectLinkMsg.baseUrlInvalid, {}, LOAD);
    await user.clear(within(dialog).getByLabelText('接口地址'));
    await user.type(within(dialog).getByLabelText('接口地址'), 'https://jg.example.test');
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(
      () => expect(fake.callsTo(routes.saveLinkConfig)[0]).toMatchObject({ adapter: 'builtin', system_name: '省建筑市场监管平台', base_url: 'https://jg.example.test', app_secret: '', enabled: 1 }),
      LOAD,
    );
  });

  it('says when the link cannot be loaded, with a retry', async () => {
    const fake = new FakeApi().on(routes.getLinkConfig, { code: 50000, msg: '服务器错误' });
    renderPage(<ProjectLinkCard projectId={P1} />, fake);
    await screen.findByText('外部系统关联加载失败', {}, LOAD);
    expect(screen.getByRole('button', { name: /重\s?试/ })).toBeInTheDocument();
  });
});
