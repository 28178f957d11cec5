import { car, config, deviceAssets, robots, message, project, routes, version, type AnyResource } from '@zhuyun/contracts';
import { ConfigDemoIds } from '../../../db/seed/config.seed';
import { DeviceDemoIds } from '../../../db/seed/device-assets.seed';
import type { ApiClient } from '../../../testing/binary-client';

/**
 * One row per declared resource: a valid create input (`n` makes unique fields unique), a valid change, and what a
 * listed row shows after that change. Adding a resource to `resources` (packages/contracts) adds one row here.
 */
export interface ResourceCase {
  resource: AnyResource;
  sample: (n: number) => Record<string, unknown>;
  change: (n: number) => Record<string, unknown>;
  changed: Record<string, unknown>;
  /** Makes one row and answers its id, for a resource whose rows come from a call beside it (busi_cate's batch_create). */
  make?: (api: ApiClient, n: number) => Promise<string>;
}

export const resourceCases: ResourceCase[] = [
  {
    resource: car.carResource,
    sample: (n) => ({ car_num: `浙B${10_000 + n}`, leader: '钱师傅', phone: '13911112222', remark: '表驱动测试' }),
    change: (n) => ({ car_num: `浙C${10_000 + n}`, leader: '孙师傅' }),
    changed: { leader: '孙师傅', phone: null },
  },
  {
    resource: project.stackPointResource,
    sample: (n) => ({ stack_point_name: `表驱动堆场${n}`, address: '杭州市余杭区', remark: '测试' }),
    change: (n) => ({ stack_point_name: `表驱动堆场${n}（东）`, capacity: '120' }),
    changed: { capacity: 120, address: null, stock: 0 },
  },
  // Versions (issue 19 item 4): web releases need no package; numbers grow with n.
  {
    resource: version.versionResource,
    sample: (n) => ({ platform: 'web', version_no: `100.${n}.0`, notes: '表驱动测试版本', publish_status: 0 }),
    change: (n) => ({ platform: 'web', version_no: `100.${n}.1`, notes: '修订说明', force_update: 1 }),
    changed: { notes: '修订说明', force_update: 1, publish_status: 0, package_file_id: null },
  },
  // Configuration (issue 19 item 5): values live under the demo unit's seeded type.
  {
    resource: config.codeTypeResource,
    sample: (n) => ({ code_type: `table_type_${n}`, type_name: `表驱动类型${n}`, remark: '测试' }),
    change: (n) => ({ code_type: `table_type_${n}`, type_name: '改名后的类型', disabled: 1 }),
    changed: { type_name: '改名后的类型', disabled: 1, remark: null, value_count: 0 },
  },
  {
    resource: config.codeValueResource,
    sample: (n) => ({ code_type_id: ConfigDemoIds.materialGrade, value: `V${n}`, name: `表驱动值${n}`, sort: 5 }),
    change: (n) => ({ code_type_id: ConfigDemoIds.materialGrade, value: `V${n}`, name: '改名后的值', disabled: 1 }),
    changed: { name: '改名后的值', disabled: 1, sort: 0 },
  },
  {
    resource: message.newsResource,
    sample: (n) => ({ title: `表驱动资讯${n}`, author: '测试', status: 1 }), // the body (200,000 at most) is tested in message.api.test.ts
    change: (n) => ({ title: `表驱动资讯${n}（改）`, status: 0 }),
    changed: { status: 0, author: null },
  },
  {
    resource: message.notifyResource,
    sample: (n) => ({ title: `表驱动通知${n}`, author: '测试', status: 1 }), // the body (200,000 at most) is tested in message.api.test.ts
    change: (n) => ({ title: `表驱动通知${n}（改）`, status: 2 }),
    changed: { status: 2, author: null },
  },
  {
    resource: message.alarmResource,
    sample: (n) => ({ title: `表驱动告警${n}`, content: '测试', level: 3, source: 'device' }),
    change: (n) => ({ title: `表驱动告警${n}（改）`, level: 1 }),
    changed: { level: 1, source: 'system', content: null },
  },
  {
    resource: message.busiCateResource,
    sample: () => ({}),
    change: () => ({}),
    changed: {},
    make: async (api, n) => {
      const answer = await api.call(routes.batchCreateBusiCates, { cate_type: 1, list: [{ cate_code: `case_${n}`, cate_name: `表驱动分类${n}` }] });
      return answer.busi_cate_ids[0] as string;
    },
  },
  // Devices (issue 20 item 1).
  {
    resource: deviceAssets.readerResource,
    sample: (n) => ({ reader_name: `表驱动读写器${n}`, reader_sn: `CASE-${n}`, bind_type: 2, bind_name: '西门岗' }),
    change: (n) => ({ reader_name: `表驱动读写器${n}（改）`, reader_sn: `CASE-${n}`, status: 0 }),
    changed: { status: 0, bind_type: 0, bind_name: null },
  },
  {
    resource: deviceAssets.rfidResource,
    sample: (n) => ({ tag_code: `CASE${n}`, batch_no: 'B-CASE' }),
    change: (n) => ({ tag_code: `CASE${n}X`, status: 0 }),
    changed: { status: 0, batch_no: null, component_id: null },
  },
  {
    resource: deviceAssets.useRecordResource,
    sample: (n) => ({ device_kind: 'reader', device_name: `表驱动设备${n}`, user_name: '赵测试', start_time: '2026-11-20T08:00:00+08:00' }),
    change: () => ({ device_kind: 'robot', device_name: '巡检机器人', user_name: '钱测试', start_time: '2026-11-20T08:00:00+08:00', end_time: '2026-11-20T09:30:00+08:00' }),
    changed: { device_kind: 'robot', purpose: null, end_time: '2026-11-20T01:30:00.000Z' },
  },
  {
    resource: deviceAssets.customTableResource,
    sample: (n) => ({ table_name: `表驱动表格${n}`, columns: [{ key: 'a', title: '甲', type: 'text' }] }),
    change: (n) => ({ table_name: `表驱动表格${n}（改）`, columns: [{ key: 'b', title: '乙', type: 'number', required: true }] }),
    changed: { columns: [{ key: 'b', title: '乙', type: 'number', required: true, options: [] }], remark: null, row_count: 0 },
  },
  {
    resource: deviceAssets.customRowResource,
    sample: (n) => ({ table_id: DeviceDemoIds.table, row_values: { check_date: '2026-11-20', device: '塔吊', normal: true, hours: n } }),
    change: () => ({ table_id: DeviceDemoIds.table, row_values: { check_date: '2026-11-21', device: '施工电梯', normal: '否', hours: '7.5' } }),
    changed: { row_values: { check_date: '2026-11-21', device: '施工电梯', normal: false, hours: 7.5, note: null } },
  },
  // Inspection robots (issue 20 item 3).
  {
    resource: robots.robotResource,
    sample: (n) => ({ robot_name: `表驱动机器人${n}`, robot_sn: `RB-${n}`, model: '轮式' }),
    change: (n) => ({ robot_name: `表驱动机器人${n}（改）`, robot_sn: `RB-${n}` }),
    changed: { model: null, state: 1, battery: 100 },
  },
  {
    resource: robots.templateResource,
    sample: (n) => ({ template_name: `表驱动模板${n}`, checkpoints: [{ name: '东门', x: 10, y: 20 }] }),
    change: (n) => ({ template_name: `表驱动模板${n}（改）`, checkpoints: [{ name: '塔吊', x: '50', y: 60, ai_check: true }] }),
    changed: { checkpoints: [{ name: '塔吊', x: 50, y: 60, ai_check: true }], robot_id: null, robot_name: null },
  },
];
