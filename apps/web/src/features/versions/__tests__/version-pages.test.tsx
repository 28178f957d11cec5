import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { routes, version } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { VersionManagementAppPage, VersionManagementWebPage } from '../pages/version-pages';

const LOAD = { timeout: 30_000 };
const row = (over: Record<string, unknown>) => ({
  version_id: 'v1',
  platform: 'android',
  version_no: '2.3.0',
  notes: '新增构件扫码追溯',
  force_update: 1,
  publish_status: 1,
  package_file_id: 'f1',
  package_name: 'zhuyun.apk',
  package_size: 31_457_280,
  published_at: '2026-09-01T02:00:00Z',
  created_at: '2026-09-01T02:00:00Z',
  ...over,
});
const page = (list: unknown[]) => ({ data: { list, total_count: list.length, cur_page: 1, page_size: 20 } });

describe('version pages', () => {
  it('/versionManagementApp lists app releases with their package, and publishes a new one through the dialog', async () => {
    const fake = new FakeApi().on(routes.getVersions, page([row({})])).on(routes.publishVersion, { data: { version_id: 'v2' } });
    const { user } = renderPage(<VersionManagementAppPage />, fake);
    const tr = (await screen.findByText('2.3.0', {}, LOAD)).closest('tr') as HTMLElement;
    expect(within(tr).getByText('zhuyun.apk（30.0 MB）')).toBeInTheDocument();
    expect(within(tr).getByText('已发布')).toBeInTheDocument();
    expect(fake.callsTo(routes.getVersions)[0]).toMatchObject({ channel: 'app' });

    await user.click(screen.getByRole('button', { name: /新\s?增/ }));
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    await user.type(within(dialog).getByPlaceholderText('如 2.4.0'), '2.4');
    await user.click(within(dialog).getByRole('button', { name: /确\s?定|OK/ }));
    await within(dialog).findByText(version.VersionMsg.versionNoInvalid, {}, LOAD);
    await within(dialog).findByText(version.VersionMsg.notesRequired, {}, LOAD);
    await user.type(within(dialog).getByPlaceholderText('如 2.4.0'), '.0');
    await user.type(within(dialog).getByRole('textbox', { name: '更新说明' }), '车辆轨迹回放');
    await user.click(within(dialog).getByRole('button', { name: /确\s?定|OK/ }));
    await waitFor(() => expect(fake.callsTo(routes.publishVersion)[0]).toMatchObject({ platform: 'android', version_no: '2.4.0', notes: '车辆轨迹回放', publish_status: 0, force_update: 0 }), LOAD);
  });

  it('/versionManagementWeb lists only web releases, without package columns', async () => {
    const fake = new FakeApi().on(routes.getVersions, page([row({ platform: 'web', version_no: '1.1.0', notes: '新增：版本管理', package_name: null, publish_status: 0 })]));
    renderPage(<VersionManagementWebPage />, fake);
    await screen.findByText('1.1.0', {}, LOAD);
    expect(screen.getByText('草稿')).toBeInTheDocument();
    expect(screen.queryByText('安装包')).not.toBeInTheDocument();
    expect(fake.callsTo(routes.getVersions)[0]).toMatchObject({ channel: 'web' });
  });
});
