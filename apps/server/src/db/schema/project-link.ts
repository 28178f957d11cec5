/**
 * A project linked to an external system's project (issue 18: config, link_config, company_lib, link, project, sync).
 * Tenant tables: company_id first in every key.
 *
 * - project_link_configs: one per company: which adapter reaches the external system ('builtin': the in-process
 *   stand-in), its name, address and credentials (the secret is never answered), enabled 0/1.
 * - project_links: a project's link (one external project per project, and one project per external project).
 * - project_link_items: what a sync made: one local row per external row (kind 'section': a construction section),
 *   so a second sync updates instead of adding again.
 */
import { foreignKey, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './company';
import { projects } from './project';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const projectLinkConfigs = pgTable('project_link_configs', {
  company_id: uuid('company_id')
    .primaryKey()
    .references(() => companies.company_id),
  adapter: text('adapter').notNull(),
  system_name: text('system_name').notNull(),
  base_url: text('base_url'),
  app_key: text('app_key'),
  app_secret: text('app_secret'),
  enabled: smallint('enabled').notNull().default(1),
  updated_at: ts('updated_at').notNull().defaultNow(),
  updated_by: uuid('updated_by'),
});

export const projectLinks = pgTable(
  'project_links',
  {
    company_id: uuid('company_id').notNull(),
    project_id: uuid('project_id').notNull(),
    adapter: text('adapter').notNull(),
    external_project_id: text('external_project_id').notNull(),
    external_project_name: text('external_project_name').notNull(),
    linked_at: ts('linked_at').notNull().defaultNow(),
    last_sync_at: ts('last_sync_at'),
    last_added: integer('last_added'),
    last_updated: integer('last_updated'),
    last_unchanged: integer('last_unchanged'),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.project_id] }),
    uniqueIndex('project_links_company_external_key').on(t.company_id, t.adapter, t.external_project_id),
    foreignKey({ columns: [t.company_id, t.project_id], foreignColumns: [projects.company_id, projects.project_id] }).onDelete('cascade'),
  ],
);

export const projectLinkItems = pgTable(
  'project_link_items',
  {
    company_id: uuid('company_id').notNull(),
    project_id: uuid('project_id').notNull(),
    kind: text('kind').notNull(),
    external_id: text('external_id').notNull(),
    local_id: uuid('local_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.project_id, t.kind, t.external_id] }),
    foreignKey({ columns: [t.company_id, t.project_id], foreignColumns: [projects.company_id, projects.project_id] }).onDelete('cascade'),
  ],
);
