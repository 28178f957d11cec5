import { index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './company';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Global: the business systems a unit may be authorised for — the separately deployed sub-applications mounted by
 * path prefix (kind 1, spec-1 §2) and the external platforms of the platform switcher (kind 2, spec-2 §2.6).
 */
export const businessSystems = pgTable(
  'business_systems',
  {
    sid: uuid('sid').primaryKey(),
    system_no: text('system_no').notNull(),
    system_name: text('system_name').notNull(),
    system_alias: text('system_alias'),
    kind: smallint('kind').notNull(),
    /** The shell's mount prefix of a sub-application (/storeMicro …); null for an external platform. */
    path_prefix: text('path_prefix'),
    sort_no: integer('sort_no').notNull().default(0),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('business_systems_no_key').on(t.system_no)],
);

/** Tenant: a unit's authorisation for a business system: 2 under review, 3 approved, 4 rejected (0 = no row). */
export const systemAuthorisations = pgTable(
  'system_authorisations',
  {
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.company_id),
    sid: uuid('sid')
      .notNull()
      .references(() => businessSystems.sid),
    status: smallint('status').notNull(),
    applied_by: uuid('applied_by').notNull(),
    applied_at: ts('applied_at').notNull().defaultNow(),
    reviewed_by: uuid('reviewed_by'),
    reviewed_at: ts('reviewed_at'),
    remark: text('remark'),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.sid] }), index('system_authorisations_status_idx').on(t.status, t.applied_at)],
);
