import { car, config, design, message, project, routes, version, type AnyResource } from '@zhuyun/contracts';
import { DesignDemoIds } from '../../../db/seed/design.seed';
import { ProjectDemoIds } from '../../../db/seed/project.seed';
import { ConfigDemoIds } from '../../../db/seed/config.seed';
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
];
