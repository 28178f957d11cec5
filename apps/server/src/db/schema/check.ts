/**
 * Check configuration (issue 20 item 2): check items, forms with their versioned definitions, modules, templates,
 * business configuration, filled records, report forms, third-party systems and material inspections.
 *
 * Tenancy: company_id first in every key and index; reads always filter by the session's company.
 */
import { date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './company';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const company = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.company_id);
const created = () => ts('created_at').notNull().defaultNow();

/** Tenant: a check item (what is looked at, and by which standard). */
export const checkItems = pgTable(
  'check_items',
  {
    company_id: company(),
    check_item_id: uuid('check_item_id').notNull(),
    item_name: text('item_name').notNull(),
    item_code: text('item_code'),
    item_type: smallint('item_type').notNull().default(1),
    standard: text('standard'),
    sort_no: integer('sort_no').notNull().default(0),
    remark: text('remark'),
    created_at: created(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.check_item_id] }),
    uniqueIndex('check_items_company_code_idx').on(t.company_id, t.item_code),
    index('check_items_company_created_idx').on(t.company_id, t.created_at),
  ],
);

/** Tenant: a form; current_version is its newest saved design (0: not designed yet). */
export const checkForms = pgTable(
  'check_forms',
  {
    company_id: company(),
    form_id: uuid('form_id').notNull(),
    form_name: text('form_name').notNull(),
    remark: text('remark'),
    current_version: integer('current_version').notNull().default(0),
    created_at: created(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.form_id] }), index('check_forms_company_updated_idx').on(t.company_id, t.updated_at)],
);

/** Tenant: one saved design of a form (the JSON definition of form-definition.ts); never changed once written. */
export const checkFormVersions = pgTable(
  'check_form_versions',
  {
    company_id: company(),
    form_id: uuid('form_id').notNull(),
    version: integer('version').notNull(),
    definition: jsonb('definition').notNull(),
    field_count: integer('field_count').notNull(),
    created_by: uuid('created_by'),
    created_at: created(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.form_id, t.version] })],
);

/** Tenant: a module, grouping check items. */
export const checkModules = pgTable(
  'check_modules',
  {
    company_id: company(),
    module_id: uuid('module_id').notNull(),
    module_name: text('module_name').notNull(),
    item_ids: uuid('item_ids').array().notNull().default([]),
    sort_no: integer('sort_no').notNull().default(0),
    remark: text('remark'),
    created_at: created(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.module_id] }), index('check_modules_company_created_idx').on(t.company_id, t.created_at)],
);

/** Tenant: a template: a form (filled at its newest version) and optionally a module. status 1 in use, 0 stopped. */
export const checkTemplates = pgTable(
  'check_templates',
  {
    company_id: company(),
    template_id: uuid('template_id').notNull(),
    template_name: text('template_name').notNull(),
    form_id: uuid('form_id').notNull(),
    module_id: uuid('module_id'),
    status: smallint('status').notNull().default(1),
    remark: text('remark'),
    created_at: created(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.template_id] }), index('check_templates_company_form_idx').on(t.company_id, t.form_id)],
);

/** Tenant: which template applies to which business (types 1–4 checks, 11–13 monitoring), optionally per project. */
export const checkBusinessConfigs = pgTable(
  'check_business_configs',
  {
    company_id: company(),
    config_id: uuid('config_id').notNull(),
    business_type: smallint('business_type').notNull(),
    /** 1 a check business, 2 a monitoring one (/monitorBusinessConfig): set from business_type on every write. */
    kind: smallint('kind').notNull().default(1),
    template_id: uuid('template_id').notNull(),
    project_id: uuid('project_id'),
    enabled: smallint('enabled').notNull().default(1),
    remark: text('remark'),
    created_at: created(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.config_id] }), index('check_business_company_type_idx').on(t.company_id, t.kind, t.business_type)],
);

/** Tenant: a filled record; form_version is the version it was filled and checked against. result 1 pass, 2 fail. */
export const checkRecords = pgTable(
  'check_records',
  {
    company_id: company(),
    record_id: uuid('record_id').notNull(),
    record_no: text('record_no').notNull(),
    template_id: uuid('template_id').notNull(),
    form_id: uuid('form_id').notNull(),
    form_version: integer('form_version').notNull(),
    business_type: smallint('business_type').notNull(),
    project_id: uuid('project_id'),
    answers: jsonb('answers').notNull(),
    result: smallint('result').notNull(),
    filled_by: uuid('filled_by'),
    filled_name: text('filled_name'),
    created_at: created(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.record_id] }),
    index('check_records_company_created_idx').on(t.company_id, t.created_at),
    index('check_records_company_template_idx').on(t.company_id, t.template_id, t.created_at),
  ],
);

/** Tenant: a report form over a template's records (the answer keys it shows as columns). */
export const checkReportForms = pgTable(
  'check_report_forms',
  {
    company_id: company(),
    report_id: uuid('report_id').notNull(),
    report_name: text('report_name').notNull(),
    template_id: uuid('template_id').notNull(),
    field_keys: text('field_keys').array().notNull().default([]),
    remark: text('remark'),
    created_at: created(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.report_id] })],
);

/** Tenant: a third-party system; embed 1 marks the one /embagedPage shows. */
export const checkThirdParties = pgTable(
  'check_third_parties',
  {
    company_id: company(),
    third_id: uuid('third_id').notNull(),
    third_name: text('third_name').notNull(),
    url: text('url'),
    contact: text('contact'),
    embed: smallint('embed').notNull().default(0),
    remark: text('remark'),
    created_at: created(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.third_id] })],
);

/** Tenant: a material inspection: result 1 pass, 2 fail; attachments are uploaded files' ids. */
export const materialChecks = pgTable(
  'material_checks',
  {
    company_id: company(),
    material_check_id: uuid('material_check_id').notNull(),
    material_name: text('material_name').notNull(),
    spec: text('spec'),
    batch_no: text('batch_no'),
    supplier: text('supplier'),
    project_id: uuid('project_id'),
    check_date: date('check_date', { mode: 'string' }),
    result: smallint('result').notNull().default(1),
    attachments: uuid('attachments').array().notNull().default([]),
    remark: text('remark'),
    created_at: created(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.material_check_id] }), index('material_checks_company_date_idx').on(t.company_id, t.check_date)],
);
