/**
 * The message centre (spec-2 §7.3 "Message centre", issue 16): news (资讯) and notices (通知) with a read state per
 * person, alarms with their handling, and the business categories that file them.
 *
 * Tenancy: company_id first in every key and index; reads always filter by the session's company.
 */
import { index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './company';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const company = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.company_id);

/**
 * The columns news and notices share. status 0 draft, 1 published, 2 withdrawn. audience_type 1 the whole unit,
 * 2 departments, 3 jobs, 4 projects, with their ids in audience_ids. The body is HTML, sanitized before it is stored.
 */
const article = () => ({
  company_id: company(),
  cate_code: text('cate_code'),
  title: text('title').notNull(),
  cover: text('cover'),
  content: text('content').notNull().default(''),
  author: text('author'),
  status: smallint('status').notNull().default(0),
  publish_time: ts('publish_time'),
  audience_type: smallint('audience_type').notNull().default(1),
  audience_ids: uuid('audience_ids').array().notNull().default([]),
  created_by: uuid('created_by'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

/** Tenant: a news item (动态资讯, 企业新闻, 党建文化 … by its category). */
export const msgNews = pgTable(
  'msg_news',
  { news_id: uuid('news_id').notNull(), ...article() },
  (t) => [
    primaryKey({ columns: [t.company_id, t.news_id] }),
    index('msg_news_company_status_idx').on(t.company_id, t.status, t.publish_time),
    index('msg_news_company_created_idx').on(t.company_id, t.created_at, t.news_id),
  ],
);

/** Tenant: a notice (通知公告) to the unit, some departments, jobs or projects. */
export const msgNotify = pgTable(
  'msg_notify',
  { notify_id: uuid('notify_id').notNull(), ...article() },
  (t) => [
    primaryKey({ columns: [t.company_id, t.notify_id] }),
    index('msg_notify_company_status_idx').on(t.company_id, t.status, t.publish_time),
    index('msg_notify_company_created_idx').on(t.company_id, t.created_at, t.notify_id),
  ],
);

/** Tenant: who has read which news item, notice or alarm (message ids are UUIDs, unique across the three). */
export const msgReads = pgTable(
  'msg_reads',
  {
    company_id: company(),
    message_id: uuid('message_id').notNull(),
    user_id: uuid('user_id').notNull(),
    read_at: ts('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.message_id, t.user_id] }), index('msg_reads_company_user_idx').on(t.company_id, t.user_id)],
);

/**
 * Tenant: an alarm. level 1 提示, 2 一般, 3 严重, 4 紧急; source device, project or system; status 0 new, 1 handled,
 * 2 ignored, with who changed it and when.
 */
export const msgAlarms = pgTable(
  'msg_alarms',
  {
    company_id: company(),
    alarm_id: uuid('alarm_id').notNull(),
    title: text('title').notNull(),
    content: text('content'),
    level: smallint('level').notNull().default(2),
    source: text('source').notNull().default('system'),
    project_id: uuid('project_id'),
    status: smallint('status').notNull().default(0),
    handled_by: uuid('handled_by'),
    handled_name: text('handled_name'),
    handled_at: ts('handled_at'),
    handle_remark: text('handle_remark'),
    occurred_at: ts('occurred_at').notNull().defaultNow(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.alarm_id] }),
    index('msg_alarms_company_status_idx').on(t.company_id, t.status, t.occurred_at),
    index('msg_alarms_company_created_idx').on(t.company_id, t.created_at, t.alarm_id),
  ],
);

/** Tenant: a business category of messages. cate_type 1 news, 2 notice, 3 alarm; the code is what pages filter on. */
export const msgBusiCates = pgTable(
  'msg_busi_cates',
  {
    company_id: company(),
    busi_cate_id: uuid('busi_cate_id').notNull(),
    cate_type: smallint('cate_type').notNull().default(1),
    cate_code: text('cate_code').notNull(),
    cate_name: text('cate_name').notNull(),
    sort_no: integer('sort_no').notNull().default(0),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.busi_cate_id] }),
    uniqueIndex('msg_busi_cates_company_cate_code_key').on(t.company_id, t.cate_type, t.cate_code),
    index('msg_busi_cates_company_sort_idx').on(t.company_id, t.cate_type, t.sort_no),
  ],
);
