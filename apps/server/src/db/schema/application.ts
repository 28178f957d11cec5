import { index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Global: a company application from the complete-information dialog (spec-1 §2, §3 "Company registration"),
 * reviewed by a platform administrator: 2 under review, 3 approved, 4 rejected. It is global because the company
 * it describes does not exist yet.
 */
export const companyApplications = pgTable(
  'company_applications',
  {
    id: uuid('id').primaryKey(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.user_id),
    phone: text('phone').notNull(),
    user_name: text('user_name').notNull(),
    job_name: text('job_name'),
    company_type: smallint('company_type').notNull(),
    company_name: text('company_name').notNull(),
    area_id: integer('area_id').notNull(),
    addr: text('addr').notNull(),
    legal_name: text('legal_name').notNull(),
    credit_code: text('credit_code').notNull(),
    credit_img: text('credit_img').notNull(),
    logo: text('logo'),
    index_img: text('index_img'),
    ind_domain: text('ind_domain'),
    status: smallint('status').notNull().default(2),
    /** The unit made when the application was approved. */
    company_id: uuid('company_id'),
    remark: text('remark'),
    reviewed_by: uuid('reviewed_by'),
    reviewed_at: ts('reviewed_at'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('company_applications_status_idx').on(t.status, t.created_at), index('company_applications_user_idx').on(t.user_id)],
);
