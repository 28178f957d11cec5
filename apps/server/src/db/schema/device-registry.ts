/**
 * Devices of a unit beside its sensors (issue 20 item 1): Bluetooth readers bound to a yard, gate or car, RFID tags
 * bound to components, who used or bound which device when, and the unit's own tables (columns, then rows).
 *
 * Tenancy: company_id first in every key and index; reads always filter by the session's company.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './company';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const company = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.company_id);

/**
 * Tenant: a Bluetooth reader. bind_type 0 none, 1 yard (bind_id a stack point), 2 gate (bind_name only), 3 car.
 * online 1 while it reports (tag reads or a heartbeat, with its device key) within interval_seconds; the offline sweep
 * sets 0 once (and raises one alarm), its next report sets 1 again — as site devices do.
 */
export const btReaders = pgTable(
  'bt_readers',
  {
    company_id: company(),
    reader_id: uuid('reader_id').notNull(),
    reader_name: text('reader_name').notNull(),
    reader_sn: text('reader_sn').notNull(),
    bind_type: smallint('bind_type').notNull().default(0),
    bind_id: uuid('bind_id'),
    bind_name: text('bind_name'),
    status: smallint('status').notNull().default(1),
    remark: text('remark'),
    interval_seconds: integer('interval_seconds').notNull().default(300),
    online: smallint('online').notNull().default(0),
    last_seen_at: ts('last_seen_at'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.reader_id] }),
    uniqueIndex('bt_readers_company_reader_sn_key').on(t.company_id, t.reader_sn),
    index('bt_readers_company_created_idx').on(t.company_id, t.created_at, t.reader_id),
    // The offline sweep looks only at readers that are online.
    index('bt_readers_online_seen_idx').on(t.online, t.last_seen_at),
  ],
);

/**
 * Tenant, time series: a reader read one of the unit's RFID tags at a time. The key (company, tag, time, reader) makes a
 * repeated upload a no-op and answers "where was this tag, newest first"; component_id and place are what the tag was
 * bound to and where the reader stood when it read, so a component's trace needs no history of bindings. No foreign
 * keys, as site readings: the reader is checked once per upload and the tags are joined in by the insert itself.
 */
export const rfidReads = pgTable(
  'rfid_reads',
  {
    company_id: uuid('company_id').notNull(),
    rfid_id: uuid('rfid_id').notNull(),
    at: ts('at').notNull(),
    reader_id: uuid('reader_id').notNull(),
    component_id: uuid('component_id'),
    place: text('place'),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.rfid_id, t.at, t.reader_id] }),
    index('rfid_reads_company_component_at_idx').on(t.company_id, t.component_id, t.at),
  ],
);

/** Tenant: an RFID tag (its EPC in tag_code), issued in batches and bound to one component at a time. */
export const rfidTags = pgTable(
  'rfid_tags',
  {
    company_id: company(),
    rfid_id: uuid('rfid_id').notNull(),
    tag_code: text('tag_code').notNull(),
    batch_no: text('batch_no'),
    component_id: uuid('component_id'),
    bound_at: ts('bound_at'),
    status: smallint('status').notNull().default(1),
    remark: text('remark'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.rfid_id] }),
    uniqueIndex('rfid_tags_company_tag_code_key').on(t.company_id, t.tag_code),
    // One tag per component: binding a second tag to a component is a conflict, not a silent swap.
    uniqueIndex('rfid_tags_company_component_key').on(t.company_id, t.component_id).where(sql`${t.component_id} is not null`),
    index('rfid_tags_company_created_idx').on(t.company_id, t.created_at, t.rfid_id),
  ],
);

/** Tenant: who bound (action 1) or unbound (action 0) which device to what, and when. Written by the server only. */
export const deviceBindRecords = pgTable(
  'device_bind_records',
  {
    company_id: company(),
    record_id: uuid('record_id').notNull(),
    device_kind: text('device_kind').notNull(),
    device_id: uuid('device_id').notNull(),
    device_name: text('device_name').notNull(),
    action: smallint('action').notNull(),
    target_type: text('target_type'),
    target_id: uuid('target_id'),
    target_name: text('target_name'),
    user_id: uuid('user_id'),
    user_name: text('user_name'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.record_id] }),
    index('device_bind_records_company_device_idx').on(t.company_id, t.device_kind, t.device_id, t.created_at),
    index('device_bind_records_company_created_idx').on(t.company_id, t.created_at, t.record_id),
  ],
);

/** Tenant: who used which device, from when to when, for what. */
export const deviceUseRecords = pgTable(
  'device_use_records',
  {
    company_id: company(),
    use_id: uuid('use_id').notNull(),
    device_kind: text('device_kind').notNull(),
    device_name: text('device_name').notNull(),
    user_name: text('user_name').notNull(),
    purpose: text('purpose'),
    start_time: ts('start_time').notNull(),
    end_time: ts('end_time'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.use_id] }),
    index('device_use_records_company_start_idx').on(t.company_id, t.start_time, t.use_id),
  ],
);

/** Tenant: a table a unit defines: its columns (key, title, type, required, options) as JSON. */
export const customTables = pgTable(
  'custom_tables',
  {
    company_id: company(),
    table_id: uuid('table_id').notNull(),
    table_name: text('table_name').notNull(),
    columns: jsonb('columns').notNull(),
    remark: text('remark'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.table_id] }),
    uniqueIndex('custom_tables_company_table_name_key').on(t.company_id, t.table_name),
    index('custom_tables_company_created_idx').on(t.company_id, t.created_at, t.table_id),
  ],
);

/** Tenant: one row of a custom table, its values checked against the table's column types when saved. */
export const customTableRows = pgTable(
  'custom_table_rows',
  {
    company_id: company(),
    row_id: uuid('row_id').notNull(),
    table_id: uuid('table_id').notNull(),
    row_values: jsonb('row_values').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.row_id] }),
    index('custom_table_rows_company_table_idx').on(t.company_id, t.table_id, t.created_at, t.row_id),
  ],
);
