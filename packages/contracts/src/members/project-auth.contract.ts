import { z } from 'zod';
import { defineRoute } from '../route';
import { boundedSigningParams, boundedString, uuidField } from '../resource';
import { MembersMsg, MembersObject } from './members.messages';

/*
 * The page-object authorisation of a project (spec-2 §6 "Project page objects can be authorised to users", §7.3
 * "page-object authorisation calls"): which pages of the project centre each member may use on this project. The
 * spec shows neither paths nor methods: get_project_page_object GET, save_project_page_object POST and
 * get_my_project_page_object GET, in the project family's get_/save_ style (names chosen).
 */
export const projectPageObject = z.object({
  object_no: z.string(),
  object_name: z.string(),
  /** The page's route. */
  object_module: z.string().nullable(),
  checked: z.boolean(),
});
export type ProjectPageObject = z.infer<typeof projectPageObject>;

/** The project centre's pages, each marked as granted or not to the member on this project. */
export const getProjectPageObjects = defineRoute({
  method: 'GET',
  path: '/api/v1/project/get_project_page_object',
  summary: 'Project page objects of a member (path chosen)',
  tag: 'project',
  auth: 'session',
  signed: true,
  permission: MembersObject.members,
  request: z.object({ project_id: uuidField(MembersMsg.projectIdRequired), user_id: uuidField(MembersMsg.userRequired), ...boundedSigningParams }),
  response: z.object({ list: z.array(projectPageObject) }),
});

/** Replaces the pages a member may use on the project; only project-centre pages may be named. */
export const saveProjectPageObjects = defineRoute({
  method: 'POST',
  path: '/api/v1/project/save_project_page_object',
  summary: 'Authorise project page objects to a member (path chosen)',
  tag: 'project',
  auth: 'session',
  signed: true,
  permission: MembersObject.members,
  request: z.object({
    project_id: uuidField(MembersMsg.projectIdRequired),
    user_id: uuidField(MembersMsg.userRequired),
    object_nos: z.array(boundedString(100, MembersMsg.objectsInvalid), { error: MembersMsg.objectsInvalid }).max(200, { error: MembersMsg.objectsInvalid }),
    ...boundedSigningParams,
  }),
  response: z.object({ count: z.number() }),
});

/**
 * The pages the signed-in person may use on a project (spec-2 §6 "A call returns the user's authorisation list"):
 * every project page for the unit's administrator (is_all), the granted ones for a member, none for anyone else.
 */
export const getMyProjectPageObjects = defineRoute({
  method: 'GET',
  path: '/api/v1/project/get_my_project_page_object',
  summary: 'My project page objects (path chosen)',
  tag: 'project',
  auth: 'session',
  signed: true,
  request: z.object({ project_id: uuidField(MembersMsg.projectIdRequired), ...boundedSigningParams }),
  response: z.object({ is_all: z.boolean(), object_nos: z.array(z.string()) }),
});
