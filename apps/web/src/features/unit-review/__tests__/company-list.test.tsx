import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Msg, routes } from '@zhuyun/contracts';
import { FakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { CompanyListPage } from '../pages/company-list-page';
import { listOf, unitRow } from './review-fixtures';
import { fill } from '../../../testing/fill';

const row = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;


function api() {
  return new FakeApi()
    .on(routes.getUserDetail, { data: { company_name: '演示建设集团', job_data: [] } })
    .on(routes.getUnitReviewList, listOf([unitRow('c7', '钱塘新城建设有限公司'), unitRow('c8', '滨江构件厂')], 23))
    .on(routes.examineUnit, { msg: Msg.operationOk, data: null });
}

describe('/companyList', () => {
  it('lists units under review with their business types, place and creator, 10 a page', async () => {
    const fake = api();
    renderPage(<CompanyListPage />, fake);
    const li = await row('钱塘新城建设有限公司');
    for (const text of ['施工总承包', '浙江省杭州市钱塘区 江东大道1号', '王工', '待审核']) expect(within(li).getByText(text)).toBeInTheDocument();
    // The page's own query (units under review, 10 a page); paging itself is the kit's test.
    expect(fake.callsTo(routes.getUnitReviewList)[0]).toEqual({ page: '1', page_size: '10', status: '2' });
  });

  it('approves (3) and rejects (4) with a remark', async () => {
    const fake = api();
    const { user } = renderPage(<CompanyListPage />, fake);
    await user.click(within(await row('钱塘新城建设有限公司')).getByRole('button', { name: /通\s*过/ }));
    await screen.findByText(Msg.operationOk);
    await user.click(within(await row('滨江构件厂')).getByRole('button', { name: /驳\s*回/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('驳回申请：滨江构件厂')).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('驳回原因'), '资料不全');
    await user.click(within(dialog).getByRole('button', { name: /驳\s*回/ }));
    await waitFor(() =>
      expect(fake.callsTo(routes.examineUnit)).toEqual([
        { company_id: 'c7', status: 3 },
        { company_id: 'c8', status: 4, remark: '资料不全' },
      ]),
    );
  });

  it('shows the no-permission state for 10403', async () => {
    renderPage(
      <CompanyListPage />,
      new FakeApi()
        .on(routes.getUserDetail, { data: { company_name: '演示建设集团', job_data: [] } })
        .on(routes.getUnitReviewList, { code: 10403, msg: Msg.forbidden }),
    );
    await screen.findByText(Msg.error403);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
