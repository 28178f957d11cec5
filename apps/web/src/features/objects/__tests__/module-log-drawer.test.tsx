import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { ModuleLogDrawer } from '../components/module-log-drawer';

const LOAD = { timeout: 30_000 };
const log = (log_id: string, module_type: string, module_type_name: string, module_name: string | null) => ({
  log_id, at: '2026-11-27T03:00:00Z', actor_id: 'u1', actor_name: '平台管理员', action: 'permission_change', action_name: '权限变更',
  module_type, module_type_name, module_id: 'm1', module_no: module_name ? 'logtest.page' : null, module_name, object_module: module_name ? '/logTestPage' : null, ip: null,
});

describe('模块变更记录 of /moduleList', () => {
  it('lists the page-module logs, filtered by kind, a deleted module said so', async () => {
    const fake = new FakeApi().on(routes.getPageModuleLogs, (p) => {
      const list = p.module_type === 'menu' ? [] : [log('l1', 'object', '页面模块', '日志测试页'), log('l2', 'object', '页面模块', null)];
      return { data: { list, total_count: list.length, cur_page: 1, page_size: 10 } };
    });
    const { user } = renderPage(<ModuleLogDrawer open onClose={() => undefined} />, fake);
    const drawer = await screen.findByRole('dialog', {}, LOAD);
    await within(drawer).findByText('日志测试页（logtest.page）', {}, LOAD);
    expect(within(drawer).getByText('已删除')).toBeInTheDocument();
    await user.click(within(drawer).getByText('菜单'));
    await waitFor(() => expect(fake.callsTo(routes.getPageModuleLogs).at(-1)).toMatchObject({ module_type: 'menu', page: '1' }), LOAD);
    await within(drawer).findByText('暂无变更记录', {}, LOAD);
  });
});
