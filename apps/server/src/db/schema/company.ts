import { boolean, index, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Global: a company (unit) and its white-label branding. */
export const companies = pgTable(
  'companies',
  {
    company_id: uuid('company_id').primaryKey(),
    company_name: text('company_name').notNull(),
    small_name: text('small_name'),
    company_type: smallint('company_type'),
    company_domain: text('company_domain'),
    platform_name: text('platform_name').notNull(),
    login_name: text('login_name').notNull(),
    company_logo: text('company_logo'),
    image_picture: text('image_picture'),
    show_logo_status: smallint('show_logo_status').notNull().default(1),
    primary_color: text('primary_color'),
    /** 2 under review, 3 approved, 4 rejected. */
    status: smallint('status').notNull().default(3),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('companies_domain_key').on(t.company_domain)],
);

/** Tenant: a job (post) in a company. */
export const jobs = pgTable(
  'jobs',
  {
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.company_id),
    job_id: uuid('job_id').notNull(),
    job_name: text('job_name').notNull(),
    dept_name: text('dept_name').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.job_id] }), uniqueIndex('jobs_job_id_key').on(t.job_id)],
);

/** Tenant: a user's membership of a company, with its review status and the user's job there. */
export const companyMembers = pgTable(
  'company_members',
  {
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.company_id),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.user_id),
    /** 0 not applied, 2 under review, 3 approved, 4 rejected. */
    status: smallint('status').notNull().default(2),
    is_admin: boolean('is_admin').notNull().default(false),
    job_id: uuid('job_id'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.user_id] }),
    index('company_members_company_created_idx').on(t.company_id, t.created_at, t.user_id),
    index('company_members_user_idx').on(t.user_id),
  ],
);
