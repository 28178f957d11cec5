import { sql } from 'drizzle-orm';
import { date, index, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './company';
import { users } from './identity';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Tenant: a person's information and certificate submitted to a unit for review (/personnelAudit; the person reads
 * it on /auditRecords): 2 under review, 3 approved, 4 rejected with a reason. At most one is under review per person
 * and unit (a partial unique index, so two quick submits cannot both pass).
 */
export const personnelSubmissions = pgTable(
  'personnel_submissions',
  {
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.company_id),
    submission_id: uuid('submission_id').notNull(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.user_id),
    real_name: text('real_name').notNull(),
    id_card: text('id_card'),
    cert_name: text('cert_name').notNull(),
    cert_no: text('cert_no'),
    cert_valid_until: date('cert_valid_until', { mode: 'string' }),
    /** file_path of each scan (files/<id>), uploaded by the person. */
    cert_files: text('cert_files').array().notNull(),
    remark: text('remark'),
    status: smallint('status').notNull().default(2),
    review_remark: text('review_remark'),
    reviewed_by: uuid('reviewed_by'),
    reviewed_at: ts('reviewed_at'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.submission_id] }),
    uniqueIndex('personnel_submissions_id_key').on(t.submission_id),
    index('personnel_submissions_company_status_idx').on(t.company_id, t.status, t.created_at),
    index('personnel_submissions_user_idx').on(t.user_id, t.created_at),
    uniqueIndex('personnel_submissions_one_reviewing_key').on(t.company_id, t.user_id).where(sql`${t.status} = 2`),
  ],
);
