import { z } from 'zod';
import { defineRoute } from '../route';
import { emptyData, page } from '../envelope';
import { MaxLength, boundedText, numericCode, requiredText, signingParams } from '../fields';
import { ProjectMsg } from './project.messages';
import { isDay, optionalDay, optionalNumber, optionalText, perPageQuery, sortOrder } from './project.fields';
import { ID_TEXT_MAX, optionalUuidId, uuidArray, uuidId } from '../rules/uuid-id';

/** projects.status (see apps/server/src/db/schema/project.ts). */
export const ProjectStatus = { preparing: 1, building: 2, completed: 3, suspended: 4 } as const;
export const PROJECT_STATUS_NAMES: Record<number, string> = { 1: '筹备中', 2: '在建', 3: '已竣工', 4: '停工' };
/** Values of building_type and their names. */
export const BUILDING_TYPES: [value: string, name: string][] = [
  ['1', '住宅'],
  ['2', '公共建筑'],
  ['3', '工业建筑'],
  ['4', '其他'],
];
export const PROJECT_UNIT_ROLES = ['build', 'construction', 'design', 'supervision', 'supplier'] as const;
export const PROJECT_UNIT_ROLE_NAMES: Record<(typeof PROJECT_UNIT_ROLES)[number], string> = {
  build: '建设单位',
  construction: '施工单位',
  design: '设计单位',
  supervision: '监理单位',
  supplier: '构件生产单位',
};

export const projectUnit = z.object({
  unit_company_id: z.string(),
  unit_name: z.string().nullable(),
  role: z.enum(PROJECT_UNIT_ROLES),
});

export const projectRow = z.object({
  project_id: z.string(),
  project_code: z.string(),
  project_name: z.string(),
  address: z.string().nullable(),
  company_id: z.string(),
  company_name: z.string(),
  province: z.string().nullable(),
  province_no: z.string().nullable(),
  city: z.string().nullable(),
  city_no: z.string().nullable(),
  area: z.string().nullable(),
  area_no: z.string().nullable(),
  area_id: z.number().nullable(),
  lon: z.number().nullable(),
  lat: z.number().nullable(),
  building_area: z.number().nullable(),
  building_type: z.string().nullable(),
  status: z.number(),
  org_no: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  remark: z.string().nullable(),
  created_at: z.string(),
});
export type ProjectRow = z.infer<typeof projectRow>;

export const projectDetail = projectRow.extend({
  units: z.array(projectUnit),
  rela_projects: z.array(z.object({ project_id: z.string(), project_code: z.string(), project_name: z.string() })),
  component_total: z.number(),
});

const unitInput = z.object({
  unit_company_id: uuidId(ProjectMsg.unitNotFound),
  unit_name: optionalText(100),
  role: z.enum(PROJECT_UNIT_ROLES, { error: ProjectMsg.roleInvalid }),
});

/** The editable fields of a project; the region comes from area_id (the server fills the names and numbers). */
const projectFields = {
  project_code: requiredText(ProjectMsg.projectCodeRequired, 64, ProjectMsg.projectCodeTooLong),
  project_name: requiredText(ProjectMsg.projectNameRequired, 100, ProjectMsg.projectNameTooLong),
  address: optionalText(MaxLength.address),
  area_id: optionalNumber(ProjectMsg.areaInvalid, Number.isInteger),
  lon: optionalNumber(ProjectMsg.lonInvalid, (n) => n >= -180 && n <= 180),
  lat: optionalNumber(ProjectMsg.latInvalid, (n) => n >= -90 && n <= 90),
  building_area: optionalNumber(ProjectMsg.buildingAreaInvalid, (n) => n >= 0),
  building_type: optionalText(MaxLength.code),
  status: numericCode([1, 2, 3, 4], ProjectMsg.statusInvalid).optional(),
  // A node of the unit's organisation tree, by its id (project.service.ts checkOrg).
  org_no: optionalText(ID_TEXT_MAX),
  start_date: optionalDay(ProjectMsg.dateInvalid),
  end_date: optionalDay(ProjectMsg.dateInvalid),
  remark: optionalText(MaxLength.text),
  units: z.array(unitInput).max(50).optional(),
};

const datesInOrder = (v: { start_date?: string | null; end_date?: string | null }) =>
  !v.start_date || !v.end_date || v.start_date <= v.end_date;

export const projectInput = z
  .object({ ...projectFields, ...signingParams })
  .refine(datesInOrder, { error: ProjectMsg.endBeforeStart, path: ['end_date'] });
export const projectUpdateInput = z
  .object({ project_id: uuidId(ProjectMsg.projectIdRequired), ...projectFields, ...signingParams })
  .refine(datesInOrder, { error: ProjectMsg.endBeforeStart, path: ['end_date'] });

const byId = z.object({ project_id: uuidId(ProjectMsg.projectIdRequired), ...signingParams });
const created = z.object({ project_id: z.string() });

/** GET project_list (spec-2 §7.3): company_id is accepted and ignored — the tenant is the session's company. */
export const getProjectList = defineRoute({
  method: 'GET',
  path: '/api/v1/project/project_list',
  summary: 'Project list',
  tag: 'project',
  auth: 'session',
  signed: true,
  request: z.object({
    province_no: boundedText(MaxLength.code).optional(),
    city_no: boundedText(MaxLength.code).optional(),
    area_no: boundedText(MaxLength.code).optional(),
    company_id: optionalUuidId(),
    project_name: boundedText(MaxLength.title).optional(),
    /** 1: only projects with at least one component (where /componList and /QrcodeList open without a current project). */
    has_components: z.union([z.number(), z.string().max(MaxLength.numeric), z.boolean()]).optional().transform((v) => v === true || Number(v) === 1),
    ...perPageQuery,
    ...signingParams,
  }),
  response: page(projectRow),
});

export const PROJECT_FILTER_COLUMNS = [
  'project_code',
  'project_name',
  'address',
  'status',
  'building_type',
  'building_area',
  'province_no',
  'city_no',
  'area_no',
  'org_no',
  'start_date',
  'end_date',
] as const;
export const FILTER_SYMBOLS = ['=', '!=', '>', '>=', '<', '<=', 'like', 'in'] as const;
export const PROJECT_SORT_FIELDS = ['created_at', 'project_code', 'project_name', 'status', 'start_date', 'end_date', 'building_area'] as const;

/** Columns compared as their own type (a date, a smallint, a double): their values must be of that type. */
const TYPED_COLUMNS: Partial<Record<(typeof PROJECT_FILTER_COLUMNS)[number], [(text: string) => boolean, string]>> = {
  start_date: [isDay, ProjectMsg.dateInvalid],
  end_date: [isDay, ProjectMsg.dateInvalid],
  status: [(v) => /^-?\d{1,4}$/.test(v.trim()), ProjectMsg.statusInvalid],
  building_area: [(v) => v.trim() !== '' && Number.isFinite(Number(v)), ProjectMsg.buildingAreaInvalid],
};

function typedConditionValues(conditions: Array<{ column: keyof typeof TYPED_COLUMNS; symbol: string; value: unknown }>, ctx: z.RefinementCtx) {
  for (const c of conditions) {
    const rule = TYPED_COLUMNS[c.column];
    if (!rule || c.symbol === 'like') continue;
    const values = (Array.isArray(c.value) ? c.value : [c.value]).map(String);
    if (!values.every(rule[0])) ctx.addIssue({ code: 'custom', message: rule[1] });
  }
}

/** The project manage list: conditions of column/symbol/value, a search box, paging and sorting. */
export const getProjectManageList = defineRoute({
  method: 'POST',
  path: '/api/v1/project/get_project_list',
  summary: 'Project manage list (method chosen: POST, the conditions travel as JSON)',
  tag: 'project',
  auth: 'session',
  signed: true,
  request: z.object({
    conditions: z
      .array(
        z.object({
          column: z.enum(PROJECT_FILTER_COLUMNS, { error: ProjectMsg.columnInvalid }),
          symbol: z.enum(FILTER_SYMBOLS, { error: ProjectMsg.symbolInvalid }),
          value: z.union([boundedText(), z.number(), z.array(z.union([boundedText(), z.number()])).max(200)]),
        }),
      )
      .max(20)
      .superRefine(typedConditionValues)
      .optional(),
    show_rela_project: z.union([z.number(), z.string().max(MaxLength.numeric), z.boolean()]).optional().transform((v) => v === true || Number(v) === 1),
    org_no: boundedText(ID_TEXT_MAX).optional(),
    search: boundedText(MaxLength.text).optional(),
    module_id: boundedText(MaxLength.title).optional(),
    sort_field: z.enum(PROJECT_SORT_FIELDS, { error: ProjectMsg.sortInvalid }).optional(),
    sort_order: sortOrder,
    ...perPageQuery,
    ...signingParams,
  }),
  response: page(projectRow.extend({ rela_projects: z.array(z.object({ project_id: z.string(), project_name: z.string() })).optional() })),
});

export const saveProject = defineRoute({
  method: 'POST',
  path: '/api/v1/project/save_project',
  summary: 'Save project (creates one)',
  tag: 'project',
  auth: 'session',
  signed: true,
  request: projectInput,
  response: created,
});

export const createProject = defineRoute({
  method: 'POST',
  path: '/api/v1/project/create_project',
  summary: 'Create project',
  tag: 'project',
  auth: 'session',
  signed: true,
  request: projectInput,
  response: created,
});

export const editProject = defineRoute({
  method: 'PUT',
  path: '/api/v1/project/edit_project',
  summary: 'Edit project',
  tag: 'project',
  auth: 'session',
  signed: true,
  request: projectUpdateInput,
  response: emptyData,
});

export const updateProject = defineRoute({
  method: 'PUT',
  path: '/api/v1/project/update_project',
  summary: 'Update project (method chosen: PUT, as edit_project)',
  tag: 'project',
  auth: 'session',
  signed: true,
  request: projectUpdateInput,
  response: emptyData,
});

export const getProjectInfo = defineRoute({
  method: 'GET',
  path: '/api/v1/project/get_project_info',
  summary: 'Project info',
  tag: 'project',
  auth: 'session',
  signed: true,
  request: byId,
  response: projectRow,
});

export const detailProject = defineRoute({
  method: 'GET',
  path: '/api/v1/project/detail_project',
  summary: 'Project detail with units and related projects (method chosen: GET)',
  tag: 'project',
  auth: 'session',
  signed: true,
  request: byId,
  response: projectDetail,
});

export const deleteProject = defineRoute({
  method: 'DELETE',
  path: '/api/v1/project/delete',
  summary: 'Delete project (with its components, yards and relations)',
  tag: 'project',
  auth: 'session',
  signed: true,
  request: byId,
  response: emptyData,
});

export const getProjectInfoByProjectCode = defineRoute({
  method: 'GET',
  path: '/api/v1/project/get_project_info_by_project_code',
  summary: 'Project info by project code (method chosen: GET)',
  tag: 'project',
  auth: 'session',
  signed: true,
  request: z.object({ project_code: requiredText(ProjectMsg.projectCodeRequired, MaxLength.code), ...signingParams }),
  response: projectRow,
});

/** Answers 10003 项目编码已存在 when the code is taken in the session's company (another project when project_id is sent). */
export const checkProjectCode = defineRoute({
  method: 'GET',
  path: '/api/v1/project/check_project_code',
  summary: 'Project code exists check (method and path chosen)',
  tag: 'project',
  auth: 'session',
  signed: true,
  handlesErrors: true,
  request: z.object({ project_code: requiredText(ProjectMsg.projectCodeRequired, MaxLength.code), project_id: optionalUuidId(), ...signingParams }),
  response: z.object({ exists: z.literal(false) }),
});

const relaRow = z.object({ project_id: z.string(), project_code: z.string(), project_name: z.string() });

/** Relates projects to project_id when rela_project_ids is sent, then answers the related list. */
export const projectRelaProjectByProjectId = defineRoute({
  method: 'POST',
  path: '/api/v1/project/project_rela_project_by_project_id',
  summary: 'Relate projects / related project list',
  tag: 'project',
  auth: 'session',
  signed: true,
  request: z.object({
    project_id: uuidId(ProjectMsg.projectIdRequired),
    rela_project_ids: uuidArray(ProjectMsg.relaProjectIdRequired).max(200).optional(),
    ...signingParams,
  }),
  response: z.object({ list: z.array(relaRow) }),
});

export const cancelProjectRelaProject = defineRoute({
  method: 'DELETE',
  path: '/api/v1/project/cancel_project_rela_project',
  summary: 'Cancel project relation',
  tag: 'project',
  auth: 'session',
  signed: true,
  request: z.object({
    project_id: uuidId(ProjectMsg.projectIdRequired),
    rela_project_id: uuidId(ProjectMsg.relaProjectIdRequired),
    ...signingParams,
  }),
  response: emptyData,
});

/** Whether the session's company may work on the project: its owner or a participating unit (10002 otherwise). */
export const checkProjectPower = defineRoute({
  method: 'GET',
  path: '/api/v1/project/check_project_power',
  summary: 'Project power check (method chosen: GET)',
  tag: 'project',
  auth: 'session',
  signed: true,
  request: byId,
  response: z.object({ project_id: z.string(), is_owner: z.boolean(), roles: z.array(z.enum(PROJECT_UNIT_ROLES)) }),
});

/** The regions where the session's company has projects, one level at a time, with counts. */
export const projectAreaBoxList = defineRoute({
  method: 'POST',
  path: '/api/v1/project/area_box_list',
  summary: 'Area box list of projects',
  tag: 'project',
  auth: 'session',
  signed: true,
  request: z.object({
    area_type: numericCode([1, 2, 3], ProjectMsg.areaTypeInvalid),
    province_no: boundedText(MaxLength.code).optional(),
    city_no: boundedText(MaxLength.code).optional(),
    ...signingParams,
  }),
  response: z.object({ list: z.array(z.object({ code: z.string(), name: z.string(), project_total: z.number() })) }),
});
