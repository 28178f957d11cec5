import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './company';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Tenant: the credential of one device (ARCHITECTURE.md rule 13): a GPS unit today, sensors and readers later. The
 * secret is shown once and stored only as its SHA-256; at most one live key per device, rotated or revoked by the
 * unit's administrator.
 */
export const deviceKeys = pgTable(
  'device_keys',
  {
    key_id: uuid('key_id').primaryKey(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.company_id),
    /** What the device is ('gps'); device_id is the row it reports for (a car's car_id for 'gps'). */
    device_kind: text('device_kind').notNull(),
    device_id: uuid('device_id').notNull(),
    secret_hash: text('secret_hash').notNull(),
    created_by: uuid('created_by'),
    created_at: ts('created_at').notNull().defaultNow(),
    revoked_at: ts('revoked_at'),
  },
  (t) => [
    index('device_keys_company_device_idx').on(t.company_id, t.device_kind, t.device_id),
    uniqueIndex('device_keys_live_key').on(t.device_kind, t.device_id).where(sql`${t.revoked_at} is null`),
  ],
);
