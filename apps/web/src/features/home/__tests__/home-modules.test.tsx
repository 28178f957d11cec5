import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { FakeApi } from '../../../testing/fake-api';
import { signInAs } from '../../../testing/render-app';
import { renderPage } from '../../../testing/render-page';
import { HomePage } from '../pages/home-page';

const LOAD = { timeout: 30_000 };
const mod = (module_code: string, module_name: string, sort: number, visible: number) => ({ module_code, module_name, sort, visible });
const chosen = [mod('activities', '近期活动', 0, 1), mod('project_status', '项目概况', 1, 1), mod('project_members', '项目成员', 2, 0), mod('test_bases', '试验基地资质', 3, 0)];
const numbers = {
  activities: { module_code: 'activities', module_name: '近期活动', items: [{ name: '进行中', value: 2, note: null }, { name: '已完成', value: 5, note: null }] },
  project_status: { module_code: 'project_status', module_name: '项目概况', items: [{ name: '在建', value: 1280, note: null }] },
  project_members: { module_code: 'project_members', module_name: '项目成员', items: [{ name: '项目经理', value: 3, note: null }] },
  test_bases: { module_code: 'test_bases', module_name: '试验基地资质', items: [] },
};

function homeApi() {
  let list = chosen;
  const api = new FakeApi()
    .on(routes.getUserDetail, { data: { company_name: '演示建设集团', job_data: [{ job_id: 'j1', job_name: '单位管理员' }] } })
    .on(routes.getUserComponents, () => ({ data: { list } }))
    .on(routes.getHomeModuleData, (p) => ({ data: { list: (p.module_codes as (keyof typeof numbers)[]).map((c) => numbers[c]) } }))
    .on(routes.saveUserComponents, (p) => {
      const saved = p.list as { module_code: string; visible: number }[];
      list = saved.map((s, i) => mod(s.module_code, chosen.find((c) => c.module_code === s.module_code)!.module_name, i, s.visible));
      return { data: { count: saved.length } };
    });
  return api;
}

describe('the home page modules', () => {
  it('shows the chosen modules in their order with their numbers', async () => {
    signInAs();
    renderPage(<HomePage />, homeApi(), { path: '/homepage' });
    const activities = await screen.findByRole('region', { name: '近期活动' }, LOAD);
    await within(activities).findByText('5', {}, LOAD);
    const status = screen.getByRole('region', { name: '项目概况' });
    expect(within(status).getByText('1,280')).toBeInTheDocument();
    // In the person's order; hidden modules are not drawn.
    expect(activities.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('region', { name: '项目成员' })).toBeNull();
  });

  it('lets the person pick and order the modules, and shows the new choice', async () => {
    signInAs();
    const api = homeApi();
    const { user } = renderPage(<HomePage />, api, { path: '/homepage' });
    await screen.findByRole('region', { name: '近期活动' }, LOAD);
    await user.click(screen.getByRole('button', { name: '设置模块' }));
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    await user.click(within(dialog).getByRole('checkbox', { name: '项目成员' }));
    await user.click(within(dialog).getByRole('checkbox', { name: '近期活动' }));
    await user.click(within(dialog).getByRole('button', { name: '上移项目成员' }));
    await user.click(within(dialog).getByRole('button', { name: '上移项目成员' }));
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(
      () =>
        expect(api.callsTo(routes.saveUserComponents)[0]).toEqual({
          list: [
            { module_code: 'project_members', visible: 1 },
            { module_code: 'activities', visible: 0 },
            { module_code: 'project_status', visible: 1 },
            { module_code: 'test_bases', visible: 0 },
          ],
        }),
      LOAD,
    );
    const members = await screen.findByRole('region', { name: '项目成员' }, LOAD);
    await within(members).findByText('3', {}, LOAD);
    await waitFor(() => expect(screen.queryByRole('region', { name: '近期活动' })).toBeNull(), LOAD);
  });

  it('says when the modules cannot be loaded and loads them again', async () => {
    signInAs();
    let fail = true;
    const api = homeApi().on(routes.getUserComponents, () => (fail ? { code: 50000, msg: '抱歉,内部发生错误' } : { data: { list: chosen } }));
    const { user } = renderPage(<HomePage />, api, { path: '/homepage' });
    await screen.findByText('首页模块加载失败', {}, LOAD);
    fail = false;
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    await screen.findByRole('region', { name: '近期活动' }, LOAD);
  });
});
