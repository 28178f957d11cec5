/**
 * Validation texts of the big screen's calls. The route table references them, so /login ships them: the screen's own
 * texts live in screen.messages.ts, which only the screen's chunk imports.
 */
export const DashMsg = {
  fieldInvalid: '统计字段不正确',
} as const;

/** Participating-unit roles of project_units, in the order the unit chart shows them. */
export const UNIT_ROLE_NAMES = [
  ['build', '建设单位'],
  ['construction', '施工单位'],
  ['design', '设计单位'],
  ['supervision', '监理单位'],
  ['supplier', '构件生产单位'],
] as const;

/** projects.building_type values (the building_type code list; see apps/server/src/db/schema/project.ts). */
export const BUILDING_TYPE_NAMES: Record<string, string> = { '1': '住宅', '2': '公共建筑', '3': '工业建筑', '4': '其他' };

/** components.progress stages 0–4. */
export const PROGRESS_STAGE_NAMES = ['待生产', '已生产', '已出厂', '已进场', '已安装'] as const;
