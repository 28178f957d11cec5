import { z } from 'zod';
import { defineRoute } from '../route';
import { boundedSigningParams, defineResource, numberOrNull, optionalUuid, searchText, text, uuidField } from '../resource';
import { MAX_TREE_PROJECTS, ProjectFileMsg, ProjectFileObject } from './project-file.messages';

const NO_SLASH = /^[^/\\]*$/;

export const projectDirRow = z.object({
  dir_id: z.string(),
  project_id: z.string(),
  parent_id: z.string().nullable(),
  dir_name: z.string(),
  sort_no: z.number(),
  /** Files directly in this directory. */
  file_count: z.number(),
  created_at: z.string(),
});
export type ProjectDirRow = z.infer<typeof projectDirRow>;

/**
 * A project's directories (spec-2 §7.3 "directory tree CRUD at get_project_dir"): one path, the method says what
 * (GET list, POST create, PUT rename or move: update replaces name, parent and order; DELETE). A directory is deleted
 * with its empty sub-directories; one that holds files (itself or below) is refused with 10003 and says why.
 */
export const projectDirResource = defineResource({
  name: 'project_dir',
  tag: 'project',
  scope: 'company',
  id: 'dir_id',
  row: projectDirRow,
  fields: {
    project_id: uuidField(ProjectFileMsg.projectIdRequired),
    /** None: a top-level directory of the project. */
    parent_id: optionalUuid(ProjectFileMsg.dirParentInvalid),
    dir_name: text(100, ProjectFileMsg.dirNameRequired).regex(NO_SLASH, { error: ProjectFileMsg.dirNameInvalid }),
    sort_no: numberOrNull(ProjectFileMsg.sortInvalid, (n) => Number.isInteger(n) && n >= 0 && n <= 9999),
  },
  filters: { project_id: optionalUuid(), search: searchText(100) },
  sort: ['sort_no', 'dir_name', 'created_at'],
  perPage: true,
  permission: { create: ProjectFileObject.files, update: ProjectFileObject.files, delete: ProjectFileObject.files },
  messages: { notFound: ProjectFileMsg.dirNotFound, idRequired: ProjectFileMsg.dirIdRequired, conflict: { dir_name: ProjectFileMsg.dirNameTaken }, inUse: ProjectFileMsg.dirHasFiles },
  calls: {
    list: { method: 'GET', path: '/api/v1/project/get_project_dir', summary: 'Project directories' },
    create: { method: 'POST', path: '/api/v1/project/get_project_dir', summary: 'Create project directory' },
    update: { method: 'PUT', path: '/api/v1/project/get_project_dir', summary: 'Rename or move project directory' },
    delete: { method: 'DELETE', path: '/api/v1/project/get_project_dir', summary: 'Delete project directory' },
  },
});

export const { list: listProjectDirs, create: createProjectDir, update: updateProjectDir, delete: deleteProjectDir } = projectDirResource.routes;

/** One directory of a tree, with its files directly in it and in it and below. */
export interface DirNode {
  dir_id: string;
  parent_id: string | null;
  dir_name: string;
  sort_no: number;
  file_count: number;
  total_file_count: number;
  children: DirNode[];
}
export const dirNode: z.ZodType<DirNode> = z.lazy(() =>
  z.object({
    dir_id: z.string(),
    parent_id: z.string().nullable(),
    dir_name: z.string(),
    sort_no: z.number(),
    file_count: z.number(),
    total_file_count: z.number(),
    children: z.array(dirNode),
  }),
);

export const projectTree = z.object({ project_id: z.string(), project_name: z.string(), tree: z.array(dirNode) });
export type ProjectTree = z.infer<typeof projectTree>;

/** The directory tree of one project (ours, under the spec's get_project_dir: its tree view). */
export const getProjectDirTree = defineRoute({
  method: 'GET',
  path: '/api/v1/project/get_project_dir/tree',
  summary: 'Project directory tree',
  tag: 'project',
  auth: 'session',
  signed: true,
  request: z.object({ project_id: uuidField(ProjectFileMsg.projectIdRequired), ...boundedSigningParams }),
  response: projectTree,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The directory trees of several projects of the company at once (spec-2 §7.3 dir_tree_by_project_ids; GET chosen).
 * The ids travel comma-separated (a query key may not repeat under the signature, rule 5). Any project not of the
 * company answers 10002.
 */
export const dirTreeByProjectIds = defineRoute({
  method: 'GET',
  path: '/api/v1/project/dir_tree_by_project_ids',
  summary: 'Directory trees of several projects',
  tag: 'project',
  auth: 'session',
  signed: true,
  request: z.object({
    project_ids: z
      .string({ error: ProjectFileMsg.projectIdsRequired })
      .max(MAX_TREE_PROJECTS * 37, { error: ProjectFileMsg.projectIdsTooMany })
      .transform((v) => [...new Set(v.split(',').map((s) => s.trim()).filter(Boolean))])
      .refine((ids) => ids.length > 0, { error: ProjectFileMsg.projectIdsRequired })
      .refine((ids) => ids.length <= MAX_TREE_PROJECTS, { error: ProjectFileMsg.projectIdsTooMany })
      .refine((ids) => ids.every((id) => UUID.test(id)), { error: ProjectFileMsg.projectIdInvalid }),
    ...boundedSigningParams,
  }),
  response: z.object({ list: z.array(projectTree) }),
});
