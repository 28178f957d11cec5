import { z } from 'zod';
import { defineRoute } from '../route';
import { boundedSigningParams, defineResource, optionalUuid, searchText, text, textOrNull, uuidField } from '../resource';
import { oneOfOrNull } from './design-fields';
import { DESIGN_STAGES, DISCIPLINES, DesignMsg, DesignObject } from './design.messages';

export const paperRow = z.object({
  paper_id: z.string(),
  project_id: z.string(),
  project_name: z.string().nullable(),
  resolve_id: z.string().nullable(),
  resolve_name: z.string().nullable(),
  paper_no: z.string(),
  paper_name: z.string(),
  discipline: z.string().nullable(),
  stage: z.string().nullable(),
  /** The newest version's number (the current one); 0 before the first upload. */
  current_version: z.number(),
  current_file_name: z.string().nullable(),
  remark: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PaperRow = z.infer<typeof paperRow>;

/**
 * Drawings (spec-2 §7.3, under /api/v1/paper/): a drawing belongs to a project and a decomposition node; its files
 * are its versions (get_paper_version_list, save_paper_version), the newest one current.
 */
export const paperResource = defineResource({
  name: 'paper',
  tag: 'design',
  scope: 'company',
  id: 'paper_id',
  row: paperRow,
  fields: {
    project_id: uuidField(DesignMsg.platformProjectRequired),
    resolve_id: optionalUuid(DesignMsg.resolveNotFound),
    paper_no: text(50, DesignMsg.paperNoRequired),
    paper_name: text(100, DesignMsg.paperNameRequired),
    discipline: oneOfOrNull(DISCIPLINES, DesignMsg.disciplineInvalid),
    stage: oneOfOrNull(DESIGN_STAGES, DesignMsg.stageInvalid),
    remark: textOrNull(500),
  },
  filters: {
    search: searchText(100),
    project_id: optionalUuid(),
    resolve_id: optionalUuid(),
    discipline: searchText(20),
    stage: searchText(20),
  },
  sort: ['updated_at', 'created_at', 'paper_no', 'paper_name'],
  perPage: true,
  permission: DesignObject.paper,
  messages: { notFound: DesignMsg.paperNotFound, idRequired: DesignMsg.paperIdRequired, conflict: { paper_no: DesignMsg.paperNoExists } },
  calls: {
    list: { method: 'GET', path: '/api/v1/paper/get_paper_list', summary: 'Drawings' },
    detail: { method: 'GET', path: '/api/v1/paper/get_paper_info', summary: 'Drawing info' },
    create: { method: 'POST', path: '/api/v1/paper/save_paper', summary: 'Saves a drawing' },
    update: { method: 'PUT', path: '/api/v1/paper/edit_paper', summary: 'Edits a drawing' },
    delete: { method: 'DELETE', path: '/api/v1/paper/del_paper', summary: 'Deletes a drawing' },
  },
});
export const {
  list: listPapers,
  detail: getPaperInfo,
  create: savePaper,
  update: editPaper,
  delete: deletePaper,
} = paperResource.routes;

export const paperVersionRow = z.object({
  paper_version_id: z.string(),
  version_no: z.number(),
  file_path: z.string(),
  file_name: z.string(),
  mime: z.string(),
  note: z.string().nullable(),
  uploader_name: z.string().nullable(),
  created_at: z.string(),
  is_current: z.boolean(),
  /** A short-lived link to the file (the files module's signed link). */
  url: z.string(),
});
export type PaperVersionRow = z.infer<typeof paperVersionRow>;

const paper = { tag: 'design', auth: 'session', signed: true, permission: DesignObject.paper } as const;

/** A drawing's versions, newest (current) first; every older one stays readable. */
export const getPaperVersionList = defineRoute({
  ...paper,
  method: 'GET',
  path: '/api/v1/paper/get_paper_version_list',
  summary: 'Drawing versions',
  request: z.object({ paper_id: uuidField(DesignMsg.paperIdRequired), ...boundedSigningParams }),
  response: z.object({ list: z.array(paperVersionRow) }),
});

/** Adds a version: a file uploaded through the files module (module `drawing`), with a note; it becomes current. */
export const savePaperVersion = defineRoute({
  ...paper,
  method: 'POST',
  path: '/api/v1/paper/save_paper_version',
  summary: 'Saves a drawing version',
  request: z.object({
    paper_id: uuidField(DesignMsg.paperIdRequired),
    file_path: text(60, DesignMsg.fileRequired),
    note: textOrNull(500),
    ...boundedSigningParams,
  }),
  response: z.object({ paper_version_id: z.string(), version_no: z.number() }),
});

/** Design info of a project: its design project (unit, stage, deep-design state) and its drawings by discipline. */
export const getDesignInfo = defineRoute({
  ...paper,
  method: 'GET',
  path: '/api/v1/paper/get_design_info',
  summary: 'Design info (path chosen)',
  request: z.object({ project_id: uuidField(DesignMsg.platformProjectRequired), ...boundedSigningParams }),
  response: z.object({
    project_id: z.string(),
    project_name: z.string(),
    jt_project_id: z.string().nullable(),
    org_name: z.string().nullable(),
    design_stage: z.string().nullable(),
    deep_status: z.number(),
    paper_count: z.number(),
    version_count: z.number(),
    disciplines: z.array(z.object({ discipline: z.string(), count: z.number() })),
  }),
});



