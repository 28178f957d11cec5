import { z } from 'zod';
import { defineRoute } from '../route';
import { boundedSigningParams, boundedString, defineResource, searchText, text } from '../resource';
import { ProjectFileMsg, ProjectFileObject } from './project-file.messages';

const P = '/api/v1/project/get_project_doc_file_sign';

export const projectDocSignRow = z.object({
  sign_id: z.string(),
  sign_name: z.string(),
  sign_color: z.string(),
  /** Files that carry the tag. */
  file_count: z.number(),
  created_at: z.string(),
});
export type ProjectDocSignRow = z.infer<typeof projectDocSignRow>;

export const DEFAULT_SIGN_COLOR = '#1677ff';

/**
 * The company's file tags (spec-2 §7.3 "tag CRUD … at get_project_doc_file_sign"): one path, the method says what.
 * Tags are the company's, shared by its projects; deleting one takes it off every file.
 */
export const projectDocSignResource = defineResource({
  name: 'project_doc_sign',
  tag: 'project',
  scope: 'company',
  id: 'sign_id',
  row: projectDocSignRow,
  fields: {
    sign_name: text(30, ProjectFileMsg.signNameRequired),
    sign_color: boundedString(7, ProjectFileMsg.signColorInvalid)
      .regex(/^#[0-9a-fA-F]{6}$/, { error: ProjectFileMsg.signColorInvalid })
      .nullable()
      .optional()
      .transform((v) => (v ? v.toLowerCase() : DEFAULT_SIGN_COLOR)),
  },
  filters: { search: searchText(30) },
  sort: ['sign_name', 'created_at', 'file_count'],
  perPage: true,
  permission: { create: ProjectFileObject.files, update: ProjectFileObject.files, delete: ProjectFileObject.files },
  messages: { notFound: ProjectFileMsg.signNotFound, idRequired: ProjectFileMsg.signIdRequired, conflict: { sign_name: ProjectFileMsg.signNameTaken } },
  calls: {
    list: { method: 'GET', path: P, summary: 'Project file tags' },
    create: { method: 'POST', path: P, summary: 'Create project file tag' },
    update: { method: 'PUT', path: P, summary: 'Update project file tag' },
    delete: { method: 'DELETE', path: P, summary: 'Delete project file tag' },
  },
});

export const { list: listProjectDocSigns, create: createProjectDocSign, update: updateProjectDocSign, delete: deleteProjectDocSign } = projectDocSignResource.routes;

/**
 * A person's tags (spec-2 §7.3 "user tags"; our reading): the tags the signed-in person has put on files, most used
 * first, so the tag picker offers them first.
 */
export const getUserDocSigns = defineRoute({
  method: 'GET',
  path: `${P}/user`,
  summary: 'My project file tags',
  tag: 'project',
  auth: 'session',
  signed: true,
  request: z.object({ ...boundedSigningParams }),
  response: z.object({ list: z.array(z.object({ sign_id: z.string(), sign_name: z.string(), sign_color: z.string(), use_count: z.number() })) }),
});
