/**
 * The labour platform's persons, teams and work types (spec-2 §2.4 "/labor/"), served to the micro-app at /labor.
 *
 * Tenancy: company_id first in every key and index; reads always filter by the session's company. A person's team
 * and work type belong to the same company (composite foreign keys); one still in use cannot be deleted.
 */
import { date, foreignKey, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './company';
import { projects } from './project';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Tenant: a trade (钢筋工, 木工 …). */
export const laborWorkTypes = pgTable(
  'labor_work_types',
  {
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.company_id),
    work_type_id: uuid('work_type_id').notNull(),
    work_type_name: text('work_type_name').notNull(),
    remark: text('remark'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.work_type_id] }),
    uniqueIndex('labor_work_types_company_name_key').on(t.company_id, t.work_type_name),
    index('labor_work_types_company_created_idx').on(t.company_id, t.created_at, t.work_type_id),
  ],
);

/** Tenant: a crew of workers under a leader. */
export const laborTeams = pgTable(
  'labor_teams',
  {
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.company_id),
    team_id: uuid('team_id').notNull(),
    team_name: text('team_name').notNull(),
    leader: text('leader'),
    phone: text('phone'),
    remark: text('remark'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.team_id] }),
    uniqueIndex('labor_teams_company_name_key').on(t.company_id, t.team_name),
    index('labor_teams_company_created_idx').on(t.company_id, t.created_at, t.team_id),
  ],
);

/** Tenant: a registered worker, known by the resident ID card (one registration per company). */
export const laborPersons = pgTable(
  'labor_persons',
  {
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.company_id),
    person_id: uuid('person_id').notNull(),
    person_name: text('person_name').notNull(),
    id_card: text('id_card').notNull(),
    phone: text('phone'),
    team_id: uuid('team_id'),
    work_type_id: uuid('work_type_id'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.person_id] }),
    uniqueIndex('labor_persons_company_id_card_key').on(t.company_id, t.id_card),
    index('labor_persons_company_created_idx').on(t.company_id, t.created_at, t.person_id),
    index('labor_persons_company_team_idx').on(t.company_id, t.team_id),
    index('labor_persons_company_work_type_idx').on(t.company_id, t.work_type_id),
    foreignKey({ columns: [t.company_id, t.team_id], foreignColumns: [laborTeams.company_id, laborTeams.team_id] }),
    foreignKey({ columns: [t.company_id, t.work_type_id], foreignColumns: [laborWorkTypes.company_id, laborWorkTypes.work_type_id] }),
  ],
);

/**
 * Tenant: a labour team on a project (spec-2 §7.3 labor_team): the team and its people stay the labour platform's; the
 * link keeps the days the team entered and left the site. Leaving the project or deleting the team removes the link.
 */
export const projectLaborTeams = pgTable(
  'project_labor_teams',
  {
    company_id: uuid('company_id').notNull(),
    link_id: uuid('link_id').notNull(),
    project_id: uuid('project_id').notNull(),
    team_id: uuid('team_id').notNull(),
    entry_date: date('entry_date', { mode: 'string' }),
    exit_date: date('exit_date', { mode: 'string' }),
    remark: text('remark'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.link_id] }),
    uniqueIndex('project_labor_teams_company_project_team_key').on(t.company_id, t.project_id, t.team_id),
    index('project_labor_teams_company_team_idx').on(t.company_id, t.team_id),
    foreignKey({ columns: [t.company_id, t.project_id], foreignColumns: [projects.company_id, projects.project_id] }).onDelete('cascade'),
    foreignKey({ columns: [t.company_id, t.team_id], foreignColumns: [laborTeams.company_id, laborTeams.team_id] }).onDelete('cascade'),
  ],
);
