/**
 * A project's construction sections, its schedule (Gantt) and its files (issue 18). Tenant tables: company_id first in
 * every key and index; a row's project is one of its company's projects (composite foreign key), and deleting the
 * project deletes what hangs under it.
 *
 * Value meanings (never renumber, only add):
 * - construction_sections.progress, gantt_tasks.progress: percent 0–100.
 * - gantt_tasks.is_milestone: 1 a milestone (start = end, takes no time), 0 a task.
 * - gantt_tasks.predecessors: finish-to-start predecessors' task ids (same schedule); checked acyclic on save.
 */
import { date, foreignKey, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

/** Tenant: a project's schedule (one per project), replaced whole by create_project_gant. */
export const projectGantts = pgTable(
  'project_gantts',
  {
    company_id: uuid('company_id').notNull(),
    gantt_id: uuid('gantt_id').notNull(),
    project_id: uuid('project_id').notNull(),
    gantt_name: text('gantt_name').notNull(),
    created_by: uuid('created_by'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.gantt_id] }),
    uniqueIndex('project_gantts_company_project_key').on(t.company_id, t.project_id),
    foreignKey({ columns: [t.company_id, t.project_id], foreignColumns: [projects.company_id, projects.project_id] }).onDelete('cascade'),
  ],
);

/** Tenant: a task of a schedule, with its current dates and its baseline. */
export const ganttTasks = pgTable(
  'gantt_tasks',
  {
    company_id: uuid('company_id').notNull(),
    task_id: uuid('task_id').notNull(),
    gantt_id: uuid('gantt_id').notNull(),
    construction_id: uuid('construction_id'),
    sort_no: integer('sort_no').notNull(),
    task_name: text('task_name').notNull(),
    start_date: day('start_date').notNull(),
    end_date: day('end_date').notNull(),
    baseline_start: day('baseline_start'),
    baseline_end: day('baseline_end'),
    progress: integer('progress').notNull().default(0),
    is_milestone: smallint('is_milestone').notNull().default(0),
    predecessors: uuid('predecessors').array().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.task_id] }),
    foreignKey({ columns: [t.company_id, t.gantt_id], foreignColumns: [projectGantts.company_id, projectGantts.gantt_id] }).onDelete('cascade'),
    index('gantt_tasks_company_gantt_idx').on(t.company_id, t.gantt_id, t.sort_no),
  ],
);
