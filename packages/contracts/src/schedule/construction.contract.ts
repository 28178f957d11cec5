import { z } from 'zod';
import { defineRoute } from '../route';
import { boundedSigningParams, defineResource, optionalUuid, searchText, text, textOrNull, uuidField } from '../resource';
import { dayOrNull, progressField } from './schedule-fields';
import { ScheduleMsg, ScheduleObject } from './schedule.messages';

export const constructionRow = z.object({
  construction_id: z.string(),
  project_id: z.string(),
  project_name: z.string().nullable(),
  construction_name: z.string(),
  construction_range: z.string().nullable(),
  construction_unit: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  progress: z.number(),
  remark: z.string().nullable(),
  created_at: z.string(),
});
export type ConstructionRow = z.infer<typeof constructionRow>;

export const CONSTRUCTION_SORT_FIELDS = ['created_at', 'construction_name', 'start_date', 'progress'] as const;

/**
 * Construction sections (施工标段) of a project (spec-2 §7.3: construction_list GET, create_construction POST,
 * update_construction PUT, delete_construction DELETE). The spec lists "name, range, units, dates, progress": the
 * section's name, its range (e.g. 1#–5# buildings), the unit that builds it, planned start and end, progress in %.
 * Ids travel in the body / query (the spec does not mark these calls restful).
 */
export const constructionResource = defineResource({
  name: 'construction',
  tag: 'project',
  scope: 'company',
  id: 'construction_id',
  row: constructionRow,
  fields: {
    project_id: uuidField(ScheduleMsg.projectIdRequired),
    construction_name: text(100, ScheduleMsg.constructionNameRequired),
    construction_range: textOrNull(500),
    construction_unit: textOrNull(200),
    start_date: dayOrNull(),
    end_date: dayOrNull(),
    progress: progressField,
    remark: textOrNull(500),
  },
  filters: { project_id: optionalUuid(), search: searchText(100) },
  sort: CONSTRUCTION_SORT_FIELDS,
  perPage: true,
  permission: { create: ScheduleObject.construction, update: ScheduleObject.construction, delete: ScheduleObject.construction },
  messages: { notFound: ScheduleMsg.constructionNotFound, idRequired: ScheduleMsg.constructionIdRequired },
  calls: {
    list: { method: 'GET', path: '/api/v1/project/construction_list', summary: 'Construction sections' },
    create: { method: 'POST', path: '/api/v1/project/create_construction', summary: 'Create construction section' },
    update: { method: 'PUT', path: '/api/v1/project/update_construction', summary: 'Update construction section' },
    delete: { method: 'DELETE', path: '/api/v1/project/delete_construction', summary: 'Delete construction section' },
  },
});

export const {
  list: listConstructions,
  create: createConstruction,
  update: updateConstruction,
  delete: deleteConstruction,
} = constructionResource.routes;

/** One node of the work breakdown: a section, or a task of the project's schedule under its section. */
export interface WbsNode {
  wbs_id: string;
  wbs_type: 'construction' | 'task';
  name: string;
  start_date: string | null;
  end_date: string | null;
  progress: number;
  children: WbsNode[];
}
const wbsNode: z.ZodType<WbsNode> = z.lazy(() =>
  z.object({
    wbs_id: z.string(),
    wbs_type: z.enum(['construction', 'task']),
    name: z.string(),
    start_date: z.string().nullable(),
    end_date: z.string().nullable(),
    progress: z.number(),
    children: z.array(wbsNode),
  }),
);

/**
 * The project's work breakdown (spec-2 §7.3 wbs_list GET): its sections, each with the schedule's tasks assigned to
 * it, and the tasks of no section last under none.
 */
export const getWbsList = defineRoute({
  method: 'GET',
  path: '/api/v1/project/wbs_list',
  summary: 'Work breakdown structure',
  tag: 'project',
  auth: 'session',
  signed: true,
  request: z.object({ project_id: uuidField(ScheduleMsg.projectIdRequired), ...boundedSigningParams }),
  response: z.object({ list: z.array(wbsNode) }),
});
