import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Msg, routes } from '@zhuyun/contracts';
import { FakeApi } from '../../../testing/fake-api';
import { renderApp, signInAs } from '../../../testing/render-app';

const system = (n: number, status: number) => ({
  sid: `s${n}`, system_no: `sys${n}`, system_name: `业务系统${n}`, system_alias: null, kind: 1, status,
  applied_at: status ? '2026-11-01T08:00:00.000Z' : null, remark: status === 4 ? '资料不全' : null,
});
const unit = (is_admin: boolean) => ({
  data: {
    list: [{ company_id: 'c1', org_id: 'o1', org_name: '演示建设集团', company_name: '演示建设集团', small_name: null, company_logo: null, province: null, city: null, area: null, addr: null, status: 3, is_cur: 1, is_default: 1, is_admin, global_id: 'c1', created_at: '2026-01-01T00:00:00.000Z' }],
    total_count: 1, cur_page: 1, page_size: 10000,
  },
});

function api(isAdmin = true) {
  const statuses = [0, 2, 3, 4, 0, 0, 0, 0, 0, 0, 0];
  return new FakeApi()
    .on(routes.getMyCompanies, unit(isAdmin))
    .on(routes.getAuthSystemList, (params) => {
      const page = Number(params.page ?? 1);
      const rows = statuses.map((s, i) => system(i + 1, s)).filter((r) => !params.system_name || r.system_name.includes(String(params.system_name)));
      return { data: { list: rows.slice((page - 1) * 10, page * 10), total_count: rows.length, cur_page: page, page_size: 10 } };
    })
    .on(routes.applySystemAuth, { msg: Msg.submitted, data: { status: 2 } });
}

const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

// /workbenchBusinessSystemApp (spec-1 §2, §4): paged systems, apply only from 未申请 after confirming.
describe('business system application page', () => {
  it('lists 10 systems per page with their status, and applies after 确定进行授权申请?', async () => {
    signInAs();
    const fake = api();
    const { user } = renderApp('/workbenchBusinessSystemApp?company_id=c1&company_name=演示建设集团', fake);
    await screen.findByText('业务系统1');
    expect(screen.getByText('共 11 个系统')).toBeInTheDocument();
    expect(within(row('业务系统2')).getByText('审核中')).toBeInTheDocument();
    expect(within(row('业务系统4')).getByText('已驳回')).toBeInTheDocument();
    for (const name of ['业务系统2', '业务系统3', '业务系统4']) {
      expect(within(row(name)).getByRole('button', { name: '申请授权' })).toBeDisabled();
    }
    await waitFor(() => expect(within(row('业务系统1')).getByRole('button', { name: '申请授权' })).toBeEnabled());
    await user.click(within(row('业务系统1')).getByRole('button', { name: '申请授权' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText(Msg.confirmAuthApply)).not.toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await screen.findByText(Msg.submitted);
    expect(fake.callsTo(routes.applySystemAuth)).toEqual([{ org_id: 'o1', sid: 's1', system_no: 'sys1', type: 2 }]);

    await user.click(screen.getByTitle('2'));
    await screen.findByText('业务系统11');
  });

  it('lets only the unit administrator apply', async () => {
    signInAs();
    renderApp('/workbenchBusinessSystemApp?company_id=c1&company_name=演示建设集团', api(false));
    await screen.findByText('业务系统1');
    await waitFor(() => expect(within(row('业务系统1')).getByRole('button', { name: '申请授权' })).toBeDisabled());
  });

  it('sorts on the server, not the rows of one page', async () => {
    signInAs();
    const fake = api();
    const { user } = renderApp('/workbenchBusinessSystemApp?company_id=c1&company_name=演示建设集团', fake);
    await screen.findByText('业务系统1');
    await user.click(screen.getByText('状态', { selector: 'th *' }));
    await waitFor(() => expect(fake.callsTo(routes.getAuthSystemList).at(-1)).toMatchObject({ sort_field: 'status', sort_order: 'asc' }));
  });

  it('shows the server\'s refusal and a retry when the list cannot be loaded', async () => {
    signInAs();
    const fake = new FakeApi().on(routes.getMyCompanies, unit(true)).on(routes.getAuthSystemList, { code: 10002, msg: '记录不存在' });
    renderApp('/workbenchBusinessSystemApp?company_id=cX', fake);
    await screen.findByText('系统列表加载失败');
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeInTheDocument();
  });
});
