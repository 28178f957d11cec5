import { index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './company';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Global: the permission objects of the platform as one tree (ARCHITECTURE.md rule 8). Categories (is_dir 1) group
 * objects; an object (is_dir 0) is a page (is_menu 1, object_module = its route) or an element of a page (a button,
 * a call) under it. A contract names the object_no it needs; menus are gated on the same numbers.
 */
export const permissionObjects = pgTable(
  'permission_objects',
  {
    object_id: uuid('object_id').primaryKey(),
    object_no: text('object_no').notNull(),
    object_name: text('object_name').notNull(),
    p_object_no: text('p_object_no'),
    is_dir: smallint('is_dir').notNull().default(0),
    is_menu: smallint('is_menu').notNull().default(0),
    object_module: text('object_module'),
    order_no: integer('order_no').notNull().default(0),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('permission_objects_no_key').on(t.object_no), index('permission_objects_parent_idx').on(t.p_object_no, t.order_no)],
);

/**
 * Global: the menu tree. Top-level nodes (p_menu_no null) are the five groups of spec-1 §3; menu_type 0 is a
 * directory, 1 an internal route, 2 an external system. object_no gates the node: shown only to a job holding it.
 */
export const menus = pgTable(
  'menus',
  {
    menu_id: uuid('menu_id').primaryKey(),
    menu_no: text('menu_no').notNull(),
    menu_name: text('menu_name').notNull(),
    p_menu_no: text('p_menu_no'),
    menu_type: smallint('menu_type').notNull().default(1),
    route_url: text('route_url'),
    outer_url: text('outer_url'),
    system_app_no: text('system_app_no'),
    app_domain_name: text('app_domain_name'),
    menu_css: text('menu_css'),
    object_no: text('object_no'),
    order_no: integer('order_no').notNull().default(0),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('menus_no_key').on(t.menu_no), index('menus_parent_idx').on(t.p_menu_no, t.order_no)],
);

/** Tenant: a named set of permission objects a unit grants to its jobs. */
export const authTemplates = pgTable(
  'auth_templates',
  {
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.company_id),
    auth_template_id: uuid('auth_template_id').notNull(),
    auth_template_name: text('auth_template_name').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.auth_template_id] }),
    uniqueIndex('auth_templates_id_key').on(t.auth_template_id),
    uniqueIndex('auth_templates_company_name_key').on(t.company_id, t.auth_template_name),
  ],
);

/** Tenant: the objects of a template (object_no, so a seed and a contract name the same thing). */
export const authTemplateObjects = pgTable(
  'auth_template_objects',
  {
    company_id: uuid('company_id').notNull(),
    auth_template_id: uuid('auth_template_id').notNull(),
    object_no: text('object_no').notNull(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.auth_template_id, t.object_no] })],
);

/** Tenant: which templates a job holds. */
export const authJobTemplates = pgTable(
  'auth_job_templates',
  {
    company_id: uuid('company_id').notNull(),
    job_id: uuid('job_id').notNull(),
    auth_template_id: uuid('auth_template_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.job_id, t.auth_template_id] }), index('auth_job_templates_template_idx').on(t.company_id, t.auth_template_id)],
);
