import { z } from 'zod';
import { Msg } from '../messages';
import { defineResource, numberOrNull, optionalUuid, searchText, text, textOrNull } from '../resource';
import { ProjectMsg } from './project.messages';

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

export const STACK_POINT_SORT_FIELDS = ['created_at', 'stack_point_name', 'capacity'] as const;

/** Who may change yards: the 堆场管理 page's object. Listing is any member's (forms elsewhere pick a yard). */
export const YardObject = 'page.yardList';

/** Stack points (yards): CRUD at /api/v1/project/stack_point (spec-2 §7.3), restful ids for update and delete. */
export const stackPointResource = defineResource({
  name: 'stack_point',
  tag: 'project',
  scope: 'company',
  id: 'stack_point_id',
  row: stackPointRow,
  fields: {
    stack_point_name: text(100, ProjectMsg.stackPointNameRequired),
    project_id: optionalUuid(),
    address: textOrNull(200),
    lon: numberOrNull(ProjectMsg.lonInvalid, (n) => n >= -180 && n <= 180),
    lat: numberOrNull(ProjectMsg.latInvalid, (n) => n >= -90 && n <= 90),
    capacity: numberOrNull(ProjectMsg.capacityInvalid, (n) => Number.isInteger(n) && n >= 0 && n <= 2_147_483_647),
    remark: textOrNull(500),
  },
  filters: { project_id: optionalUuid(), search: searchText(100) },
  sort: STACK_POINT_SORT_FIELDS,
  perPage: true,
  permission: { create: YardObject, update: YardObject, delete: YardObject },
  messages: { notFound: Msg.notFound, idRequired: ProjectMsg.stackPointIdRequired },
  calls: {
    list: { method: 'GET', path: '/api/v1/project/stack_point', summary: 'Stack points' },
    create: { method: 'POST', path: '/api/v1/project/stack_point', summary: 'Create stack point' },
    update: { method: 'PUT', path: '/api/v1/project/stack_point', summary: 'Update stack point', restful: true },
    delete: { method: 'DELETE', path: '/api/v1/project/stack_point', summary: 'Delete stack point', restful: true },
  },
});

export const {
  list: listStackPoints,
  create: createStackPoint,
  update: updateStackPoint,
  delete: deleteStackPoint,
} = stackPointResource.routes;
