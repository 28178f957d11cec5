/**
 * The regulatory big screen's own tables (issue 5): its news, and two rollups of components kept by triggers
 * (hand-written in this module's migrations, after the generated DDL): per project and component type, and per region
 * and type. A construction or design unit's statistics read its projects' rows of the first; a committee's read the
 * few hundred rows of its region in the second instead of a million components (docs/performance.md, "Dashboard").
 */
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './company';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Tenant: a news item (资讯) a company shows on its big screen. */
export const dashboardNews = pgTable(
  'dashboard_news',
  {
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.company_id),
    news_id: uuid('news_id').notNull(),
    title: text('title').notNull(),
    published_at: ts('published_at').notNull().defaultNow(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.news_id] }), index('dashboard_news_company_published_idx').on(t.company_id, t.published_at)],
);

/**
 * Tenant (the project owner's company): how many components of one type a project has at each progress stage
 * (p0 planned … p4 installed, see schema/project.ts), and the project's region ('' where it has none), kept in step
 * with projects by a trigger. Written only by the triggers; never by the app.
 */
export const dashboardComponentRollup = pgTable(
  'dashboard_component_rollup',
  {
    company_id: uuid('company_id').notNull(),
    project_id: uuid('project_id').notNull(),
    cp_type: text('cp_type').notNull(),
    p0: integer('p0').notNull().default(0),
    p1: integer('p1').notNull().default(0),
    p2: integer('p2').notNull().default(0),
    p3: integer('p3').notNull().default(0),
    p4: integer('p4').notNull().default(0),
    total: integer('total').notNull().default(0),
    province_no: text('province_no').notNull().default(''),
    city_no: text('city_no').notNull().default(''),
    area_no: text('area_no').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.project_id, t.cp_type] })],
);

/**
 * Global, on purpose: a committee's view crosses tenants by region (spec-2 §2.1). The components of one type at each
 * stage in one district ('' for a missing code), summed from dashboard_component_rollup by its triggers.
 */
export const dashboardRegionRollup = pgTable(
  'dashboard_region_rollup',
  {
    province_no: text('province_no').notNull(),
    city_no: text('city_no').notNull(),
    area_no: text('area_no').notNull(),
    cp_type: text('cp_type').notNull(),
    p0: integer('p0').notNull().default(0),
    p1: integer('p1').notNull().default(0),
    p2: integer('p2').notNull().default(0),
    p3: integer('p3').notNull().default(0),
    p4: integer('p4').notNull().default(0),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.province_no, t.city_no, t.area_no, t.cp_type] })],
);
