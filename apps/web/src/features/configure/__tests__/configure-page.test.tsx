import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { config, routes } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { CodeListsPanel } from '../components/code-lists-panel';
import { ConfigurePage } from '../pages/configure-page';

const LOAD = { timeout: 30_000 };
const page = (list: unknown[]) => ({ data: { list, total_count: list.length, cur_page: 1, page_size: 20 } });
const type = { code_type_id: 't1', code_type: 'material_grade', type_name: '混凝土强度等级', remark: null, disabled: 0, value_count: 2, created_at: '2026-11-01T00:00:00Z' };
const values = [
  { code_value_id: 'v1', code_type_id: 't1', value: 'C30', name: 'C30', sort: 1, disabled: 0, created_at: '2026-11-01T00:00:00Z' },
  { code_value_id: 'v2', code_type_id: 't1', value: 'C25', name: 'C25（停用）', sort: 9, disabled: 1, created_at: '2026-11-01T00:00:00Z' },
];
const settings = { name_rule: 'XM-{yyyy}{mm}-{seq}', map_lon: 120.13, map_lat: 30.28, map_zoom: 12, session_idle_minutes: 30, idle_bounds: { min: 5, max: 30 } };

const fakeApi = () =>
  new FakeApi()
    .on(routes.getCodeTypes, page([type]))
    .on(routes.getCodeValues, page(values))
    .on(routes.getSystemCodeTypes, { data: { list: [{ code_type: 'companyType', values: [{ value: '4', name: '施工单位', sort: 0 }] }] } })
    .on(routes.getCompanySettings, { data: settings })
    .on(routes.saveCompanySettings, { data: null });

describe('/configure', () => {
  it('lists the unit’s code types and, for a chosen type, its values in order with their state', async () => {
    const fake = fakeApi();
    // The panel alone: inside the page's tabs, jsdom spends minutes restyling on the click (a browser does not).
    renderPage(<CodeListsPanel />, fake);
    const tr = (await screen.findByText('material_grade', {}, LOAD)).closest('tr') as HTMLElement;
    fireEvent.click(within(tr).getByRole('button', { name: '代码值' }));
    await screen.findByText('代码值：混凝土强度等级（material_grade）', {}, LOAD);
    await screen.findByText('C25（停用）', {}, LOAD);
    await waitFor(() => expect(fake.callsTo(routes.getCodeValues).at(-1)).toMatchObject({ code_type_id: 't1', sort_field: 'sort', sort_order: 'asc' }), LOAD);
  });

  it('shows the system types read-only', async () => {
    const { user } = renderPage(<ConfigurePage />, fakeApi());
    await user.click(await screen.findByRole('tab', { name: '系统代码' }, LOAD));
    await screen.findByText('系统类型由平台维护，单位只读', {}, LOAD);
    expect(screen.getByText('companyType（1）')).toBeInTheDocument();
  });

  it('saves the unit’s settings and refuses an idle limit outside the platform’s bounds', async () => {
    const fake = fakeApi();
    const { user } = renderPage(<ConfigurePage />, fake);
    await user.click(await screen.findByRole('tab', { name: '单位设置' }, LOAD));
    const idle = await screen.findByLabelText('会话空闲时长（分钟，5–30）', {}, LOAD);
    await waitFor(() => expect(idle).toHaveValue('30'), LOAD);
    await user.clear(idle);
    await user.type(idle, '45');
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    await screen.findByText(`${config.ConfigMsg.idleInvalid}（5–30 分钟）`, {}, LOAD);
    expect(fake.callsTo(routes.saveCompanySettings)).toHaveLength(0);
    await user.clear(idle);
    await user.type(idle, '15');
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(fake.callsTo(routes.saveCompanySettings)[0]).toMatchObject({ session_idle_minutes: 15, name_rule: 'XM-{yyyy}{mm}-{seq}', map_zoom: 12 }), LOAD);
  });
});
