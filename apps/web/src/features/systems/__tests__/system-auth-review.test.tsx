import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Msg, routes } from '@zhuyun/contracts';
import { FakeApi } from '../../../testing/fake-api';
import { signInAs } from '../../../testing/render-app';
import { renderPage } from '../../../testing/render-page';
import { SystemAuthReviewPage } from '../pages/system-auth-review-page';
import { fill } from '../../../testing/fill';

const pending = {
  company_id: 'c1', company_name: '演示建设集团', sid: 's8', system_no: 'labor', system_name: '劳务实名制系统', status: 2,
  applicant_name: '演示管理员', applied_at: '2026-11-20T08:00:00.000Z', reviewed_at: null, remark: null,
};

// /applicationMarketManage: the platform administrator's review of business-system authorisations.
describe('business system authorisation review', () => {
  it('lists the applications under review and approves one', async () => {
    signInAs();
    const api = new FakeApi()
      .on(routes.getAuthApplyList, (p) => ({ data: { list: Number(p.status) === 2 ? [pending] : [], total_count: Number(p.status) === 2 ? 1 : 0, cur_page: 1, page_size: 10 } }))
      .on(routes.examineAuthApply, { msg: Msg.operationOk, data: null });
    const { user } = renderPage(<SystemAuthReviewPage />, api, { path: '/applicationMarketManage' });
    const cell = await screen.findByText('劳务实名制系统');
    await user.click(within(cell.closest('tr') as HTMLElement).getByRole('button', { name: /通\s*过/ }));
    await screen.findByText(Msg.operationOk);
    expect(api.callsTo(routes.examineAuthApply)).toEqual([{ company_id: 'c1', sid: 's8', status: 3 }]);
  });

  it('sorts and searches on the server, back to page 1 for a new search', async () => {
    signInAs();
    const api = new FakeApi().on(routes.getAuthApplyList, { data: { list: [pending], total_count: 1, cur_page: 1, page_size: 10 } });
    const { user } = renderPage(<SystemAuthReviewPage />, api, { path: '/applicationMarketManage' });
    await screen.findByText('劳务实名制系统');
    expect(api.callsTo(routes.getAuthApplyList)[0]).toMatchObject({ status: '2', page: '1', page_size: '10' });
    await user.click(screen.getAllByText('业务系统', { selector: '.ant-table-column-title' })[0]!);
    await waitFor(() => expect(api.callsTo(routes.getAuthApplyList).at(-1)).toMatchObject({ sort_field: 'system_name', sort_order: 'ascend' }));
    await fill(user, screen.getByRole('searchbox', { name: '搜索授权申请' }), '劳务');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.callsTo(routes.getAuthApplyList).at(-1)).toMatchObject({ search: '劳务', page: '1', sort_field: 'system_name' }));
  });

  it('rejects with a remark', async () => {
    signInAs();
    const api = new FakeApi()
      .on(routes.getAuthApplyList, { data: { list: [pending], total_count: 1, cur_page: 1, page_size: 10 } })
      .on(routes.examineAuthApply, { msg: Msg.operationOk, data: null });
    const { user } = renderPage(<SystemAuthReviewPage />, api, { path: '/applicationMarketManage' });
    const cell = await screen.findByText('劳务实名制系统');
    await user.click(within(cell.closest('tr') as HTMLElement).getByRole('button', { name: /驳\s*回/ }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByPlaceholderText('驳回原因（选填）'), '资料不全');
    await user.click(within(dialog).getByRole('button', { name: /驳\s*回/ }));
    await screen.findByText(Msg.operationOk);
    expect(api.callsTo(routes.examineAuthApply)).toEqual([{ company_id: 'c1', sid: 's8', status: 4, remark: '资料不全' }]);
  });

  it('shows the no-permission state to anyone but the platform administrator', async () => {
    signInAs();
    renderPage(<SystemAuthReviewPage />, new FakeApi().on(routes.getAuthApplyList, { code: 10403, msg: Msg.forbidden }), { path: '/applicationMarketManage' });
    expect(await screen.findAllByText(Msg.error403)).not.toHaveLength(0);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows an empty state when nothing waits', async () => {
    signInAs();
    renderPage(<SystemAuthReviewPage />, new FakeApi().on(routes.getAuthApplyList, { data: { list: [], total_count: 0, cur_page: 1, page_size: 10 } }), { path: '/applicationMarketManage' });
    await screen.findByText('没有待审核的申请');
  });
});
