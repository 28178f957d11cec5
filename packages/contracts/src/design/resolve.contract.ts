import { z } from 'zod';
import { page } from '../envelope';
import { defineRoute } from '../route';
import { boundedSigningParams, pagingShape, text, textOrNull, uuidField } from '../resource';
import { DesignMsg, DesignObject } from './design.messages';

/** One node of a project's decomposition: project → building → floor → component type. */
export interface ResolveNode {
  resolve_id: string;
  parent_id: string | null;
  level: number;
  node_name: string;
  build_no: string | null;
  floor_no: string | null;
  cp_type: string | null;
  wbs_code: string;
  sort_no: number;
  /** The project's components under this node, and how many of them are installed (progress 4). */
  component_count: number;
  installed_count: number;
  paper_count: number;
  children: ResolveNode[];
}
export const resolveNode: z.ZodType<ResolveNode> = z.lazy(() =>
  z.object({
    resolve_id: z.string(),
    parent_id: z.string().nullable(),
    level: z.number(),
    node_name: z.string(),
    build_no: z.string().nullable(),
    floor_no: z.string().nullable(),
    cp_type: z.string().nullable(),
    wbs_code: z.string(),
    sort_no: z.number(),
    component_count: z.number(),
    installed_count: z.number(),
    paper_count: z.number(),
    children: z.array(resolveNode),
  }),
);

const resolve = { tag: 'design', auth: 'session', signed: true, permission: DesignObject.resolve } as const;
const projectQuery = z.object({ project_id: uuidField(DesignMsg.platformProjectRequired), ...boundedSigningParams });

export const getResolveTree = defineRoute({
  ...resolve,
  method: 'GET',
  path: '/api/v1/paper/project_resolve/tree',
  summary: 'Project decomposition tree',
  request: projectQuery,
  response: z.object({ list: z.array(resolveNode) }),
});

export const wbsRow = z.object({
  resolve_id: z.string(),
  wbs_code: z.string(),
  level: z.number(),
  node_name: z.string(),
  path: z.string(),
  component_count: z.number(),
  installed_count: z.number(),
});
export const getResolveWbs = defineRoute({
  ...resolve,
  method: 'GET',
  path: '/api/v1/paper/project_resolve/wbs',
  summary: 'Project decomposition WBS',
  request: projectQuery,
  response: z.object({ list: z.array(wbsRow) }),
});

/**
 * Imports a decomposition from Excel (columns 楼栋, 楼层, 构件类型): missing nodes are added, present ones kept. A bad
 * row refuses the whole file with 10001 naming the row (第N行：…).
 */
export const importResolve = defineRoute({
  ...resolve,
  method: 'POST',
  path: '/api/v1/paper/project_resolve/import',
  summary: 'Imports a project decomposition (xlsx)',
  request: projectQuery,
  response: z.object({ added: z.number(), rows: z.number() }),
});

/** Renames a node; `wbs_code` and `sort_no` change only when sent (`wbs_code` null: numbered by its place again). */
export const editResolve = defineRoute({
  ...resolve,
  method: 'PUT',
  path: '/api/v1/paper/project_resolve/edit',
  summary: 'Edits a decomposition node',
  request: z.object({
    resolve_id: uuidField(DesignMsg.resolveIdRequired),
    node_name: text(100, DesignMsg.resolveNameRequired),
    wbs_code: textOrNull(50),
    sort_no: z.union([z.number(), z.string().max(6)]).optional().transform((v) => (v === undefined || v === '' ? undefined : Number(v))).refine((n) => n === undefined || (Number.isInteger(n) && n >= 0 && n <= 9999)),
    ...boundedSigningParams,
  }),
  response: z.object({ resolve_id: z.string() }),
});

export const deleteResolve = defineRoute({
  ...resolve,
  method: 'DELETE',
  path: '/api/v1/paper/project_resolve/del',
  summary: 'Deletes a decomposition node and what is under it',
  request: z.object({ resolve_id: uuidField(DesignMsg.resolveIdRequired), ...boundedSigningParams }),
  response: z.object({ deleted: z.number() }),
});

export const resolveComponentRow = z.object({
  component_id: z.string(),
  cp_num: z.string(),
  cp_type: z.string(),
  build_no: z.string().nullable(),
  floor_no: z.string().nullable(),
  progress: z.number(),
  factory_name: z.string().nullable(),
});
/** The components under a node (path chosen), for the tree's side panel. */
export const getResolveComponents = defineRoute({
  ...resolve,
  method: 'GET',
  path: '/api/v1/paper/project_resolve/components',
  summary: 'Components of a decomposition node (path chosen)',
  request: z.object({ resolve_id: uuidField(DesignMsg.resolveIdRequired), ...pagingShape(false), ...boundedSigningParams }),
  response: page(resolveComponentRow),
});
