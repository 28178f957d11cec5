import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { LiftEquipPage } from '../pages/lift-equip-page';
import { fill } from '../../../testing/fill';

const LOAD = { timeout: 30_000 };
const page = (list: unknown[], total = list.length) => ({ data: { list, total_count: total, cur_page: 1, page_size: 20 } });
const machine = (over: Record<string, unknown>) => ({
  equip_id: 'e1', project_id: null, project_name: null, equip_name: '1#施工升降机', equip_type: 1, equip_no: 'SJJ-001', model: null, manufacturer: null, location: '1#楼东侧',
  cert_no: 'ZJ-1', cert_expiry: '2027-06-30', last_inspection_date: null, next_inspection_date: '2026-11-20', inspection_org: null, status: 1, remark: null,
  due_date: '2026-11-20', due_state: 'overdue', days_left: -7, created_at: '2026-11-01T00:00:00Z', ...over,
});

describe('/liftEquip', () => {
  it('shows what is overdue and due soon, and filters by it', async () => {
    const fake = new FakeApi()
      .on(routes.listLiftEquip, (q) =>
        q.due_state === 'overdue' ? page([machine({})], 1) : q.due_state === 'due_soon' ? page([], 2) : page([machine({}), machine({ equip_id: 'e2', equip_name: '1#塔吊', equip_type: 2, equip_no: 'TD-001', due_date: '2026-12-05', due_state: 'due_soon', days_left: 8 })]),
      )
      .on(routes.createLiftEquip, { data: { equip_id: 'e3' } });
    const { user } = renderPage(<LiftEquipPage />, fake);
    await screen.findByText('1 台设备的证书或检验已逾期，2 台将在 30 天内到期', {}, LOAD);
    const overdue = (await screen.findByText('1#施工升降机', {}, LOAD)).closest('tr') as HTMLElement;
    expect(within(overdue).getByText('已逾期 7 天')).toBeInTheDocument();
    expect(within((screen.getByText('1#塔吊').closest('tr') as HTMLElement)).getByText('8 天后到期')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: '到期' }));
    await user.click(await screen.findByText('即将到期', { selector: '.ant-select-item-option-content' }, LOAD));
    await user.click(screen.getByRole('button', { name: /查\s?询/ }));
    await waitFor(() => expect(fake.callsTo(routes.listLiftEquip).some((c) => c.due_state === 'due_soon' && c.page_size === '20')).toBe(true), LOAD);
  });

  it('registers a machine, in use unless said otherwise', async () => {
    const fake = new FakeApi().on(routes.listLiftEquip, page([machine({})])).on(routes.createLiftEquip, { data: { equip_id: 'e3' } });
    const { user } = renderPage(<LiftEquipPage />, fake);
    await screen.findByText('1#施工升降机', {}, LOAD);
    await user.click(screen.getByRole('button', { name: /新增设备/ }));
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await within(dialog).findByText('设备名称不能为空', {}, LOAD);
    await fill(user, within(dialog).getByLabelText('设备名称'), '2#塔吊');
    await fill(user, within(dialog).getByLabelText('设备编号'), 'TD-002');
    await user.click(within(within(dialog).getByText('设备类型').closest('.ant-form-item') as HTMLElement).getByRole('combobox'));
    await user.click(await screen.findByText('塔式起重机', { selector: '.ant-select-item-option-content' }, LOAD));
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(fake.callsTo(routes.createLiftEquip)[0]).toMatchObject({ equip_name: '2#塔吊', equip_no: 'TD-002', equip_type: '2', status: 1 }), LOAD);
  });

  it("opens a machine's inspections in a drawer", async () => {
    const inspection = { inspection_id: 'i1', equip_id: 'e1', equip_name: '1#施工升降机', equip_no: 'SJJ-001', inspection_date: '2026-06-01', result: 1, inspection_org: '特检院', inspector: '周工', report_no: 'DJ-1', next_due_date: '2026-11-20', remark: null, created_at: '2026-06-01T00:00:00Z' };
    const fake = new FakeApi()
      .on(routes.listLiftEquip, page([machine({})]))
      .on(routes.listLiftInspections, page([inspection]));
    const { user } = renderPage(<LiftEquipPage />, fake);
    const row = (await screen.findByText('1#施工升降机', {}, LOAD)).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: '检验记录' }));
    const drawer = (await screen.findByText('检验记录：1#施工升降机（SJJ-001）', {}, LOAD)).closest('.ant-drawer') as HTMLElement;
    await within(drawer).findByText('DJ-1', {}, LOAD);
    await waitFor(() => expect(fake.callsTo(routes.listLiftInspections)[0]).toMatchObject({ equip_id: 'e1' }), LOAD);
    expect(within(drawer).getByRole('button', { name: /新增检验记录/ })).toBeInTheDocument();
  });

  it('shows the empty register without a warning', async () => {
    renderPage(<LiftEquipPage />, new FakeApi().on(routes.listLiftEquip, page([])));
    await screen.findByText('暂无设备', {}, LOAD);
    expect(screen.queryByText(/已逾期/)).not.toBeInTheDocument();
  });
});
