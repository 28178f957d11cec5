import { z } from 'zod';
import { defineRoute } from '../route';
import { boundedSigningParams, defineResource, saveRouteOf, pagingShape } from '../resource';
import { ARTICLE_SORT_FIELDS, articleFields, articleFilters, articleRow, codeFilter, idList } from './message-fields';
import { MessageMsg, MessageObject } from './message.messages';

export const notifyRow = z.object({ notify_id: z.string(), ...articleRow });
export type NotifyRow = z.infer<typeof notifyRow>;

/** Notices (通知公告) of the message centre (spec-2 §7.3): list, detail, save (create and edit) and delete. */
export const notifyResource = defineResource({
  name: 'notify',
  tag: 'message',
  scope: 'company',
  id: 'notify_id',
  row: notifyRow,
  fields: articleFields,
  filters: articleFilters,
  sort: ARTICLE_SORT_FIELDS,
  perPage: true,
  permission: MessageObject.notify,
  messages: { notFound: MessageMsg.notifyNotFound, idRequired: MessageMsg.notifyIdRequired },
  calls: {
    list: { method: 'GET', path: '/web/v1/msg_center/notify/list', summary: 'Notice list' },
    detail: { method: 'GET', path: '/web/v1/msg_center/notify/detail', summary: 'Notice detail' },
    create: { method: 'POST', path: '/web/v1/msg_center/notify/save', summary: 'Saves a notice (create and edit)' },
    update: { method: 'POST', path: '/web/v1/msg_center/notify/save', summary: 'Saves a notice (create and edit)' },
    delete: { method: 'DELETE', path: '/web/v1/msg_center/notify/delete', summary: 'Deletes a notice' },
  },
});

export const { list: listNotify, detail: getNotifyDetail, delete: deleteNotify } = notifyResource.routes;
/** Creates without the id, edits with it (the spec's `save` POST). */
export const saveNotify = saveRouteOf(notifyResource);

/** One message of the signed-in person: a published notice that reaches them, or (with 告警记录) an alarm. */
export const myMessageRow = z.object({
  message_id: z.string(),
  kind: z.enum(['notify', 'alarm']),
  title: z.string(),
  content: z.string().nullable(),
  author: z.string().nullable(),
  level: z.number().nullable(),
  time: z.string(),
  is_read: z.number(),
});
export type MyMessageRow = z.infer<typeof myMessageRow>;

/**
 * The bell and /NoticeWait (path chosen): the person's own published notices and, when they may see alarms, new
 * alarms, newest first, with the unread count. Any signed-in member; only what reaches them.
 */
export const getMyMessages = defineRoute({
  method: 'GET',
  path: '/web/v1/msg_center/notify/my_list',
  summary: 'My notices and alarms (path chosen)',
  tag: 'message',
  auth: 'session',
  signed: true,
  request: z.object({
    unread: codeFilter([0, 1], MessageMsg.statusInvalid),
    kind: z.enum(['notify', 'alarm'], { error: MessageMsg.statusInvalid }).optional(),
    ...pagingShape(false),
    ...boundedSigningParams,
  }),
  response: z.object({
    list: z.array(myMessageRow),
    total_count: z.number().int(),
    cur_page: z.number().int(),
    page_size: z.number().int(),
    unread_count: z.number().int(),
  }),
});

/** Marks messages read (path chosen): the ids given, or with all=1 every message that reaches the person. */
export const readMyMessages = defineRoute({
  method: 'PUT',
  path: '/web/v1/msg_center/notify/read',
  summary: 'Marks my messages read (path chosen)',
  tag: 'message',
  auth: 'session',
  signed: true,
  request: z.object({
    message_ids: idList(MessageMsg.notifyIdRequired).optional(),
    all: codeFilter([0, 1], MessageMsg.statusInvalid),
    ...boundedSigningParams,
  }),
  response: z.object({ unread_count: z.number().int() }),
});
