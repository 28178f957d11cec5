import { index, integer, pgTable, real, smallint, text, timestamp, uniqueIndex, uuid, foreignKey } from 'drizzle-orm/pg-core';
import { companies } from './company';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Tenant: a unit's own code types (/configure); the platform's system types stay in code_lists, read-only. */
export const codeTypes = pgTable(
  'code_types',
  {
    code_type_id: uuid('code_type_id').primaryKey(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.company_id),
    code_type: text('code_type').notNull(),
    type_name: text('type_name').notNull(),
    remark: text('remark'),
    disabled: smallint('disabled').notNull().default(0),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('code_types_company_code_type_key').on(t.company_id, t.code_type), uniqueIndex('code_types_company_id_key').on(t.company_id, t.code_type_id)],
);

/** Tenant: the values of a unit's code type, in their order; a disabled value is kept but no longer offered. */
export const codeValues = pgTable(
  'code_values',
  {
    code_value_id: uuid('code_value_id').primaryKey(),
    company_id: uuid('company_id').notNull(),
    code_type_id: uuid('code_type_id').notNull(),
    value: text('value').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    disabled: smallint('disabled').notNull().default(0),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    // The type is one of the same company's types: the tenant is part of the reference.
    foreignKey({ columns: [t.company_id, t.code_type_id], foreignColumns: [codeTypes.company_id, codeTypes.code_type_id], name: 'code_values_type_fk' }).onDelete('cascade'),
    uniqueIndex('code_values_company_type_value_key').on(t.company_id, t.code_type_id, t.value),
    index('code_values_type_sort_idx').on(t.company_id, t.code_type_id, t.sort),
  ],
);

/** Tenant: a unit's settings; a unit without a row has the platform's defaults. */
export const companySettings = pgTable('company_settings', {
  company_id: uuid('company_id')
    .primaryKey()
    .references(() => companies.company_id),
  name_rule: text('name_rule').notNull(),
  map_lon: real('map_lon').notNull(),
  map_lat: real('map_lat').notNull(),
  map_zoom: smallint('map_zoom').notNull(),
  session_idle_minutes: integer('session_idle_minutes').notNull(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});
