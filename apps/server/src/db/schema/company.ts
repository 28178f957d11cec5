import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Statuses shared by unit reviews, memberships and join requests (ARCHITECTURE.md "Statuses"):
 * 0 not applied, 2 under review, 3 approved, 4 rejected.
 */

/** Global: a company (unit), its white-label branding, its place and its invite code. */
export const companies = pgTable(
  'companies',
  {
    company_id: uuid('company_id').primaryKey(),
    company_name: text('company_name').notNull(),
    small_name: text('small_name'),
    company_type: smallint('company_type'),
    /** businessType code values chosen when the unit was created. */
    business_types: text('business_types').array().notNull().default(sql`'{}'::text[]`),
    company_domain: text('company_domain'),
    platform_name: text('platform_name').notNull(),
    login_name: text('login_name').notNull(),
    company_logo: text('company_logo'),
    image_picture: text('image_picture'),
    show_logo_status: smallint('show_logo_status').notNull().default(1),
    primary_color: text('primary_color'),
    area_id: integer('area_id'),
    province_no: text('province_no'),
    city_no: text('city_no'),
    area_no: text('area_no'),
    addr: text('addr'),
    jd: doublePrecision('jd'),
    wd: doublePrecision('wd'),
    /** 8 characters of an alphabet without look-alikes; what a person types to join. */
    invite_code: text('invite_code'),
    /** The root node of the unit's organisation tree (departments.dept_id with dept_type 1). */
    org_id: uuid('org_id'),
    status: smallint('status').notNull().default(3),
    created_by: uuid('created_by'),
    reviewed_by: uuid('reviewed_by'),
    reviewed_at: ts('reviewed_at'),
    review_remark: text('review_remark'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('companies_domain_key').on(t.company_domain),
    uniqueIndex('companies_invite_code_key').on(t.invite_code),
    index('companies_status_created_idx').on(t.status, t.created_at),
  ],
);

/** Tenant: the organisation tree. dept_type 1 the unit's root org, 2 a department, 3 a project department. */
export const departments = pgTable(
  'departments',
  {
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.company_id),
    dept_id: uuid('dept_id').notNull(),
    parent_id: uuid('parent_id'),
    dept_type: smallint('dept_type').notNull(),
    dept_name: text('dept_name').notNull(),
    sort_no: integer('sort_no').notNull().default(0),
    created_by: uuid('created_by'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.dept_id] }),
    uniqueIndex('departments_dept_id_key').on(t.dept_id),
    index('departments_company_parent_idx').on(t.company_id, t.parent_id, t.sort_no),
  ],
);

/** Tenant: a job (post) in a department. A manager job (项目经理) may approve joins to its department. */
export const jobs = pgTable(
  'jobs',
  {
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.company_id),
    job_id: uuid('job_id').notNull(),
    dept_id: uuid('dept_id').notNull(),
    job_name: text('job_name').notNull(),
    is_manager: boolean('is_manager').notNull().default(false),
    sort_no: integer('sort_no').notNull().default(0),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.job_id] }),
    uniqueIndex('jobs_job_id_key').on(t.job_id),
    index('jobs_company_dept_idx').on(t.company_id, t.dept_id, t.sort_no),
  ],
);

/** Tenant: a user's membership of a company: its review status, whether they administer it, their current job. */
export const companyMembers = pgTable(
  'company_members',
  {
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.company_id),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.user_id),
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

/** Tenant: who holds which job; a person may hold several and switch between them. */
export const jobUsers = pgTable(
  'job_users',
  {
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.company_id),
    job_id: uuid('job_id').notNull(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.user_id),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.job_id, t.user_id] }), index('job_users_company_user_idx').on(t.company_id, t.user_id)],
);

/** Tenant: a request to join a unit in a department and job, reviewed by its administrator or project manager. */
export const joinRequests = pgTable(
  'join_requests',
  {
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.company_id),
    id: uuid('id').notNull(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.user_id),
    dept_id: uuid('dept_id').notNull(),
    job_id: uuid('job_id').notNull(),
    status: smallint('status').notNull().default(2),
    remark: text('remark'),
    reviewed_by: uuid('reviewed_by'),
    reviewed_at: ts('reviewed_at'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.id] }),
    uniqueIndex('join_requests_id_key').on(t.id),
    index('join_requests_company_status_idx').on(t.company_id, t.status, t.created_at),
    index('join_requests_user_idx').on(t.user_id),
  ],
);
