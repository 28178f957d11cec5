/**
 * Notification settings, work reports, warning records and the API monitor's notices (issue 16 items 6-8).
 *
 * Tenancy: company_id first in every key and index; reads always filter by the session's company.
 */
import { index, integer, jsonb, pgTable, primaryKey, real, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './company';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const company = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.company_id);

/** Who a rule tells and how: jobs of the unit, in-app (a notice in their bell) and/or SMS with a template. */
const recipients = () => ({
  job_ids: uuid('job_ids').array().notNull().default([]),
  in_app: smallint('in_app').notNull().default(1),
  sms: smallint('sms').notNull().default(0),
  template_id: uuid('template_id'),
  enabled: smallint('enabled').notNull().default(1),
  remark: text('remark'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

/** Tenant: a rule of /noteCfg — an event (alarm, approval) tells these jobs; alarms from min_level up. */
export const noteCfgs = pgTable(
  'note_cfgs',
  { company_id: company(), note_cfg_id: uuid('note_cfg_id').notNull(), event_code: text('event_code').notNull(), min_level: smallint('min_level').notNull().default(1), ...recipients() },
  (t) => [primaryKey({ columns: [t.company_id, t.note_cfg_id] }), index('note_cfgs_company_event_idx').on(t.company_id, t.event_code)],
);

/** Tenant: a project's own rule for an event (/ProjectNote); any rule there replaces the unit's for that project. */
export const projectNoteCfgs = pgTable(
  'project_note_cfgs',
  {
    company_id: company(),
    project_note_id: uuid('project_note_id').notNull(),
    project_id: uuid('project_id').notNull(),
    event_code: text('event_code').notNull(),
    min_level: smallint('min_level').notNull().default(1),
    ...recipients(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.project_note_id] }), index('project_note_cfgs_company_project_idx').on(t.company_id, t.project_id, t.event_code)],
);

/** Tenant: an SMS template of /NoteModelCfg: ${variables} of its event; template_code is the SMS platform's number. */
export const noteTemplates = pgTable(
  'note_templates',
  {
    company_id: company(),
    template_id: uuid('template_id').notNull(),
    template_name: text('template_name').notNull(),
    event_code: text('event_code').notNull(),
    template_code: text('template_code'),
    content: text('content').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.template_id] }), index('note_templates_company_created_idx').on(t.company_id, t.created_at)],
);

/** Tenant: one notice a rule sent — channel 1 in-app, 2 SMS — and its result (status 1 sent, 2 failed, with why). */
export const noteSendLogs = pgTable(
  'note_send_logs',
  {
    company_id: company(),
    log_id: uuid('log_id').notNull(),
    event_code: text('event_code').notNull(),
    channel: smallint('channel').notNull(),
    user_id: uuid('user_id'),
    user_name: text('user_name'),
    phone: text('phone'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    status: smallint('status').notNull(),
    error: text('error'),
    ref_id: uuid('ref_id'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.log_id] }), index('note_send_logs_company_created_idx').on(t.company_id, t.created_at, t.log_id)],
);

/** Tenant: a daily (1) or weekly (2) work report with attachments [{name, url}]; the author from the saving session. */
export const workReports = pgTable(
  'work_reports',
  {
    company_id: company(),
    work_report_id: uuid('work_report_id').notNull(),
    report_type: smallint('report_type').notNull().default(1),
    report_date: text('report_date').notNull(),
    project_id: uuid('project_id'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    attachments: jsonb('attachments').notNull().default([]),
    sort_no: integer('sort_no').notNull().default(0),
    author_id: uuid('author_id'),
    author_name: text('author_name'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.work_report_id] }), index('work_reports_company_sort_idx').on(t.company_id, t.sort_no, t.report_date)],
);

/** Tenant: a warning (source device, project, system or api; level 1-4) and whether, when and by whom it was handled. */
export const warnRecords = pgTable(
  'warn_records',
  {
    company_id: company(),
    warn_id: uuid('warn_id').notNull(),
    source: text('source').notNull().default('system'),
    level: smallint('level').notNull().default(2),
    message: text('message').notNull(),
    project_id: uuid('project_id'),
    handled: smallint('handled').notNull().default(0),
    handled_name: text('handled_name'),
    handled_at: ts('handled_at'),
    handle_remark: text('handle_remark'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.warn_id] }), index('warn_records_company_created_idx').on(t.company_id, t.created_at, t.warn_id)],
);

/**
 * Tenant: an API monitor notice: when `operation` ('*' for all) crosses error_rate (%) or p95_ms over window_minutes
 * with at least min_count calls, tell the jobs once (firing 1, fired_at); firing returns to 0 once it is back under.
 */
export const apiNoticeRules = pgTable(
  'api_notice_rules',
  {
    company_id: company(),
    api_notice_id: uuid('api_notice_id').notNull(),
    operation: text('operation').notNull(),
    error_rate: real('error_rate'),
    p95_ms: integer('p95_ms'),
    min_count: integer('min_count').notNull().default(10),
    window_minutes: smallint('window_minutes').notNull().default(5),
    firing: smallint('firing').notNull().default(0),
    fired_at: ts('fired_at'),
    fire_count: integer('fire_count').notNull().default(0),
    ...recipients(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.api_notice_id] })],
);
