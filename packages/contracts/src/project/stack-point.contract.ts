import { z } from 'zod';
import { defineRoute } from '../route';
import { emptyData, page } from '../envelope';
import { requiredText, signingParams } from '../fields';
import { ProjectMsg } from './project.messages';
import { optionalNumber, optionalText, perPageQuery, sortOrder } from './project.fields';

/** Stack points (yards): CRUD at /api/v1/project/stack_point (spec-2 §7.3), restful ids for update and delete. */
export const stackPointRow = z.object({
  stack_point_id: z.string(),
  stack_point_name: z.string(),
  project_id: z.string().nullable(),
  project_name: z.string().nullable(),
  address: z.string().nullable(),
  lon: z.number().nullable(),
  lat: z.number().nullable(),
  capacity: z.number().nullable(),
  stock: z.number(),
  remark: z.string().nullable(),
  created_at: z.string(),
});

const fields = {
  stack_point_name: requiredText(ProjectMsg.stackPointNameRequired).max(100),
  project_id: optionalText,
  address: optionalText,
  lon: optionalNumber(ProjectMsg.lonInvalid, (n) => n >= -180 && n <= 180),
  lat: optionalNumber(ProjectMsg.latInvalid, (n) => n >= -90 && n <= 90),
  capacity: optionalNumber(ProjectMsg.capacityInvalid, (n) => Number.isInteger(n) && n >= 0),
  remark: optionalText,
};

export const STACK_POINT_SORT_FIELDS = ['created_at', 'stack_point_name', 'capacity'] as const;

export const listStackPoints = defineRoute({
  method: 'GET',
  path: '/api/v1/project/stack_point',
  summary: 'Stack points',
  tag: 'project',
  auth: 'session',
  signed: true,
  request: z.object({
    project_id: z.string().optional(),
    search: z.string().optional(),
    sort_field: z.enum(STACK_POINT_SORT_FIELDS, { error: ProjectMsg.sortInvalid }).optional(),
    sort_order: sortOrder,
    ...perPageQuery,
    ...signingParams,
  }),
  response: page(stackPointRow),
});

export const createStackPoint = defineRoute({
  method: 'POST',
  path: '/api/v1/project/stack_point',
  summary: 'Create stack point',
  tag: 'project',
  auth: 'session',
  signed: true,
  request: z.object({ ...fields, ...signingParams }),
  response: z.object({ stack_point_id: z.string() }),
});

export const updateStackPoint = defineRoute({
  method: 'PUT',
  path: '/api/v1/project/stack_point',
  summary: 'Update stack point',
  tag: 'project',
  auth: 'session',
  signed: true,
  restfulId: 'stack_point_id',
  request: z.object({ stack_point_id: requiredText(ProjectMsg.stackPointIdRequired), ...fields, ...signingParams }),
  response: emptyData,
});

export const deleteStackPoint = defineRoute({
  method: 'DELETE',
  path: '/api/v1/project/stack_point',
  summary: 'Delete stack point',
  tag: 'project',
  auth: 'session',
  signed: true,
  restfulId: 'stack_point_id',
  request: z.object({ stack_point_id: requiredText(ProjectMsg.stackPointIdRequired), ...signingParams }),
  response: emptyData,
});
