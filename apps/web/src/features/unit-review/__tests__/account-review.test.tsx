import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Msg, routes } from '@zhuyun/contracts';
import { FakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { AccountReviewPage } from '../pages/account-review-page';
import { joinRow, listOf } from './review-fixtures';

function api(rows = [joinRow('r1', '李工'), joinRow('r2', '赵工')]) {
  return new FakeApi()
    .on(routes.getUserDetail, { data: { company_name: '演示建设集团', job_data: [] } })
    .on(routes.getJoinOrgList, (p) => listOf(p.search ? rows.filter((r) => r.user_name.includes(String(p.search))) : rows))
    .on(routes.examineJoinOrg, { msg: Msg.operationOk, data: null });
}

/** The table row holding a name (found by its cell: role queries over a whole table are slow under jsdom). */
const row = async (name: string) => (await screen.findByText(name, { selector: 'td' })).closest('tr') as HTMLElement;

describe('/accountReview', () => {
  it('lists the requests waiting (status 2) with name, phone, department, post and status', async () => {
    const fake = api();
    renderPage(<AccountReviewPage />, fake);
    const li = await row('李工');
    for (const text of ['13900000001', '工程部', '施工员', '待审核']) expect(within(li).getByText(text)).toBeInTheDocument();
    expect(fake.callsTo(routes.getJoinOrgList)[0]).toEqual({ page: '1', page_size: '10', status: '2' });
  });

  it('filters by status and searches by name or phone, from page 1', async () => {
    const fake = api();
    const { user } = renderPage(<AccountReviewPage />, fake);
    await row('李工');
    await user.click(screen.getByText('已通过'));
    await waitFor(() => expect(fake.callsTo(routes.getJoinOrgList).at(-1)).toMatchObject({ status: '3', page: '1' }));
    await user.click(screen.getByText('全部'));
    await waitFor(() => expect(fake.callsTo(routes.getJoinOrgList).at(-1)).not.toHaveProperty('status'));
    await user.type(screen.getByPlaceholderText('搜索姓名或手机号'), '赵{Enter}');
    await waitFor(() => expect(fake.callsTo(routes.getJoinOrgList).at(-1)).toMatchObject({ search: '赵' }));
    await waitFor(() => expect(screen.queryByText('李工', { selector: 'td' })).not.toBeInTheDocument());
  });

  it('sorts on the server by the column clicked, from page 1', async () => {
    const fake = api();
    const { user } = renderPage(<AccountReviewPage />, fake);
    await row('李工');
    await user.click(screen.getAllByText('部门', { selector: '.ant-table-column-title' })[0]!);
    await waitFor(() => expect(fake.callsTo(routes.getJoinOrgList).at(-1)).toMatchObject({ sort_field: 'dept_name', sort_order: 'ascend', page: '1' }));
    await user.click(screen.getAllByText('部门', { selector: '.ant-table-column-title' })[0]!);
    await waitFor(() => expect(fake.callsTo(routes.getJoinOrgList).at(-1)).toMatchObject({ sort_field: 'dept_name', sort_order: 'descend' }));
  });

  it('approves with status 3 and rejects with status 4 and the remark', async () => {
    const fake = api();
    const { user } = renderPage(<AccountReviewPage />, fake);
    await user.click(within(await row('李工')).getByRole('button', { name: /通\s*过/ }));
    await screen.findByText(Msg.operationOk);
    await user.click(within(await row('赵工')).getByRole('button', { name: /驳\s*回/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('驳回原因'), '岗位已满');
    await user.click(within(dialog).getByRole('button', { name: /驳\s*回/ }));
    await waitFor(() =>
      expect(fake.callsTo(routes.examineJoinOrg)).toEqual([
        { id: 'r1', status: 3 },
        { id: 'r2', status: 4, remark: '岗位已满' },
      ]),
    );
    // Each decision reads the list again.
    await waitFor(() => expect(fake.callsTo(routes.getJoinOrgList).length).toBeGreaterThanOrEqual(3));
  });

  it('offers no decision on a request already decided', async () => {
    renderPage(<AccountReviewPage />, api([joinRow('r3', '钱工', 3)]));
    const li = await row('钱工');
    expect(within(li).getByText('已通过')).toBeInTheDocument();
    expect(within(li).queryByRole('button', { name: /通\s*过/ })).not.toBeInTheDocument();
  });

  it('shows the no-permission state for 10403 instead of the table', async () => {
    const fake = new FakeApi()
      .on(routes.getUserDetail, { data: { company_name: '演示建设集团', job_data: [] } })
      .on(routes.getJoinOrgList, { code: 10403, msg: Msg.forbidden });
    renderPage(<AccountReviewPage />, fake);
    await screen.findByText(Msg.error403);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the list fails and retries; an empty list says so', async () => {
    let fail = true;
    const fake = new FakeApi()
      .on(routes.getUserDetail, { data: { company_name: '演示建设集团', job_data: [] } })
      .on(routes.getJoinOrgList, () => (fail ? { code: 50000, msg: Msg.internal } : listOf([])));
    const { user } = renderPage(<AccountReviewPage />, fake);
    await screen.findByText('列表加载失败');
    fail = false;
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    await screen.findByText('暂无记录');
  });
});
