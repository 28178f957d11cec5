import { z } from 'zod';
import { defineRoute } from '../route';
import { MaxLength, boundedText, optionalInteger, signingParams } from '../fields';

/** Node types of the organisation tree: the unit's root org, a department (or project department), a job. */
export const NodeType = { org: 1, dept: 2, job: 3 } as const;

export interface OrgTreeNode {
  id: string;
  no: string;
  name: string;
  company_id: string;
  node_type: number;
  /** 1 root org, 2 department, 3 project department; null for a job. */
  dept_type: number | null;
  /** A job whose holder manages its department (项目经理); false for departments. */
  is_manager: boolean;
  /** A job: whether it holds a permission template (without one, its holders see no menus); absent on departments. */
  has_template?: boolean;
  p_no: string | null;
  children_list: OrgTreeNode[];
}

const orgTreeNode: z.ZodType<OrgTreeNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    no: z.string(),
    name: z.string(),
    company_id: z.string(),
    node_type: z.number(),
    dept_type: z.number().nullable(),
    is_manager: z.boolean(),
    has_template: z.boolean().optional(),
    p_no: z.string().nullable(),
    children_list: z.array(orgTreeNode),
  }),
);

const flag = (fallback: 0 | 1) =>
  z
    .union([z.number(), z.string().max(MaxLength.numeric)])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : Number(v) === 1 ? 1 : 0));

// Status, type and area codes: integers (a fraction or NaN answers 10001, not a database error).
const optionalNumber = optionalInteger();

/**
 * The session's unit as a tree. `no` is the node's id (dept_id or job_id); node_no limits the answer to that node and
 * what lies below it. show_dept (default 1) 0 leaves out everything but the root org; show_job (default 0) 1 adds
 * jobs as node_type 3 under their departments; dept_type keeps only departments of that type (and the root org).
 */
export const getOrgTree = defineRoute({
  method: 'POST',
  path: '/api/v1/org/node/get_org_tree',
  summary: 'Organisation tree',
  tag: 'organisation',
  auth: 'session',
  signed: true,
  request: z.object({
    node_no: boundedText(MaxLength.title).trim().optional(),
    node_type: optionalNumber,
    show_dept: flag(1),
    show_job: flag(0),
    dept_type: optionalNumber,
    ...signingParams,
  }),
  response: z.object({ list: z.array(orgTreeNode) }),
});
