import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, deviceAssets, routes } from '@zhuyun/contracts';
import { DeviceDemoIds } from '../../../db/seed/device-assets.seed';
import { ProjectDemoIds } from '../../../db/seed/project.seed';
import type { ApiClient } from '../../../testing/binary-client';
import { codeOf, type TestApp } from '../../../testing/test-app';
import { familyCallers } from '../../../testing/callers';

const { DeviceMsg } = deviceAssets;
let t: TestApp;
let admin: ApiClient;
let other: ApiClient;
let unpermitted: ApiClient;

beforeAll(async () => {
  ({ t, admin, other, unpermitted } = await familyCallers());
});
afterAll(async () => t?.close());

describe('Bluetooth readers', () => {
  it('binds a reader to a car by id (its plate as the name), moves it to a gate, and records each change', async () => {
    const { reader_id } = await admin.call(routes.createReader, { reader_name: '测试读写器', reader_sn: 'BT-T1', bind_type: 3, bind_id: ProjectDemoIds.car });
    const row = (await admin.call(routes.listReaders, { search: 'BT-T1' })).list[0];
    expect(row).toMatchObject({ bind_type: 3, bind_id: ProjectDemoIds.car, bind_name: '浙A12345', status: 1 });
    await admin.call(routes.updateReader, { reader_id, reader_name: '测试读写器', reader_sn: 'BT-T1', bind_type: 2, bind_name: '北门岗' });
    const binds = (await admin.call(routes.listReaderBinds, { reader_id })).list;
    expect(binds.map((b) => [b.action, b.target_type, b.target_name])).toEqual([
      [1, 'gate', '北门岗'],
      [0, 'car', '浙A12345'],
      [1, 'car', '浙A12345'],
    ]);
    expect(binds[0]?.user_name).toBeTruthy();
    // An edit that keeps the binding records nothing.
    await admin.call(routes.updateReader, { reader_id, reader_name: '改名', reader_sn: 'BT-T1', bind_type: 2, bind_name: '北门岗' });
    expect((await admin.call(routes.listReaderBinds, { reader_id })).total_count).toBe(3);
  });

  it.each([
    [{ bind_type: 1 }, DeviceMsg.bindTargetRequired],
    [{ bind_type: 2 }, DeviceMsg.gateNameRequired],
    [{ bind_type: 9 }, DeviceMsg.bindTypeInvalid],
    [{ bind_type: 1, bind_id: DeviceDemoIds.table }, DeviceMsg.bindTargetNotFound],
  ])('refuses a bad binding with 10001: %j', async (bind, msg) => {
    expect(await codeOf(admin.call(routes.createReader, { reader_name: '坏绑定', reader_sn: 'BT-BAD', ...bind } as never))).toEqual({ code: ResultCode.VALIDATION, msg });
  });

  it('never binds to another company’s car, and a taken serial number is 10003', async () => {
    expect((await codeOf(other.call(routes.createReader, { reader_name: 'x', reader_sn: 'BT-X', bind_type: 3, bind_id: ProjectDemoIds.car }))).msg).toBe(DeviceMsg.bindTargetNotFound);
    expect(await codeOf(admin.call(routes.createReader, { reader_name: '重复', reader_sn: 'BT-0001' }))).toEqual({ code: ResultCode.CONFLICT, msg: DeviceMsg.readerSnExists });
  });
});

describe('RFID tags', () => {
  it('issues tags in bulk, binds one to a component, and a scan opens that component’s trace page', async () => {
    expect(await admin.call(routes.batchIssueRfidTags, { prefix: 'TST', start: 1, count: 50 })).toMatchObject({ created: 50 });
    const tag = (await admin.call(routes.listRfidTags, { search: 'TST00000007' })).list[0]!;
    expect(tag).toMatchObject({ tag_code: 'TST00000007', component_id: null });
    const componentId = DeviceDemoIds.component(10);
    await admin.call(routes.bindRfidTag, { rfid_id: tag.rfid_id, component_id: componentId });
    const scan = await admin.call(routes.scanRfidTag, { tag_code: 'TST00000007' });
    expect(scan).toMatchObject({ component_id: componentId, cp_num: 'WLKJ-4-011' });
    expect(scan.trace_url).toMatch(new RegExp(`/memberQrCode\\?id=${componentId}$`));
    const records = (await admin.call(routes.listBindRecords, { device_kind: 'rfid', search: 'TST00000007' })).list;
    expect(records.map((r) => [r.action, r.target_name])).toEqual([[1, 'WLKJ-4-011']]);
    // The same codes again are a conflict, and nothing of the batch is half-written.
    expect((await codeOf(admin.call(routes.batchIssueRfidTags, { prefix: 'TST', start: 40, count: 20 }))).code).toBe(ResultCode.CONFLICT);
    expect((await admin.call(routes.listRfidTags, { search: 'TST', is_page: 0 })).total_count).toBe(50);
  });

  it('keeps one tag per component, unbinds, and tells an unbound or unknown tag apart', async () => {
    const taken = DeviceDemoIds.component(0); // the seed's tag 1 is bound to it
    const spare = DeviceDemoIds.tag(12);
    expect(await codeOf(admin.call(routes.bindRfidTag, { rfid_id: spare, component_id: taken }))).toEqual({ code: ResultCode.CONFLICT, msg: DeviceMsg.componentTaken });
    await admin.call(routes.bindRfidTag, { rfid_id: DeviceDemoIds.tag(2), component_id: null });
    expect(await codeOf(admin.call(routes.scanRfidTag, { tag_code: 'E280117000000002' }))).toEqual({ code: ResultCode.NOT_FOUND, msg: DeviceMsg.tagNotBound });
    expect(await codeOf(admin.call(routes.scanRfidTag, { tag_code: 'NOPE' }))).toEqual({ code: ResultCode.NOT_FOUND, msg: DeviceMsg.tagUnknown });
  });

  it('keeps other companies and people without the page out', async () => {
    expect(await codeOf(other.call(routes.bindRfidTag, { rfid_id: DeviceDemoIds.tag(3), component_id: null }))).toEqual({ code: ResultCode.NOT_FOUND, msg: DeviceMsg.rfidNotFound });
    expect((await codeOf(other.call(routes.scanRfidTag, { tag_code: 'E280117000000001' }))).code).toBe(ResultCode.NOT_FOUND);
    const calls = [
      () => unpermitted.call(routes.batchIssueRfidTags, { prefix: 'NO', start: 1, count: 1 }),
      () => unpermitted.call(routes.bindRfidTag, { rfid_id: DeviceDemoIds.tag(3), component_id: null }),
      () => unpermitted.call(routes.listReaderBinds, {}),
      () => unpermitted.call(routes.listBindRecords, {}),
    ];
    for (const call of calls) expect((await codeOf(call())).code).toBe(ResultCode.FORBIDDEN);
    expect((await other.call(routes.listBindRecords, {})).total_count).toBe(0);
  });

  it('answers 10001 for malformed ids, codes and filters, 10002 for a component it does not hold; another company’s reader history is empty', async () => {
    expect((await codeOf(admin.call(routes.bindRfidTag, { rfid_id: 'x', component_id: null }))).code).toBe(ResultCode.VALIDATION);
    expect(await codeOf(admin.call(routes.bindRfidTag, { rfid_id: DeviceDemoIds.tag(4), component_id: 'x' }))).toEqual({ code: ResultCode.VALIDATION, msg: DeviceMsg.componentNotFound });
    const stranger = '01900000-0000-7000-8000-00000000beef';
    expect(await codeOf(admin.call(routes.bindRfidTag, { rfid_id: DeviceDemoIds.tag(4), component_id: stranger }))).toEqual({ code: ResultCode.NOT_FOUND, msg: DeviceMsg.componentNotFound });
    expect(await codeOf(admin.call(routes.scanRfidTag, { tag_code: ' ' }))).toEqual({ code: ResultCode.VALIDATION, msg: DeviceMsg.tagCodeRequired });
    expect(await codeOf(admin.call(routes.listReaderBinds, { reader_id: 'x' }))).toEqual({ code: ResultCode.VALIDATION, msg: DeviceMsg.readerNotFound });
    expect(await codeOf(admin.call(routes.listBindRecords, { device_kind: 'toaster' } as never))).toEqual({ code: ResultCode.VALIDATION, msg: DeviceMsg.deviceKindInvalid });
    expect((await admin.call(routes.listReaderBinds, { reader_id: DeviceDemoIds.readerOnCar })).total_count).toBeGreaterThan(0);
    expect((await other.call(routes.listReaderBinds, { reader_id: DeviceDemoIds.readerOnCar })).total_count).toBe(0);
  });

  it.each([
    [{ prefix: 'a-b', start: 1, count: 1 }, DeviceMsg.prefixInvalid],
    [{ prefix: 'AB', start: 1, count: 1001 }, DeviceMsg.countInvalid],
    [{ prefix: 'AB', start: -1, count: 1 }, DeviceMsg.startInvalid],
  ])('refuses a bad batch with 10001: %j', async (input, msg) => {
    expect(await codeOf(admin.call(routes.batchIssueRfidTags, input as never))).toEqual({ code: ResultCode.VALIDATION, msg });
  });
});

describe('custom tables', () => {
  const table = DeviceDemoIds.table;
  it.each([
    [{ check_date: '2026-02-30', device: '塔吊', normal: true }, '点检日期应为日期（YYYY-MM-DD）'],
    [{ check_date: '2026-11-20', device: '挖掘机', normal: true }, '设备不在可选项中'],
    [{ check_date: '2026-11-20', device: '塔吊', normal: true, hours: '八' }, '运行小时应为数字'],
    [{ check_date: '2026-11-20', device: '塔吊' }, '是否正常不能为空'],
    [{ check_date: '2026-11-20', device: '塔吊', normal: '也许' }, '是否正常应为是或否'],
    [{ check_date: '2026-11-20', device: '塔吊', normal: true, colour: '红' }, '表格没有列“colour”'],
  ])('checks each row against the column types: %j', async (row_values, msg) => {
    expect(await codeOf(admin.call(routes.createCustomRow, { table_id: table, row_values }))).toEqual({ code: ResultCode.VALIDATION, msg });
  });

  it('refuses repeated column keys and a choice column without options', async () => {
    const cols = (c: unknown[]) => admin.call(routes.createCustomTable, { table_name: '坏表', columns: c as never });
    expect((await codeOf(cols([{ key: 'a', title: '甲', type: 'text' }, { key: 'a', title: '乙', type: 'text' }]))).msg).toBe(DeviceMsg.columnKeyRepeated);
    expect((await codeOf(cols([{ key: 'a', title: '甲', type: 'select' }]))).msg).toBe(DeviceMsg.columnOptionsRequired);
    expect((await codeOf(cols([{ key: 'A b', title: '甲', type: 'text' }]))).msg).toBe(DeviceMsg.columnKeyInvalid);
  });

  it('lists a table’s rows, and deleting the table deletes its rows; another company’s table takes no rows', async () => {
    const { table_id } = await admin.call(routes.createCustomTable, { table_name: '临时表', columns: [{ key: 'n', title: '数量', type: 'number', required: true }] });
    await admin.call(routes.createCustomRow, { table_id, row_values: { n: '3' } });
    expect((await admin.call(routes.listCustomRows, { table_id })).list[0]?.row_values).toEqual({ n: 3 });
    expect(await codeOf(other.call(routes.createCustomRow, { table_id, row_values: { n: 1 } }))).toEqual({ code: ResultCode.NOT_FOUND, msg: DeviceMsg.tableNotFound });
    await admin.call(routes.deleteCustomTable, { table_id });
    expect((await admin.call(routes.listCustomRows, { table_id })).total_count).toBe(0);
    expect((await admin.call(routes.listCustomRows, { table_id: table })).total_count).toBeGreaterThanOrEqual(4);
  });
});
