/**
 * Inspection robots (issue 20 item 3): robots with the state their adapter reports, patrol templates (checkpoints on
 * a 0–100 site plan), runs and one result per checkpoint (AI boxes as JSON). Tenancy: company_id first everywhere.
 */
import { index, integer, jsonb, pgTable, primaryKey, real, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './company';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const company = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.company_id);

/** Tenant: a robot. state 0 offline, 1 idle, 2 patrolling, 3 charging, 4 fault; battery in percent. */
export const robots = pgTable(
  'robots',
  {
    company_id: company(),
    robot_id: uuid('robot_id').notNull(),
    robot_name: text('robot_name').notNull(),
    robot_sn: text('robot_sn').notNull(),
    model: text('model'),
    state: smallint('state').notNull().default(1),
    battery: integer('battery').notNull().default(100),
    pos_x: real('pos_x').notNull().default(0),
    pos_y: real('pos_y').notNull().default(0),
    last_seen_at: ts('last_seen_at'),
    remark: text('remark'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.robot_id] }), uniqueIndex('robots_company_robot_sn_key').on(t.company_id, t.robot_sn), index('robots_company_created_idx').on(t.company_id, t.created_at, t.robot_id)],
);

export const patrolTemplates = pgTable(
  'patrol_templates',
  {
    company_id: company(),
    template_id: uuid('template_id').notNull(),
    template_name: text('template_name').notNull(),
    robot_id: uuid('robot_id'),
    checkpoints: jsonb('checkpoints').notNull(),
    remark: text('remark'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.template_id] }), index('patrol_templates_company_created_idx').on(t.company_id, t.created_at, t.template_id)],
);

/** Tenant: one patrol. status 1 running, 2 finished; trigger 'manual' or 'schedule'. */
export const patrolRuns = pgTable(
  'patrol_runs',
  {
    company_id: company(),
    run_id: uuid('run_id').notNull(),
    template_id: uuid('template_id').notNull(),
    template_name: text('template_name').notNull(),
    robot_id: uuid('robot_id').notNull(),
    robot_name: text('robot_name').notNull(),
    trigger: text('trigger').notNull(),
    status: smallint('status').notNull().default(1),
    abnormal_count: integer('abnormal_count').notNull().default(0),
    started_at: ts('started_at').notNull().defaultNow(),
    finished_at: ts('finished_at'),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.run_id] }), index('patrol_runs_company_started_idx').on(t.company_id, t.started_at, t.run_id)],
);

/** Tenant: what the robot found at one checkpoint of a run; ai_boxes are fractions of the picture. */
export const patrolResults = pgTable(
  'patrol_results',
  {
    company_id: company(),
    result_id: uuid('result_id').notNull(),
    run_id: uuid('run_id').notNull(),
    seq: integer('seq').notNull(),
    checkpoint: text('checkpoint').notNull(),
    status: smallint('status').notNull(),
    summary: text('summary').notNull(),
    image_url: text('image_url'),
    ai_boxes: jsonb('ai_boxes').notNull().default([]),
    checked_at: ts('checked_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.result_id] }), index('patrol_results_company_run_idx').on(t.company_id, t.run_id, t.seq)],
);

/**
 * Tenant: a scheduled patrol (/patrolTaskManage). cron is five fields in Beijing time; next_run_at is when the scheduler
 * starts it next (null while disabled), moved on before the run starts so two server instances never both start it.
 */
export const patrolTasks = pgTable(
  'patrol_tasks',
  {
    company_id: company(),
    task_id: uuid('task_id').notNull(),
    task_name: text('task_name').notNull(),
    robot_id: uuid('robot_id').notNull(),
    template_id: uuid('template_id').notNull(),
    cron: text('cron').notNull(),
    enabled: smallint('enabled').notNull().default(1),
    next_run_at: ts('next_run_at'),
    last_run_at: ts('last_run_at'),
    last_result: text('last_result'),
    remark: text('remark'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.task_id] }),
    index('patrol_tasks_company_created_idx').on(t.company_id, t.created_at, t.task_id),
    // The scheduler's question, across companies: which enabled tasks are due.
    index('patrol_tasks_due_idx').on(t.next_run_at),
  ],
);

/** Tenant: a named set of checkpoints (/patrolSceneManage) a template can start from. */
export const patrolScenes = pgTable(
  'patrol_scenes',
  {
    company_id: company(),
    scene_id: uuid('scene_id').notNull(),
    scene_name: text('scene_name').notNull(),
    checkpoints: jsonb('checkpoints').notNull(),
    remark: text('remark'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.scene_id] }), index('patrol_scenes_company_created_idx').on(t.company_id, t.created_at, t.scene_id)],
);

/** Tenant: a camera (/cameraManagement), fixed or carried by a robot, with its HLS stream address. */
export const robotCameras = pgTable(
  'robot_cameras',
  {
    company_id: company(),
    camera_id: uuid('camera_id').notNull(),
    camera_name: text('camera_name').notNull(),
    robot_id: uuid('robot_id'),
    stream_url: text('stream_url').notNull(),
    location: text('location'),
    remark: text('remark'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.camera_id] }), index('robot_cameras_company_created_idx').on(t.company_id, t.created_at, t.camera_id)],
);
