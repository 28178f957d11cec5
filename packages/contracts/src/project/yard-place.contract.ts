import { z } from 'zod';
import { page } from '../envelope';
import { defineRoute } from '../route';
import { boundedSigningParams, boundedString, optionalUuid, searchText } from '../resource';
import { pagingShape } from '../resource/paging';
import { ProjectMsg } from './project.messages';

/*
 * Construction lift and yards (spec-2 §7.3): POST /admin/yard/project and POST /admin/area/getplace. The spec gives
 * method and path only; their fields are chosen (the console reference has neither call). Both read the session's
 * company; reading is any member's, as the yard list is (forms elsewhere pick a yard or a place).
 */

export const yardOfProject = z.object({
  stack_point_id: z.string(),
  stack_point_name: z.string(),
  address: z.string().nullable(),
  lon: z.number().nullable(),
  lat: z.number().nullable(),
  capacity: z.number().nullable(),
  stock: z.number(),
});

export const yardProjectRow = z.object({
  project_id: z.string(),
  project_code: z.string(),
  project_name: z.string(),
  yard_count: z.number(),
  capacity_total: z.number(),
  stock_total: z.number(),
  yards: z.array(yardOfProject),
});
export type YardProjectRow = z.infer<typeof yardProjectRow>;

/**
 * The projects with their yards (/projectYardList): each project of the unit with its yards, their capacity and the
 * components in them; `has_yard` 1 keeps the projects that have one; a search matches the project's or a yard's name.
 */
export const getYardProjects = defineRoute({
  method: 'POST',
  path: '/admin/yard/project',
  summary: 'Projects with their yards (fields chosen)',
  tag: 'project',
  auth: 'session',
  signed: true,
  request: z.object({
    project_id: optionalUuid(ProjectMsg.projectNotFound),
    search: searchText(100),
    has_yard: z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]).optional().transform((v) => (v === undefined ? undefined : Number(v))),
    ...pagingShape(true),
    ...boundedSigningParams,
  }),
  response: page(yardProjectRow),
});

export const PLACE_TYPES = ['project', 'yard'] as const;
export const placeRow = z.object({
  place_type: z.enum(PLACE_TYPES),
  place_id: z.string(),
  place_name: z.string(),
  project_id: z.string().nullable(),
  project_name: z.string().nullable(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  area: z.string().nullable(),
  address: z.string().nullable(),
  lon: z.number().nullable(),
  lat: z.number().nullable(),
});
export type PlaceRow = z.infer<typeof placeRow>;
export const MAX_PLACES = 2_000;

/**
 * The places of an area (a province, city or district code; all when absent): the unit's projects there and their
 * yards, with coordinates for a map. A yard without a project (at a factory) is listed only without an area. At most
 * MAX_PLACES places; `truncated` says when there were more.
 */
export const getAreaPlaces = defineRoute({
  method: 'POST',
  path: '/admin/area/getplace',
  summary: 'Places (projects and yards) of an area (fields chosen)',
  tag: 'project',
  auth: 'session',
  signed: true,
  request: z.object({
    area_no: boundedString(12, ProjectMsg.areaInvalid)
      .optional()
      .transform((v) => (v == null || v.trim() === '' ? undefined : v.trim()))
      .refine((v) => v === undefined || /^\d{2,12}$/.test(v), { error: ProjectMsg.areaInvalid }),
    place_type: z.enum(PLACE_TYPES, { error: ProjectMsg.placeTypeInvalid }).optional(),
    search: searchText(100),
    ...boundedSigningParams,
  }),
  response: z.object({ area: z.object({ code: z.string(), name: z.string(), level: z.number() }).nullable(), list: z.array(placeRow), truncated: z.boolean() }),
});
