import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { EvalMsg, routes } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { signInAs } from '../../../testing/render-app';
import { OrgPage } from '../pages/org-page';
import { fill } from '../../../testing/fill';

/** The page's chunk and antd's table load on first use, slowly on a busy machine. */
const LOAD = { timeout: 30_000 };
const page = (list: unknown[]) => ({ data: { list, total_count: list.length, cur_page: 1, page_size: 10 } });
/** The signed-in person's membership of the demo unit (c1), administering it or not. */
const membership = (is_admin: boolean) =>
  page([
    {
      company_id: 'c1', org_id: 'org-c1', org_name: '演示建设集团', company_name: '演示建设集团', small_name: null, company_logo: null,
      province: '浙江省', city: '杭州市', area: '西湖区', addr: null, status: 3, is_cur: 1, is_default: 1, is_admin,
      global_id: 'c1', created_at: '2026-01-01T00:00:00.000Z',
    },
  ]);

describe('/eva/org', () => {
  it('lists org units and jobs, sorts them on the server, and shows an obs\'s data-authorisation users', async () => {
    signInAs();
    const fake = new FakeApi()
      .on(routes.evalListObs, page([{ obs_id: 'o1', obs_name: '工程管理部', remark: null, person_count: 3, user_count: 1, created_at: '' }]))
      .on(routes.evalListJobs, page([{ job_id: 'j1', job_name: '施工员', person_count: 2, created_at: '' }]))
      .on(routes.evalListObsUsers, { data: { list: [{ user_id: 'u1', user_name: '演示管理员', phone: '13800000001', created_at: '2026-03-01T00:00:00Z' }] } })
      .on(routes.getCompanyUsers, page([]))
      .on(routes.getMyCompanies, membership(true));
    const { user } = renderPage(<OrgPage />, fake, { path: '/eva/org' });
    await screen.findByText('工程管理部', {}, LOAD);
    expect(screen.getByText('施工员')).toBeInTheDocument();
    await user.click(screen.getAllByText('组织名称', { selector: '.ant-table-column-title' })[0] as HTMLElement);
    await waitFor(() => expect(fake.callsTo(routes.evalListObs).at(-1)).toMatchObject({ sort_field: 'obs_name', sort_order: 'asc' }));
    await user.click(await screen.findByText('数据授权', {}, LOAD));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('演示管理员');
    expect(fake.callsTo(routes.evalListObsUsers)).toEqual([{ obs_id: 'o1' }]);
  });

  it('shows the empty and error states of each list', async () => {
    signInAs();
    renderPage(<OrgPage />, new FakeApi().on(routes.evalListObs, page([])).on(routes.evalListJobs, { code: 50000, msg: '服务器内部错误' }), { path: '/eva/org' });
    await screen.findByText('暂无评价组织', {}, LOAD);
    await screen.findByText('岗位列表加载失败');
  });

  it('leaves org units read-only to anyone but the unit administrator, who alone authorises their data', async () => {
    signInAs();
    const fake = new FakeApi()
      .on(routes.evalListObs, page([{ obs_id: 'o1', obs_name: '工程管理部', remark: null, person_count: 3, user_count: 1, created_at: '' }]))
      .on(routes.evalListJobs, page([{ job_id: 'j1', job_name: '施工员', person_count: 2, created_at: '' }]))
      .on(routes.getMyCompanies, membership(false));
    renderPage(<OrgPage />, fake, { path: '/eva/org' });
    const obsCard = (await screen.findByText('工程管理部', {}, LOAD)).closest('.ant-card') as HTMLElement;
    await waitFor(() => expect(fake.callsTo(routes.getMyCompanies)).toHaveLength(1));
    expect(within(obsCard).queryByRole('button', { name: /新\s*增/ })).not.toBeInTheDocument();
    expect(within(obsCard).queryByText('数据授权')).not.toBeInTheDocument();
    expect(within(obsCard).queryByText('编辑')).not.toBeInTheDocument();
    // Job titles stay editable for whoever holds the evaluation administration.
    const jobCard = screen.getByText('施工员').closest('.ant-card') as HTMLElement;
    expect(within(jobCard).getByRole('button', { name: /新\s*增/ })).toBeInTheDocument();
  });

  it('adds an org unit through the list kit\'s dialog, with the spec\'s message, and no id twice on the page', async () => {
    signInAs();
    const fake = new FakeApi()
      .on(routes.evalListObs, page([]))
      .on(routes.evalListJobs, page([{ job_id: 'j1', job_name: '施工员', person_count: 2, created_at: '' }]))
      .on(routes.evalSaveObs, { msg: '操作成功', data: { obs_id: '0190a0b0-0000-7000-8000-000000000001' } })
      .on(routes.getMyCompanies, membership(true));
    const { user } = renderPage(<OrgPage />, fake, { path: '/eva/org' });
    await screen.findByText('施工员', {}, LOAD);
    await user.click(await screen.findByRole('button', { name: '新增评价组织' }, LOAD));
    const dialog = await screen.findByRole('dialog');
    // Both lists' search forms and the dialog have a field of the same name: each still has its own id (antd's inner
    // ids are the fixed 'test-id' under NODE_ENV=test, React's useId in a browser).
    const ids = [...document.querySelectorAll('[id]')].map((el) => el.id).filter((id) => id !== 'test-id');
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await within(dialog).findByText(EvalMsg.obsNameRequired);
    await fill(user, within(dialog).getByLabelText('组织名称'), '质量部');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(fake.callsTo(routes.evalSaveObs)).toEqual([{ obs_name: '质量部' }]));
  });
});
