import { bigserial, foreignKey, index, pgTable, real, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './company';
import { projects } from './project';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Tenant: a job's data scope on one page (issue 19 item 2): 1 all of the unit, 2 its department and below, 3 its
 * projects, 4 only rows its holder created. No row: all of the unit (what every job saw before this existed).
 */
export const dataAuthScopes = pgTable(
  'data_auth_scopes',
  {
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.company_id),
    job_id: uuid('job_id').notNull(),
    object_no: text('object_no').notNull(),
    scope_type: smallint('scope_type').notNull(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.job_id, t.object_no] })],
);

/** Tenant: the projects of a job, what its scope 3 shows; a deleted project leaves every job's list with it. */
export const dataAuthJobProjects = pgTable(
  'data_auth_job_projects',
  {
    company_id: uuid('company_id').notNull(),
    job_id: uuid('job_id').notNull(),
    project_id: uuid('project_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.job_id, t.project_id] }),
    foreignKey({ columns: [t.company_id, t.project_id], foreignColumns: [projects.company_id, projects.project_id] }).onDelete('cascade'),
  ],
);

/**
 * The API's request log (issue 19 item 6): one row per answered call, written in batches, pruned to
 * REQUEST_LOG_RETENTION_DAYS and REQUEST_LOG_MAX_ROWS. No body, query or header: the route's pattern, its summary,
 * the status, the time it took and who called (company_id null before a session is known).
 */
export const apiRequestLog = pgTable(
  'api_request_log',
  {
    log_id: bigserial('log_id', { mode: 'number' }).primaryKey(),
    at: ts('at').notNull(),
    company_id: uuid('company_id'),
    user_id: uuid('user_id'),
    user_name: text('user_name'),
    method: text('method').notNull(),
    route: text('route').notNull(),
    operation: text('operation'),
    status: smallint('status').notNull(),
    duration_ms: real('duration_ms').notNull(),
  },
  (t) => [index('api_request_log_company_idx').on(t.company_id, t.log_id), index('api_request_log_at_idx').on(t.at)],
);
