import { car, check, config, design, deviceAssets, labor, message, model, project, robots, routes, schedule, site, version } from '@zhuyun/contracts';
import { ProjectDemoIds } from '../../../db/seed/project.seed';
import { CheckDemoIds } from '../../../db/seed/check.seed';
import { DesignDemoIds } from '../../../db/seed/design.seed';
import { ConfigDemoIds } from '../../../db/seed/config.seed';
import { DeviceDemoIds } from '../../../db/seed/device-assets.seed';
import type { ApiClient } from '../../../testing/binary-client';
import type { ResourceCase } from './resource-case';
import { messageResourceCases } from './resource-cases-messages';
import { projectResourceCases } from './resource-cases-projects';

export type { ResourceCase } from './resource-case';

/**
 * One row per declared resource: a valid create input (`n` makes unique fields unique), a valid change, and what a
 * listed row shows after that change. Adding a resource to `resources` (packages/contracts) adds one row here or in
 * its family's file beside this one.
 */
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
  // The labour micro-app's lists (issue 14 item 4). Resident ids carry a valid check digit for each n.
  {
    resource: labor.workTypeResource,
    sample: (n) => ({ work_type_name: `表驱动工种${n}`, remark: '测试' }),
    change: (n) => ({ work_type_name: `表驱动工种${n}（改）` }),
    changed: { remark: null, person_count: 0 },
  },
  {
    resource: labor.teamResource,
    sample: (n) => ({ team_name: `表驱动班组${n}`, leader: '周师傅', phone: '13911112222' }),
    change: (n) => ({ team_name: `表驱动班组${n}（改）`, leader: '吴师傅' }),
    changed: { leader: '吴师傅', phone: null, person_count: 0 },
  },
  {
    resource: labor.personResource,
    sample: (n) => ({ person_name: `表驱动${n}`, id_card: residentId(n) }),
    change: (n) => ({ person_name: `表驱动${n}改`, id_card: residentId(n), phone: '13911112222' }),
    changed: { phone: '13911112222', team_id: null, team_name: null },
  },
  // Construction sections (issue 18): under the demo unit's first project.
  {
    resource: schedule.constructionResource,
    sample: (n) => ({ project_id: ProjectDemoIds.projects[0], construction_name: `表驱动标段${n}`, construction_unit: '测试施工单位', start_date: '2026-03-01', end_date: '2026-09-30', progress: 10 }),
    change: (n) => ({ project_id: ProjectDemoIds.projects[0], construction_name: `表驱动标段${n}（改）`, progress: '55' }),
    changed: { progress: 55, construction_unit: null, start_date: null },
  },
  // Site data (issue 18 item 2): one device table; lifts, climbing machines and cameras are views of one kind.
  {
    resource: site.siteDeviceResource,
    sample: (n) => ({ device_name: `表驱动传感器${n}`, device_no: `ENV-${n}`, device_kind: 'environment', location: '东门' }),
    change: (n) => ({ device_name: `表驱动传感器${n}（改）`, device_kind: 'environment', interval_seconds: '600' }),
    changed: { interval_seconds: 600, location: null, online: 0, latest: null, has_key: false },
  },
  {
    resource: site.constructionLiftResource,
    sample: (n) => ({ device_name: `表驱动升降机${n}`, rated_load: 2000, max_height: 150 }),
    change: (n) => ({ device_name: `表驱动升降机${n}（改）`, rated_load: '2500' }),
    changed: { device_kind: 'lift', rated_load: 2500, max_height: null, interval_seconds: 300 },
  },
  ...(['climb_machine', 'camera'] as const).map((kind) => ({
    resource: kind === 'camera' ? site.behaviorCameraResource : site.climbMachineResource,
    sample: () => ({}),
    change: () => ({}),
    changed: {},
    make: async (api: ApiClient, n: number) => (await api.call(routes.createSiteDevice, { device_name: `表驱动${kind}${n}`, device_kind: kind })).device_id,
  })),
  // Check configuration (issue 20 item 2): templates, configurations and reports point at the demo unit's seeded rows.
  {
    resource: check.checkItemResource,
    sample: (n) => ({ item_name: `表驱动检查项${n}`, item_code: `T-${n}`, item_type: 2, standard: 'JGJ 59' }),
    change: (n) => ({ item_name: `表驱动检查项${n}（改）`, item_code: `T-${n}` }),
    changed: { item_type: 1, standard: null },
  },
  {
    resource: check.checkFormResource,
    sample: (n) => ({ form_name: `表驱动表单${n}`, remark: '测试' }),
    change: (n) => ({ form_name: `表驱动表单${n}（改）` }),
    changed: { remark: null, current_version: 0 },
  },
  {
    resource: check.checkModuleResource,
    sample: (n) => ({ module_name: `表驱动模块${n}`, remark: '测试' }),
    change: (n) => ({ module_name: `表驱动模块${n}（改）`, sort_no: 3 }),
    changed: { remark: null, sort_no: 3, item_count: 0 },
  },
  {
    resource: check.checkTemplateResource,
    sample: (n) => ({ template_name: `表驱动模板${n}`, form_id: CheckDemoIds.acceptanceForm }),
    change: (n) => ({ template_name: `表驱动模板${n}（改）`, form_id: CheckDemoIds.patrolForm, status: 0 }),
    changed: { status: 0, form_name: '安全巡查表', form_version: 1 },
  },
  {
    resource: check.businessConfigResource,
    sample: () => ({ business_type: 3, template_id: CheckDemoIds.patrolTemplate, remark: '测试' }),
    change: () => ({ business_type: 12, template_id: CheckDemoIds.patrolTemplate, enabled: 0 }),
    changed: { business_type: 12, enabled: 0, remark: null },
  },
  {
    resource: check.thirdPartyResource,
    sample: (n) => ({ third_name: `表驱动系统${n}`, url: 'https://example.com/a', embed: 1 }),
    change: (n) => ({ third_name: `表驱动系统${n}（改）`, url: null }),
    changed: { url: null, embed: 0 },
  },
  {
    resource: check.checkRecordResource,
    sample: () => ({}),
    change: () => ({}),
    changed: {},
    make: async (api, n) => {
      const answers = { area: '堆场', helmet: 'pass', edge: n % 2 ? 'pass' : 'fail' };
      const answer = await api.call(routes.submitCheckRecord, { template_id: CheckDemoIds.patrolTemplate, form_version: 1, business_type: 3, answers });
      return answer.record_id;
    },
  },
  {
    resource: check.reportFormResource,
    sample: (n) => ({ report_name: `表驱动报表${n}`, template_id: CheckDemoIds.acceptanceTemplate, field_keys: ['component_no'] }),
    change: (n) => ({ report_name: `表驱动报表${n}（改）`, template_id: CheckDemoIds.patrolTemplate }),
    changed: { field_keys: [], template_name: '日常安全巡查模板' },
  },
  {
    resource: check.materialCheckResource,
    sample: (n) => ({ material_name: `表驱动材料${n}`, batch_no: `B${n}`, check_date: '2026-11-20', result: 2 }),
    change: (n) => ({ material_name: `表驱动材料${n}（改）`, result: 1 }),
    changed: { result: 1, batch_no: null, check_date: null },
  },
  // Design (issue 17): organisations come from sync (the same demo designer each time: the list only lists and shows).
  {
    resource: design.jtOrgResource,
    sample: () => ({}),
    change: () => ({}),
    changed: {},
    make: async (api) => {
      await api.call(routes.syncOrg, {});
      const { list } = await api.call(routes.getOrgSelect, {});
      return list.find((o) => o.org_id === DesignDemoIds.org)?.org_id ?? (list[0]?.org_id as string);
    },
  },
  {
    resource: design.jtProjectResource,
    sample: (n) => ({ project_name: `表驱动设计项目${n}`, project_code: `JT-${n}`, design_stage: '施工图设计', remark: '测试' }),
    change: (n) => ({ project_name: `表驱动设计项目${n}（改）`, project_code: `JT-${n}`, org_id: DesignDemoIds.org }),
    changed: { design_stage: null, remark: null, org_id: DesignDemoIds.org, deep_status: 0 },
  },
  {
    resource: design.consProjectResource,
    sample: () => ({ cons_unit_name: '表驱动施工单位' }),
    change: () => ({ cons_unit_name: '改后的施工单位', plan_start: '2026-05-01' }),
    changed: { cons_unit_name: '改后的施工单位', plan_start: '2026-05-01', permit_no: null },
    make: async (api, n) => (await api.call(routes.createJtProject, { project_name: `施工信息项目${n}`, project_code: `CP-${n}` })).jt_project_id,
  },
  {
    resource: design.consInfoResource,
    sample: () => ({ jt_project_id: DesignDemoIds.projects[0], cons_unit_name: '表驱动施工单位', manager_name: '张工', start_date: '2026-04-01' }),
    change: () => ({ jt_project_id: DesignDemoIds.projects[0], cons_unit_name: '改后的施工单位', end_date: '2026-12-31' }),
    changed: { cons_unit_name: '改后的施工单位', end_date: '2026-12-31', manager_name: null, start_date: null },
  },
  {
    resource: design.deepDesignResource,
    sample: (n) => ({ jt_project_id: DesignDemoIds.projects[1], title: `表驱动深化设计${n}`, submit_unit: '测试构件厂' }),
    change: () => ({}),
    changed: {},
  },
  {
    resource: design.paperResource,
    sample: (n) => ({ project_id: ProjectDemoIds.projects[0], paper_no: `T-${n}`, paper_name: `表驱动图纸${n}`, discipline: '结构', stage: '施工图设计' }),
    change: (n) => ({ project_id: ProjectDemoIds.projects[0], paper_no: `T-${n}`, paper_name: '改后的图纸', discipline: '建筑' }),
    changed: { paper_name: '改后的图纸', discipline: '建筑', stage: null, current_version: 0 },
  },
  // The model library (issue 17 item 4): versions and uploads are tested in modules/model/__tests__.
  {
    resource: model.modelResource,
    sample: (n) => ({ model_name: `表驱动模型${n}`, remark: '测试' }),
    change: (n) => ({ model_name: `表驱动模型${n}（改）` }),
    changed: { remark: null, version_no: null, version_count: 0 },
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
  ...messageResourceCases,
  ...projectResourceCases,
];

/** A resident id (GB 11643) unique for n, with its check digit. */
function residentId(n: number): string {
  const body = `1101011990${String(n % 100_000_000).padStart(7, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(body[i]), 0);
  return body + '10X98765432'[sum % 11];
}
