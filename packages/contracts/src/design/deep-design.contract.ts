import { z } from 'zod';
import { defineRoute } from '../route';
import { boundedSigningParams, defineResource, optionalUuid, searchText, text, textOrNull, uuidField } from '../resource';
import { codeFilter } from './design-fields';
import { DesignMsg, DesignObject } from './design.messages';

export const deepDesignRow = z.object({
  deep_design_id: z.string(),
  jt_project_id: z.string(),
  project_name: z.string().nullable(),
  title: z.string(),
  submit_unit: z.string().nullable(),
  content: z.string().nullable(),
  /** 1 submitted (待确认), 2 confirmed, 3 returned (DEEP_STATUS_NAMES). */
  status: z.number(),
  reason: z.string().nullable(),
  confirmed_name: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  created_at: z.string(),
});
export type DeepDesignRow = z.infer<typeof deepDesignRow>;

/**
 * Deep-design submissions (spec-2 §7.3): the spec's list; a submission comes in through `save_deep_design` (ours: the
 * spec names no call for it) and the design unit confirms or returns it with `confirm`.
 */
export const deepDesignResource = defineResource({
  name: 'deep_design',
  tag: 'design',
  scope: 'company',
  id: 'deep_design_id',
  row: deepDesignRow,
  fields: {
    jt_project_id: uuidField(DesignMsg.projectIdRequired),
    title: text(100, DesignMsg.deepTitleRequired),
    submit_unit: textOrNull(100),
    content: textOrNull(1000),
  },
  filters: { search: searchText(100), jt_project_id: optionalUuid(), status: codeFilter([1, 2, 3], DesignMsg.deepStatusInvalid) },
  sort: ['created_at', 'status'],
  perPage: true,
  permission: DesignObject.deep,
  messages: { notFound: DesignMsg.deepNotFound, idRequired: DesignMsg.deepIdRequired },
  calls: {
    list: { method: 'GET', path: '/api/v1/deep_design/get_deep_design_list', summary: 'Deep design list' },
    create: { method: 'POST', path: '/api/v1/deep_design/save_deep_design', summary: 'Submits a deep design (path chosen)' },
  },
});
export const { list: listDeepDesigns, create: saveDeepDesign } = deepDesignResource.routes;

/** Confirms (status 2) or returns (status 3, with a reason) a submitted deep design; the project shows the result. */
export const confirmDeepDesign = defineRoute({
  method: 'POST',
  path: '/api/v1/deep_design/confirm',
  summary: 'Confirms or returns a deep design',
  tag: 'design',
  auth: 'session',
  signed: true,
  permission: DesignObject.deep,
  request: z
    .object({
      deep_design_id: uuidField(DesignMsg.deepIdRequired),
      status: z.union([z.number(), z.string().max(2)], { error: DesignMsg.deepStatusInvalid }).transform(Number).refine((n) => n === 2 || n === 3, { error: DesignMsg.deepStatusInvalid }),
      reason: textOrNull(500),
      ...boundedSigningParams,
    })
    .refine((v) => v.status !== 3 || !!v.reason, { error: DesignMsg.deepReasonRequired, path: ['reason'] }),
  response: z.object({ deep_design_id: z.string(), status: z.number() }),
});
