import { z } from 'zod';
import { defineRoute } from '../route';
import { boundedSigningParams, defineResource, optionalUuid, searchText, text, textOrNull } from '../resource';
import { dayOrNull, oneOfOrNull, syncResult } from './design-fields';
import { DESIGN_STAGES, DesignMsg, DesignObject } from './design.messages';

export const jtProjectRow = z.object({
  jt_project_id: z.string(),
  /** The platform project it stands for (sync, or picked), whose components the decomposition shows. */
  project_id: z.string().nullable(),
  project_name: z.string(),
  project_code: z.string(),
  org_id: z.string().nullable(),
  org_name: z.string().nullable(),
  design_stage: z.string().nullable(),
  cons_unit_name: z.string().nullable(),
  permit_no: z.string().nullable(),
  plan_start: z.string().nullable(),
  plan_end: z.string().nullable(),
  /** The newest deep-design decision: 0 none, 1 submitted, 2 confirmed, 3 returned (DEEP_STATUS_NAMES). */
  deep_status: z.number(),
  deep_reason: z.string().nullable(),
  paper_count: z.number(),
  remark: z.string().nullable(),
  created_at: z.string(),
});
export type JtProjectRow = z.infer<typeof jtProjectRow>;

const filters = {
  search: searchText(100),
  org_id: optionalUuid(),
};
const sort = ['created_at', 'project_name', 'project_code'] as const;

/** Design projects (spec-2 §7.3): CRUD at /api/v1/jt_project/get_project_list, restful ids. */
export const jtProjectResource = defineResource({
  name: 'jt_project',
  tag: 'design',
  scope: 'company',
  id: 'jt_project_id',
  row: jtProjectRow,
  fields: {
    project_name: text(100, DesignMsg.projectNameRequired),
    project_code: text(50, DesignMsg.projectCodeRequired),
    project_id: optionalUuid(DesignMsg.platformProjectInvalid),
    org_id: optionalUuid(DesignMsg.orgNotFound),
    design_stage: oneOfOrNull(DESIGN_STAGES, DesignMsg.stageInvalid),
    remark: textOrNull(500),
  },
  filters,
  sort,
  perPage: true,
  permission: DesignObject.design,
  messages: { notFound: DesignMsg.projectNotFound, idRequired: DesignMsg.projectIdRequired, conflict: { project_code: DesignMsg.projectCodeExists } },
  calls: {
    list: { method: 'GET', path: '/api/v1/jt_project/get_project_list', summary: 'Design projects' },
    create: { method: 'POST', path: '/api/v1/jt_project/get_project_list', summary: 'Adds a design project' },
    detail: { method: 'GET', path: '/api/v1/jt_project/get_project_list', summary: 'Design project detail', restful: true },
    update: { method: 'PUT', path: '/api/v1/jt_project/get_project_list', summary: 'Edits a design project', restful: true },
    delete: { method: 'DELETE', path: '/api/v1/jt_project/get_project_list', summary: 'Deletes a design project', restful: true },
  },
});
export const {
  list: listJtProjects,
  create: createJtProject,
  detail: getJtProjectDetail,
  update: updateJtProject,
  delete: deleteJtProject,
} = jtProjectResource.routes;

/** The construction side of the same design projects (jt_construct/get_project_list): list, show, edit. */
export const consProjectResource = defineResource({
  name: 'cons_project',
  tag: 'design',
  scope: 'company',
  id: 'jt_project_id',
  row: jtProjectRow,
  fields: {
    cons_unit_name: textOrNull(100),
    permit_no: textOrNull(50),
    plan_start: dayOrNull,
    plan_end: dayOrNull,
  },
  filters,
  sort,
  perPage: true,
  permission: DesignObject.design,
  messages: { notFound: DesignMsg.projectNotFound, idRequired: DesignMsg.projectIdRequired },
  calls: {
    list: { method: 'GET', path: '/api/v1/jt_construct/get_project_list', summary: 'Design projects with their construction info' },
    detail: { method: 'GET', path: '/api/v1/jt_construct/get_project_list', summary: 'Construction info of a design project', restful: true },
    update: { method: 'PUT', path: '/api/v1/jt_construct/get_project_list', summary: 'Edits the construction info of a design project', restful: true },
  },
});
export const { list: listConsProjects, detail: getConsProject, update: updateConsProject } = consProjectResource.routes;

const design = { tag: 'design', auth: 'session', signed: true, permission: DesignObject.design } as const;

export const getJtProjectSelect = defineRoute({
  ...design,
  method: 'GET',
  path: '/api/v1/jt_project/project_select',
  summary: 'Design projects for a select',
  request: z.object({ search: searchText(100), ...boundedSigningParams }),
  response: z.object({ list: z.array(z.object({ jt_project_id: z.string(), project_name: z.string(), project_id: z.string().nullable() })) }),
});

/** Takes the company's projects in which a design unit takes part into the list, idempotently. */
export const syncProject = defineRoute({
  ...design,
  method: 'GET',
  path: '/api/v1/jt_project/sync_project',
  summary: 'Commits or syncs projects',
  request: z.object({ ...boundedSigningParams }),
  response: syncResult,
});
