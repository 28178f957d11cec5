import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { FakeApi, renderApp, signInAs } from '../../../testing/render-app';

/** The page's chunk and antd's table load on first use, slowly on a busy machine. */
const LOAD = { timeout: 15_000 };
const page = (list: unknown[]) => ({ data: { list, total_count: list.length, cur_page: 1, page_size: 10 } });

describe('/eva/org', { timeout: 40_000 }, () => {
  it('lists org units and jobs, sorts them on the server, and shows an obs\'s data-authorisation users', async () => {
    signInAs();
    const fake = new FakeApi()
      .on(routes.evalListObs, page([{ obs_id: 'o1', obs_name: '工程管理部', remark: null, person_count: 3, user_count: 1, created_at: '' }]))
      .on(routes.evalListJobs, page([{ job_id: 'j1', job_name: '施工员', person_count: 2, created_at: '' }]))
      .on(routes.evalListObsUsers, { data: { list: [{ user_id: 'u1', user_name: '演示管理员', phone: '13800000001', created_at: '2026-03-01T00:00:00Z' }] } })
      .on(routes.getCompanyUsers, page([]));
    const { user } = renderApp('/eva/org', fake);
    expect(await screen.findByText('工程管理部', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText('施工员')).toBeInTheDocument();
    await user.click(screen.getAllByText('组织名称', { selector: '.ant-table-column-title' })[0] as HTMLElement);
    await waitFor(() => expect(fake.callsTo(routes.evalListObs).at(-1)).toMatchObject({ sort_field: 'obs_name', sort_order: 'asc' }));
    await user.click(screen.getByText('数据授权'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('演示管理员')).toBeInTheDocument();
    expect(fake.callsTo(routes.evalListObsUsers)).toEqual([{ obs_id: 'o1' }]);
  });

  it('shows the empty and error states of each list', async () => {
    signInAs();
    renderApp('/eva/org', new FakeApi().on(routes.evalListObs, page([])).on(routes.evalListJobs, { code: 50000, msg: '服务器内部错误' }));
    expect(await screen.findByText('暂无评价组织', {}, LOAD)).toBeInTheDocument();
    expect(await screen.findByText('岗位加载失败')).toBeInTheDocument();
  });
});
