import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Msg, routes } from '@zhuyun/contracts';
import { FakeApi } from '../../../testing/fake-api';
import { signInAs } from '../../../testing/render-app';
import { renderPage } from '../../../testing/render-page';
import { CompanyApplyReviewPage } from '../pages/company-apply-review-page';
import { fill } from '../../../testing/fill';

const row = {
  company_apply_id: 'a1', user_name: '王建国', phone: '13900000009', job_name: '总经理', company_type: 7, company_type_name: '构件生产单位',
  company_name: '之江构件有限公司', province: '浙江省', city: '杭州市', area: '钱塘区', addr: '义蓬街道 8 号', legal_name: '王建国',
  credit_code: '914403001922038216', status: 2, remark: null, apply_date: '2026-11-20T08:00:00.000Z', reviewed_at: null,
};
const page = (list: unknown[]) => ({ data: { list, total_count: list.length, cur_page: 1, page_size: 10 } });

// /AuditInformation: the platform administrator reviews company applications.
describe('company application review', () => {
  it('shows an application with its certificate and approves it', async () => {
    signInAs();
    const api = new FakeApi()
      .on(routes.getCompanyApplyList, page([row]))
      .on(routes.getCompanyApplyDetail, {
        data: { ...row, area_id: 330114, credit_img: { file_path: 'files/f1', file_name: '营业执照.png', url: '/api/v1/base/file/view/f1?expires=1&sig=x' }, logo: null, index_img: null, ind_domain: null, company_id: null },
      })
      .on(routes.auditCompanyApply, { msg: Msg.operationOk, data: { company_id: 'c9' } });
    const { user } = renderPage(<CompanyApplyReviewPage />, api, { path: '/AuditInformation' });
    // The first render loads the page's lazy chunk, which can take a while on a busy machine.
    await user.click(await screen.findByText('之江构件有限公司', {}, { timeout: 10_000 }));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('914403001922038216');
    expect(within(drawer).getByAltText('营业执照')).toHaveAttribute('src', '/api/v1/base/file/view/f1?expires=1&sig=x');

    const tableRow = screen.getAllByText('构件生产单位')[0]?.closest('tr') as HTMLElement;
    await user.click(within(tableRow).getByRole('button', { name: /通\s*过/ }));
    await screen.findByText(Msg.operationOk);
    expect(api.callsTo(routes.auditCompanyApply)).toEqual([{ company_apply_id: 'a1', status: 3 }]);
  });

  it('rejects with a remark', async () => {
    signInAs();
    const api = new FakeApi().on(routes.getCompanyApplyList, page([row])).on(routes.auditCompanyApply, { msg: Msg.operationOk, data: { company_id: null } });
    const { user } = renderPage(<CompanyApplyReviewPage />, api, { path: '/AuditInformation' });
    const cell = await screen.findByText('构件生产单位');
    await user.click(within(cell.closest('tr') as HTMLElement).getByRole('button', { name: /驳\s*回/ }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByPlaceholderText('驳回原因（选填）'), '执照模糊');
    await user.click(within(dialog).getByRole('button', { name: /驳\s*回/ }));
    await screen.findByText(Msg.operationOk);
    expect(api.callsTo(routes.auditCompanyApply)).toEqual([{ company_apply_id: 'a1', status: 4, remark: '执照模糊' }]);
  });

  it('shows no-permission to anyone but the platform administrator, and an empty state', async () => {
    signInAs();
    renderPage(<CompanyApplyReviewPage />, new FakeApi().on(routes.getCompanyApplyList, { code: 10403, msg: Msg.forbidden }), { path: '/AuditInformation' });
    expect(await screen.findAllByText(Msg.error403)).not.toHaveLength(0);
  });

  it('says when nothing waits', async () => {
    signInAs();
    renderPage(<CompanyApplyReviewPage />, new FakeApi().on(routes.getCompanyApplyList, page([])), { path: '/AuditInformation' });
    await screen.findByText('没有待审核的申请');
  });
});
