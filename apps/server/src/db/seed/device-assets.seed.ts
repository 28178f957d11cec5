import type { Db } from '../client';
import { btReaders, customTableRows, customTables, deviceBindRecords, deviceUseRecords, rfidReads, rfidTags } from '../schema';
import { DemoIds } from './demo-organisation';
import { ProjectDemoIds } from './project.seed';

/** Fixed ids (a 'd' block of their own) keep the seed idempotent: every insert is "on conflict do nothing". */
const id = (block: number, n: number) => `01900000-0000-7000-8000-0000d${block}${String(n).padStart(5, '0')}`;
export const DeviceDemoIds = {
  readerOnCar: id(10, 1),
  readerAtGate: id(10, 2),
  tag: (n: number) => id(20, n),
  table: id(50, 1),
  component: (i: number) => `01900000-0000-7000-8000-0000000130${String(i).padStart(2, '0')}`,
} as const;

const company = DemoIds.company;
const day = Date.UTC(2026, 10, 20, 1, 0, 0);
const at = (hoursAgo: number) => new Date(day - hoursAgo * 3_600_000);
const CP_NUM = (i: number) => `WLKJ-${(i % 7) + 1}-${String(i + 1).padStart(3, '0')}`;

/**
 * Readers (one on the demo car, one at a gate, one spare), twelve tags with six bound to demo components, the two
 * working readers' reads of those six, a table. The working readers were last seen when the seed ran and report at
 * least daily, so a fresh start shows them online without a simulator; the day-long interval also keeps the offline
 * sweep off the demo unit's rows during a test run (the isolation matrix digests them). The spare never reported.
 */
export async function seedDeviceAssets(db: Db): Promise<void> {
  const seen = { interval_seconds: 86_400, online: 1, last_seen_at: new Date() };
  await db
    .insert(btReaders)
    .values([
      { company_id: company, reader_id: DeviceDemoIds.readerOnCar, reader_name: '运输车读写器', reader_sn: 'BT-0001', bind_type: 3, bind_id: ProjectDemoIds.car, bind_name: '浙A12345', ...seen, created_at: at(72) },
      { company_id: company, reader_id: DeviceDemoIds.readerAtGate, reader_name: '东门岗读写器', reader_sn: 'BT-0002', bind_type: 2, bind_name: '未来科技城项目东门', ...seen, created_at: at(71) },
      { company_id: company, reader_id: id(10, 3), reader_name: '备用读写器', reader_sn: 'BT-0003', status: 0, remark: '维修中', created_at: at(70) },
    ])
    .onConflictDoNothing();

  await db
    .insert(rfidTags)
    .values(
      Array.from({ length: 12 }, (_, i) => ({
        company_id: company,
        rfid_id: DeviceDemoIds.tag(i + 1),
        tag_code: `E2801170${String(i + 1).padStart(8, '0')}`,
        batch_no: 'B20261118-E2801170',
        component_id: i < 6 ? DeviceDemoIds.component(i) : null,
        bound_at: i < 6 ? at(48 - i) : null,
        created_at: at(60),
      })),
    )
    .onConflictDoNothing();

  // Each bound component left on the car (read there) and came in at the east gate two hours later.
  await db
    .insert(rfidReads)
    .values(
      Array.from({ length: 6 }, (_, i) => [
        { company_id: company, rfid_id: DeviceDemoIds.tag(i + 1), at: at(30 - i), reader_id: DeviceDemoIds.readerOnCar, component_id: DeviceDemoIds.component(i), place: '浙A12345' },
        { company_id: company, rfid_id: DeviceDemoIds.tag(i + 1), at: at(28 - i), reader_id: DeviceDemoIds.readerAtGate, component_id: DeviceDemoIds.component(i), place: '未来科技城项目东门' },
      ]).flat(),
    )
    .onConflictDoNothing();

  const by = { user_id: null, user_name: '演示管理员' };
  await db
    .insert(deviceBindRecords)
    .values([
      { company_id: company, record_id: id(30, 1), device_kind: 'reader', device_id: DeviceDemoIds.readerOnCar, device_name: '运输车读写器', action: 1, target_type: 'car', target_id: ProjectDemoIds.car, target_name: '浙A12345', ...by, created_at: at(72) },
      { company_id: company, record_id: id(30, 2), device_kind: 'reader', device_id: DeviceDemoIds.readerAtGate, device_name: '东门岗读写器', action: 1, target_type: 'gate', target_name: '未来科技城项目东门', ...by, created_at: at(71) },
      ...Array.from({ length: 6 }, (_, i) => ({
        company_id: company,
        record_id: id(30, 10 + i),
        device_kind: 'rfid',
        device_id: DeviceDemoIds.tag(i + 1),
        device_name: `E2801170${String(i + 1).padStart(8, '0')}`,
        action: 1,
        target_type: 'component',
        target_id: DeviceDemoIds.component(i),
        target_name: CP_NUM(i),
        ...by,
        created_at: at(48 - i),
      })),
    ])
    .onConflictDoNothing();

  await db
    .insert(deviceUseRecords)
    .values([
      { company_id: company, use_id: id(40, 1), device_kind: 'reader', device_name: '备用读写器', user_name: '张施工', purpose: '构件进场盘点', start_time: at(30), end_time: at(27) },
      { company_id: company, use_id: id(40, 2), device_kind: 'robot', device_name: '巡检机器人一号', user_name: '李安全', purpose: '手动巡检东区', start_time: at(6), end_time: null },
    ])
    .onConflictDoNothing();

  await db
    .insert(customTables)
    .values({
      company_id: company,
      table_id: DeviceDemoIds.table,
      table_name: '每日设备点检表',
      remark: '班前点检，异常须当日处理',
      columns: [
        { key: 'check_date', title: '点检日期', type: 'date', required: true, options: [] },
        { key: 'device', title: '设备', type: 'select', required: true, options: ['塔吊', '施工电梯', '门岗读写器'] },
        { key: 'hours', title: '运行小时', type: 'number', required: false, options: [] },
        { key: 'normal', title: '是否正常', type: 'bool', required: true, options: [] },
        { key: 'note', title: '备注', type: 'text', required: false, options: [] },
      ],
      created_at: at(50),
    })
    .onConflictDoNothing();
  const ROWS: [string, string, number, boolean, string | null][] = [
    ['2026-11-18', '塔吊', 9.5, true, null],
    ['2026-11-18', '施工电梯', 8, true, null],
    ['2026-11-19', '塔吊', 10, false, '回转制动异响，已报修'],
    ['2026-11-19', '门岗读写器', 24, true, null],
  ];
  await db
    .insert(customTableRows)
    .values(
      ROWS.map(([check_date, device, hours, normal, note], i) => ({
        company_id: company,
        row_id: id(60, i + 1),
        table_id: DeviceDemoIds.table,
        row_values: { check_date, device, hours, normal, note },
        created_at: at(40 - i),
      })),
    )
    .onConflictDoNothing();
}
