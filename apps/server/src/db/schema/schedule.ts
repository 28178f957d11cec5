/**
 * A project's construction sections, its schedule (Gantt) and its files (issue 18). Tenant tables: company_id first in
 * every key and index; a row's project is one of its company's projects (composite foreign key), and deleting the
 * project deletes what hangs under it.
 *
 * Value meanings (never renumber, only add):
 * - construction_sections.progress, gantt_tasks.progress: percent 0–100.
 */
import { date, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { projects } from './project';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });

/** Tenant: a construction section (施工标段) of a project. */
export const constructionSections = pgTable(
  'construction_sections',
  {
    company_id: uuid('company_id').notNull(),
    construction_id: uuid('construction_id').notNull(),
    project_id: uuid('project_id').notNull(),
    construction_name: text('construction_name').notNull(),
    construction_range: text('construction_range'),
    construction_unit: text('construction_unit'),
    start_date: day('start_date'),
    end_date: day('end_date'),
    progress: integer('progress').notNull().default(0),
    remark: text('remark'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.construction_id] }),
    foreignKey({ columns: [t.company_id, t.project_id], foreignColumns: [projects.company_id, projects.project_id] }).onDelete('cascade'),
    index('construction_sections_company_project_idx').on(t.company_id, t.project_id, t.created_at),
  ],
);
