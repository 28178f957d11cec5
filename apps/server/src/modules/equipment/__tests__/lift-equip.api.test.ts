import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipment, routes } from '@zhuyun/contracts';
import { ProjectDemoIds } from '../../../db/seed/project.seed';
import { ProjectOpsDemoIds } from '../../../db/seed/project-ops.seed';
import type { ApiClient } from '../../../testing/binary-client';
import { familyCallers } from '../../../testing/callers';
import { codeOf, type TestApp } from '../../../testing/test-app';

const { LiftEquipMsg } = equipment;
/** A day counted from today in China, as the register counts. */
const day = (offset: number) => new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

// The lift-equipment register (/liftEquip): certificates and inspections with their due dates.
describe('lift equipment register', () => {
  let t: TestApp;
  let admin: ApiClient;
  let other: ApiClient;
  let unpermitted: ApiClient;

  beforeAll(async () => {
    ({ t, admin, other, unpermitted } = await familyCallers());
  });
  afterAll(async () => t?.close());

  it('lists the demo machines most urgent first, with what is overdue and what is due soon', async () => {
    const all = await admin.call(routes.listLiftEquip, { is_page: 0 });
    expect(all.list.map((e) => [e.equip_no, e.due_state])).toEqual([
      ['SJJ-002', 'overdue'],
      ['SJJ-001', 'due_soon'],
      ['TD-001', 'due_soon'],
      ['TD-002', 'ok'],
      ['WT-001', 'none'],
    ]);
    expect(all.list[0]).toMatchObject({ equip_type: 1, project_name: '杭州未来科技城装配式住宅项目', status: 1, days_left: -10 });
    expect((await admin.call(routes.listLiftEquip, { due_state: 'due_soon' })).list.map((e) => e.equip_no)).toEqual(['SJJ-001', 'TD-001']);
    expect((await admin.call(routes.listLiftEquip, { equip_type: 2, search: 'TD' })).total_count).toBe(2);
  });

  it('registers a crane, moves its due date with each inspection, and deletes it', async () => {
    const { equip_id } = await admin.call(routes.createLiftEquip, { equip_name: '3#塔吊', equip_type: 2, equip_no: 'TD-003', project_id: ProjectDemoIds.projects[0], cert_expiry: day(365), next_inspection_date: day(5) });
    const row = async () => (await admin.call(routes.listLiftEquip, { search: 'TD-003' })).list[0];
    expect(await row()).toMatchObject({ equip_id, due_date: day(5), due_state: 'due_soon', days_left: 5, status: 1 });
    await admin.call(routes.updateLiftEquip, { equip_id, equip_name: '3#塔吊', equip_type: 2, equip_no: 'TD-003', cert_expiry: day(365), last_inspection_date: day(0), next_inspection_date: day(180), status: 0 });
    expect(await row()).toMatchObject({ due_date: day(180), due_state: 'ok', status: 0, project_id: null });
    await admin.call(routes.deleteLiftEquip, { equip_id });
    expect(await row()).toBeUndefined();
  });

  it('keeps another company out (10002) and refuses a job without the page (10403)', async () => {
    const id = ProjectOpsDemoIds.equipment[0]!;
    expect((await other.call(routes.listLiftEquip, {})).total_count).toBe(0);
    expect(await codeOf(other.call(routes.updateLiftEquip, { equip_id: id, equip_name: 'x', equip_type: 1, equip_no: 'x' }))).toEqual({ code: 10002, msg: LiftEquipMsg.equipNotFound });
    expect(await codeOf(other.call(routes.deleteLiftEquip, { equip_id: id }))).toEqual({ code: 10002, msg: LiftEquipMsg.equipNotFound });
    expect(await codeOf(other.call(routes.createLiftEquip, { equip_name: 'x', equip_type: 1, equip_no: 'X-1', project_id: ProjectDemoIds.projects[0] }))).toEqual({ code: 10002, msg: LiftEquipMsg.projectNotFound });
    // The same number in another company is its own machine: numbers are unique within a company only.
    expect(await other.call(routes.createLiftEquip, { equip_name: '升降机', equip_type: 1, equip_no: 'SJJ-001' })).toMatchObject({ equip_id: expect.any(String) });
    expect((await codeOf(unpermitted.call(routes.createLiftEquip, { equip_name: 'x', equip_type: 1, equip_no: 'X-2' }))).code).toBe(10403);
    expect((await codeOf(unpermitted.call(routes.deleteLiftEquip, { equip_id: id }))).code).toBe(10403);
    expect((await admin.call(routes.listLiftEquip, {})).total_count).toBe(5);
  });

  it('answers 10001 (and 10003 for a number taken) with the rule, and writes nothing', async () => {
    const base = { equip_name: '4#塔吊', equip_type: 2, equip_no: 'TD-004' };
    const refused = async (input: Record<string, unknown>, code: number, msg: string) => expect(await codeOf(admin.call(routes.createLiftEquip, { ...base, ...input } as never))).toEqual({ code, msg });
    await refused({ equip_name: '' }, 10001, LiftEquipMsg.equipNameRequired);
    await refused({ equip_no: ' ' }, 10001, LiftEquipMsg.equipNoRequired);
    await refused({ equip_type: 9 }, 10001, LiftEquipMsg.equipTypeInvalid);
    await refused({ status: 3 }, 10001, LiftEquipMsg.statusInvalid);
    await refused({ cert_expiry: '2026-02-30' }, 10001, LiftEquipMsg.dateInvalid);
    await refused({ last_inspection_date: '2026-06-01', next_inspection_date: '2026-05-01' }, 10001, LiftEquipMsg.nextBeforeLast);
    await refused({ equip_no: 'TD-001' }, 10003, LiftEquipMsg.equipNoExists);
    expect((await codeOf(admin.call(routes.listLiftEquip, { due_state: 'late' as never }))).code).toBe(10001);
    expect((await admin.call(routes.listLiftEquip, {})).total_count).toBe(5);
  });

  it("files a machine's inspections: the newest moves its inspection dates; another company's machine is not found", async () => {
    const equip_id = ProjectOpsDemoIds.equipment[0]!;
    const history = await admin.call(routes.listLiftInspections, { equip_id, sort_field: 'inspection_date', sort_order: 'desc' });
    expect(history.list.map((i) => i.inspection_date)).toEqual([day(-170), day(-535)]);
    expect(history.list[0]).toMatchObject({ equip_no: 'SJJ-001', next_due_date: day(12), result: 1 });
    const { inspection_id } = await admin.call(routes.createLiftInspection, { equip_id, inspection_date: day(-1), result: 1, inspection_org: '杭州特检院', next_due_date: day(364) });
    const machine = async () => (await admin.call(routes.listLiftEquip, { search: 'SJJ-001' })).list[0];
    expect(await machine()).toMatchObject({ last_inspection_date: day(-1), next_inspection_date: day(364), inspection_org: '杭州特检院', due_state: 'ok' });
    await admin.call(routes.deleteLiftInspection, { inspection_id });
    expect(await machine()).toMatchObject({ last_inspection_date: day(-170), next_inspection_date: day(12), due_state: 'due_soon' });
    expect(await codeOf(other.call(routes.createLiftInspection, { equip_id, inspection_date: day(0), result: 1 }))).toEqual({ code: 10002, msg: LiftEquipMsg.equipNotFound });
    expect((await other.call(routes.listLiftInspections, { equip_id })).total_count).toBe(0);
    expect((await codeOf(unpermitted.call(routes.createLiftInspection, { equip_id, inspection_date: day(0), result: 1 }))).code).toBe(10403);
    expect(await codeOf(admin.call(routes.createLiftInspection, { equip_id, inspection_date: '', result: 1 }))).toEqual({ code: 10001, msg: LiftEquipMsg.inspectionDateRequired });
    expect(await codeOf(admin.call(routes.createLiftInspection, { equip_id, inspection_date: day(0), result: 3 }))).toEqual({ code: 10001, msg: LiftEquipMsg.resultInvalid });
    expect(await codeOf(admin.call(routes.createLiftInspection, { equip_id, inspection_date: day(0), result: 1, next_due_date: day(-1) }))).toEqual({ code: 10001, msg: LiftEquipMsg.nextBeforeLast });
    expect((await admin.call(routes.listLiftInspections, { equip_id })).total_count).toBe(2);
  });
});
