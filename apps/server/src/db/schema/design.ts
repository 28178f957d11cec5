/**
 * Design units and projects, construction info, deep design, drawings with versions, and the project decomposition
 * (spec-2 §7.3 "Design organisations and projects", "Drawings"; issue 17).
 *
 * Values: deep_designs.status — 1 submitted, 2 confirmed, 3 returned (a project shows its newest submission's). project_resolves.level — 1 project, 2 building, 3 floor, 4 component type.
 *
 * Tenancy: company_id first in every key and index; reads always filter by the session's company. A drawing and a
 * decomposition node belong to a platform project (projects.project_id), whose components the tree counts.
 */
import { sql } from 'drizzle-orm';
import { date, foreignKey, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './company';
import { projects } from './project';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });
const company = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.company_id);

/** Tenant: a design unit of the company (taken from an approved platform unit by sync, or related under another). */
export const jtOrgs = pgTable(
  'jt_orgs',
  {
    company_id: company(),
    org_id: uuid('org_id').notNull(),
    org_name: text('org_name').notNull(),
    unit_company_id: uuid('unit_company_id'),
    contact_name: text('contact_name'),
    contact_phone: text('contact_phone'),
    address: text('address'),
    parent_org_id: uuid('parent_org_id'),
    synced_at: ts('synced_at'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.org_id] }),
    uniqueIndex('jt_orgs_company_unit_key').on(t.company_id, t.unit_company_id).where(sql`${t.unit_company_id} is not null`),
    index('jt_orgs_company_parent_idx').on(t.company_id, t.parent_org_id),
    index('jt_orgs_company_created_idx').on(t.company_id, t.created_at),
  ],
);

/** Tenant: a design project, with its construction side (cons_unit_name … plan_end). */
export const jtProjects = pgTable(
  'jt_projects',
  {
    company_id: company(),
    jt_project_id: uuid('jt_project_id').notNull(),
    project_id: uuid('project_id'),
    project_name: text('project_name').notNull(),
    project_code: text('project_code').notNull(),
    org_id: uuid('org_id'),
    design_stage: text('design_stage'),
    cons_unit_name: text('cons_unit_name'),
    permit_no: text('permit_no'),
    plan_start: day('plan_start'),
    plan_end: day('plan_end'),
    remark: text('remark'),
    synced_at: ts('synced_at'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.jt_project_id] }),
    uniqueIndex('jt_projects_company_project_code_key').on(t.company_id, t.project_code),
    uniqueIndex('jt_projects_company_project_key').on(t.company_id, t.project_id).where(sql`${t.project_id} is not null`),
    index('jt_projects_company_created_idx').on(t.company_id, t.created_at),
    index('jt_projects_company_org_idx').on(t.company_id, t.org_id),
  ],
);

/** Tenant: construction info of a design project. */
export const jtConsInfos = pgTable(
  'jt_cons_infos',
  {
    company_id: company(),
    cons_info_id: uuid('cons_info_id').notNull(),
    jt_project_id: uuid('jt_project_id').notNull(),
    cons_unit_name: text('cons_unit_name').notNull(),
    manager_name: text('manager_name'),
    phone: text('phone'),
    cons_content: text('cons_content'),
    start_date: day('start_date'),
    end_date: day('end_date'),
    remark: text('remark'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.cons_info_id] }),
    foreignKey({ columns: [t.company_id, t.jt_project_id], foreignColumns: [jtProjects.company_id, jtProjects.jt_project_id] }).onDelete('cascade'),
    index('jt_cons_infos_company_project_idx').on(t.company_id, t.jt_project_id, t.created_at),
  ],
);

/** Tenant: a deep-design submission, confirmed or returned (with a reason) by the design unit. */
export const deepDesigns = pgTable(
  'deep_designs',
  {
    company_id: company(),
    deep_design_id: uuid('deep_design_id').notNull(),
    jt_project_id: uuid('jt_project_id').notNull(),
    title: text('title').notNull(),
    submit_unit: text('submit_unit'),
    content: text('content'),
    status: smallint('status').notNull().default(1),
    reason: text('reason'),
    confirmed_by: uuid('confirmed_by'),
    confirmed_name: text('confirmed_name'),
    confirmed_at: ts('confirmed_at'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.deep_design_id] }),
    foreignKey({ columns: [t.company_id, t.jt_project_id], foreignColumns: [jtProjects.company_id, jtProjects.jt_project_id] }).onDelete('cascade'),
    index('deep_designs_company_created_idx').on(t.company_id, t.created_at),
    index('deep_designs_company_project_idx').on(t.company_id, t.jt_project_id, t.status),
  ],
);

/** Tenant: a node of a project's decomposition (project → building → floor → component type). */
export const projectResolves = pgTable(
  'project_resolves',
  {
    company_id: company(),
    resolve_id: uuid('resolve_id').notNull(),
    project_id: uuid('project_id').notNull(),
    parent_id: uuid('parent_id'),
    level: smallint('level').notNull(),
    node_name: text('node_name').notNull(),
    build_no: text('build_no'),
    floor_no: text('floor_no'),
    cp_type: text('cp_type'),
    wbs_code: text('wbs_code'),
    sort_no: integer('sort_no').notNull().default(0),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.resolve_id] }),
    foreignKey({ columns: [t.company_id, t.project_id], foreignColumns: [projects.company_id, projects.project_id] }).onDelete('cascade'),
    index('project_resolves_company_project_idx').on(t.company_id, t.project_id, t.level, t.sort_no),
    index('project_resolves_company_parent_idx').on(t.company_id, t.parent_id),
  ],
);

/** Tenant: a drawing of a project, filed under a decomposition node; its files are its versions. */
export const papers = pgTable(
  'papers',
  {
    company_id: company(),
    paper_id: uuid('paper_id').notNull(),
    project_id: uuid('project_id').notNull(),
    resolve_id: uuid('resolve_id'),
    paper_no: text('paper_no').notNull(),
    paper_name: text('paper_name').notNull(),
    discipline: text('discipline'),
    stage: text('stage'),
    remark: text('remark'),
    created_by: uuid('created_by'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.paper_id] }),
    foreignKey({ columns: [t.company_id, t.project_id], foreignColumns: [projects.company_id, projects.project_id] }).onDelete('cascade'),
    uniqueIndex('papers_company_paper_no_key').on(t.company_id, t.paper_no),
    index('papers_company_project_idx').on(t.company_id, t.project_id, t.updated_at),
    index('papers_company_resolve_idx').on(t.company_id, t.resolve_id),
  ],
);

/** Tenant: a version of a drawing: its file (files.file_id), number (1, 2, …), note, uploader and time. */
export const paperVersions = pgTable(
  'paper_versions',
  {
    company_id: company(),
    paper_version_id: uuid('paper_version_id').notNull(),
    paper_id: uuid('paper_id').notNull(),
    version_no: integer('version_no').notNull(),
    file_id: uuid('file_id').notNull(),
    note: text('note'),
    uploader_id: uuid('uploader_id'),
    uploader_name: text('uploader_name'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.paper_version_id] }),
    foreignKey({ columns: [t.company_id, t.paper_id], foreignColumns: [papers.company_id, papers.paper_id] }).onDelete('cascade'),
    uniqueIndex('paper_versions_company_paper_no_key').on(t.company_id, t.paper_id, t.version_no),
  ],
);
