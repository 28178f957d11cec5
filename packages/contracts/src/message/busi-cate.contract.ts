import { z } from 'zod';
import { defineRoute } from '../route';
import { boundedSigningParams, defineResource, text } from '../resource';
import { codeField, codeFilter } from './message-fields';
import { MessageMsg, MessageObject } from './message.messages';

export const busiCateRow = z.object({
  busi_cate_id: z.string(),
  cate_type: z.number(),
  cate_code: z.string(),
  cate_name: z.string(),
  sort_no: z.number(),
  created_at: z.string(),
});
export type BusiCateRow = z.infer<typeof busiCateRow>;

/**
 * Business categories of messages (spec-2 §7.3): list and delete here, batch_create beside. Any member lists them
 * (forms and pages name a category); changing them is the news page's.
 */
export const busiCateResource = defineResource({
  name: 'busi_cate',
  tag: 'message',
  scope: 'company',
  id: 'busi_cate_id',
  row: busiCateRow,
  fields: {},
  filters: { cate_type: codeFilter([1, 2, 3], MessageMsg.cateTypeInvalid) },
  sort: ['sort_no', 'created_at'],
  perPage: true,
  permission: { delete: MessageObject.news },
  messages: { notFound: MessageMsg.cateNotFound, idRequired: MessageMsg.cateIdRequired },
  calls: {
    list: { method: 'GET', path: '/web/v1/msg_center/busi_cate/list', summary: 'Message categories' },
    delete: { method: 'DELETE', path: '/web/v1/msg_center/busi_cate/delete', summary: 'Deletes a message category' },
  },
});

export const { list: listBusiCates, delete: deleteBusiCate } = busiCateResource.routes;

const cate = z.object({
  cate_code: text(50, MessageMsg.cateCodeRequired).refine((v) => /^[A-Za-z0-9_]+$/.test(v), { error: MessageMsg.cateCodeInvalid }),
  cate_name: text(50, MessageMsg.cateNameRequired),
  sort_no: z
    .union([z.number(), z.string().max(8)], { error: MessageMsg.sortNoInvalid })
    .optional()
    .transform((v) => (v === undefined || v === '' ? 0 : Number(v)))
    .refine((n) => Number.isInteger(n) && n >= 0 && n <= 9999, { error: MessageMsg.sortNoInvalid }),
});

/** Creates several categories of one type at once; a code already used answers 10003 and none is created. */
export const batchCreateBusiCates = defineRoute({
  method: 'POST',
  path: '/web/v1/msg_center/busi_cate/batch_create',
  summary: 'Creates message categories',
  tag: 'message',
  auth: 'session',
  signed: true,
  permission: MessageObject.news,
  request: z.object({
    cate_type: codeField([1, 2, 3], MessageMsg.cateTypeInvalid, 1),
    list: z.array(cate, { error: MessageMsg.catesRequired }).min(1, { error: MessageMsg.catesRequired }).max(100, { error: MessageMsg.tooManyIds }),
    ...boundedSigningParams,
  }),
  response: z.object({ busi_cate_ids: z.array(z.string()) }),
});
