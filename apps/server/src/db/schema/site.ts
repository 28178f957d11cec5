/**
 * Site data (issue 18 item 2): the devices of a construction site (environment sensors, construction lifts, climbing
 * machines, behaviour cameras) and what they report.
 *
 * Tenancy: company_id first in every key and index; reads always filter by the session's company.
 */
import { doublePrecision, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './company';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Tenant: a site device. device_kind environment | lift | climb_machine | camera. online 1 while it reports within
 * interval_seconds; the offline sweep sets 0 once (and raises one alarm), the next reading sets 1 again.
 */
export const siteDevices = pgTable(
  'site_devices',
  {
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.company_id),
    device_id: uuid('device_id').notNull(),
    device_kind: text('device_kind').notNull(),
    device_name: text('device_name').notNull(),
    device_no: text('device_no'),
    project_id: uuid('project_id'),
    location: text('location'),
    interval_seconds: integer('interval_seconds').notNull().default(300),
    rated_load: doublePrecision('rated_load'),
    max_height: doublePrecision('max_height'),
    remark: text('remark'),
    online: smallint('online').notNull().default(0),
    last_seen_at: ts('last_seen_at'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.device_id] }),
    index('site_devices_company_project_kind_idx').on(t.company_id, t.project_id, t.device_kind),
    // The offline sweep looks only at devices that are online.
    index('site_devices_online_seen_idx').on(t.online, t.last_seen_at),
  ],
);

/**
 * Tenant, time series: one reading of one metric of one device at one time. The key (company, device, metric, at) makes
 * a repeated upload a no-op; the project index answers "this project, this metric, this window". No foreign keys: a
 * batch of 10,000 rows would pay a lookup each, and the device's row (which has them) is checked once per upload.
 */
export const siteReadings = pgTable(
  'site_readings',
  {
    company_id: uuid('company_id').notNull(),
    device_id: uuid('device_id').notNull(),
    metric: text('metric').notNull(),
    at: ts('at').notNull(),
    value: doublePrecision('value').notNull(),
    project_id: uuid('project_id'),
    note: text('note'),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.device_id, t.metric, t.at] }),
    index('site_readings_company_project_metric_at_idx').on(t.company_id, t.project_id, t.metric, t.at),
  ],
);
