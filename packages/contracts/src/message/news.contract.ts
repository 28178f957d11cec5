import { z } from 'zod';
import { page } from '../envelope';
import { defineRoute } from '../route';
import { boundedSigningParams, defineResource, saveRouteOf, pagingShape, uuidField } from '../resource';
import { ARTICLE_SORT_FIELDS, articleFields, articleFilters, articleRow, codeFilter } from './message-fields';
import { MessageMsg, MessageObject } from './message.messages';

export const newsRow = z.object({ news_id: z.string(), ...articleRow });
export type NewsRow = z.infer<typeof newsRow>;

/** News (资讯) of the message centre (spec-2 §7.3): list, detail, save (create and edit) and delete. */
export const newsResource = defineResource({
  name: 'news',
  tag: 'message',
  scope: 'company',
  id: 'news_id',
  row: newsRow,
  fields: articleFields,
  filters: articleFilters,
  sort: ARTICLE_SORT_FIELDS,
  perPage: true,
  permission: MessageObject.news,
  messages: { notFound: MessageMsg.newsNotFound, idRequired: MessageMsg.newsIdRequired },
  calls: {
    list: { method: 'GET', path: '/web/v1/msg_center/news/list', summary: 'News list' },
    detail: { method: 'GET', path: '/web/v1/msg_center/news/detail', summary: 'News detail' },
    create: { method: 'POST', path: '/web/v1/msg_center/news/save', summary: 'Saves news (create and edit)' },
    update: { method: 'POST', path: '/web/v1/msg_center/news/save', summary: 'Saves news (create and edit)' },
    delete: { method: 'DELETE', path: '/web/v1/msg_center/news/delete', summary: 'Deletes news' },
  },
});

export const { list: listNews, detail: getNewsDetail, delete: deleteNews } = newsResource.routes;
/** Creates without the id, edits with it (the spec's `save` POST). */
export const saveNews = saveRouteOf(newsResource);

export const readerRow = z.object({
  user_id: z.string(),
  user_name: z.string(),
  phone: z.string().nullable(),
  is_read: z.number(),
  read_at: z.string().nullable(),
});
export type ReaderRow = z.infer<typeof readerRow>;

/**
 * Who a news item or notice reaches and who has read it (the spec's single `user_list` serves both: message ids are
 * unique across them). The permission is the message's own family's, checked by the handler.
 */
export const getNewsUserList = defineRoute({
  method: 'GET',
  path: '/web/v1/msg_center/news/user_list',
  summary: 'Readers of a news item or notice',
  tag: 'message',
  auth: 'session',
  signed: true,
  request: z.object({
    news_id: uuidField(MessageMsg.newsIdRequired),
    is_read: codeFilter([0, 1], MessageMsg.statusInvalid),
    ...pagingShape(true),
    ...boundedSigningParams,
  }),
  response: page(readerRow).extend({ read_total: z.number(), audience_total: z.number() }),
});
