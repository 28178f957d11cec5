import { z } from 'zod';
import { emptyData } from '../envelope';
import { defineRoute } from '../route';
import { boundedSigningParams, text, uuidField, optionalUuid } from '../resource';
import { day, dayOrNull, progressField } from './schedule-fields';
import { ScheduleMsg, ScheduleObject } from './schedule.messages';

export const MAX_GANTT_TASKS = 2_000;

export const ganttTaskRow = z.object({
  task_id: z.string(),
  task_name: z.string(),
  construction_id: z.string().nullable(),
  sort_no: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  baseline_start: z.string().nullable(),
  baseline_end: z.string().nullable(),
  progress: z.number(),
  is_milestone: z.number(),
  /** Finish-to-start predecessors, by task_id. */
  predecessors: z.array(z.string()),
  /** Days (a milestone 0). */
  duration: z.number(),
  /** Days the task may slip without moving the schedule's end; computed on every read. */
  total_float: z.number(),
  is_critical: z.number(),
});
export type GanttTaskRow = z.infer<typeof ganttTaskRow>;

export const ganttDetail = z.object({
  gantt_id: z.string().nullable(),
  project_id: z.string(),
  project_name: z.string(),
  gantt_name: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  tasks: z.array(ganttTaskRow),
});
export type GanttDetail = z.infer<typeof ganttDetail>;

const flag = z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]).optional().transform((v) => (v === undefined ? 0 : Number(v)));

export const ganttTaskInput = z.object({
  /** The task's id: kept for a task that exists, chosen by the client (a UUID) for a new one, so predecessors can name it. */
  task_id: uuidField(ScheduleMsg.taskIdRequired),
  task_name: text(200, ScheduleMsg.taskNameRequired),
  construction_id: optionalUuid(),
  start_date: day(),
  end_date: day(),
  baseline_start: dayOrNull(),
  baseline_end: dayOrNull(),
  progress: progressField,
  is_milestone: flag,
  predecessors: z.array(uuidField(ScheduleMsg.dependencyUnknown)).max(50).optional().transform((v) => v ?? []),
});
export type GanttTaskInput = z.input<typeof ganttTaskInput>;

/**
 * Saves a project's schedule (spec-2 §7.3 create_project_gant POST): one schedule per project, replaced whole by its
 * tasks in order. `set_baseline: 1` copies each task's dates into its baseline (the plan the actual is compared with).
 * Refused: end before start, an unknown predecessor, a task its own predecessor, a cycle.
 */
export const createProjectGant = defineRoute({
  method: 'POST',
  path: '/api/v1/project/create_project_gant',
  summary: 'Create project schedule (Gantt)',
  tag: 'project',
  auth: 'session',
  signed: true,
  permission: ScheduleObject.gantt,
  request: z.object({
    project_id: uuidField(ScheduleMsg.projectIdRequired),
    gantt_name: text(100, ScheduleMsg.ganttNameRequired),
    set_baseline: flag,
    tasks: z.array(ganttTaskInput).max(MAX_GANTT_TASKS, { error: ScheduleMsg.tasksTooMany }),
    ...boundedSigningParams,
  }),
  response: z.object({ gantt_id: z.string() }),
});

/** A project's schedule with each task's float and the critical path (spec-2 §7.3 get_project_gant_detail; GET chosen). */
export const getProjectGantDetail = defineRoute({
  method: 'GET',
  path: '/api/v1/project/get_project_gant_detail',
  summary: 'Project schedule detail (Gantt)',
  tag: 'project',
  auth: 'session',
  signed: true,
  request: z.object({ project_id: uuidField(ScheduleMsg.projectIdRequired), ...boundedSigningParams }),
  response: ganttDetail,
});

/**
 * Moves or resizes one task (ours: what a drag on the chart sends) and pushes every successor that would now start
 * before its predecessor ends; answers the schedule as it then stands.
 */
export const updateProjectGantTask = defineRoute({
  method: 'PUT',
  path: '/api/v1/project/update_project_gant_task',
  summary: 'Move a schedule task (path chosen)',
  tag: 'project',
  auth: 'session',
  signed: true,
  permission: ScheduleObject.gantt,
  request: z.object({
    task_id: uuidField(ScheduleMsg.taskIdRequired),
    start_date: day(),
    end_date: day(),
    progress: progressField.optional(),
    ...boundedSigningParams,
  }),
  response: ganttDetail,
});

/**
 * Imports a schedule from Excel or MS Project XML (ours): multipart with one `file` part, project_id in the query.
 * An .xlsx has the columns of GANTT_SHEET_COLUMNS; all rows or none: the first bad row answers 10001 "第N行：…".
 * An .xml is MS Project's XML (File → Save As): work tasks and milestones with dates, progress, baseline 0 and
 * finish-to-start predecessors; summary tasks are left out, other link types are counted in the answer's msg.
 */
export const importProjectGant = defineRoute({
  method: 'POST',
  path: '/api/v1/project/import_project_gant',
  summary: 'Import a schedule from Excel or MS Project XML (path chosen)',
  tag: 'project',
  auth: 'session',
  signed: true,
  permission: ScheduleObject.gantt,
  request: z.object({ project_id: uuidField(ScheduleMsg.projectIdRequired), ...boundedSigningParams }),
  response: z.object({ gantt_id: z.string(), imported: z.number() }),
});

/** The schedule as an xlsx in the import's columns, plus float and critical (ours). */
export const exportProjectGant = defineRoute({
  method: 'GET',
  path: '/api/v1/project/export_project_gant',
  summary: 'Export the schedule to Excel (path chosen)',
  tag: 'project',
  auth: 'session',
  signed: true,
  request: z.object({ project_id: uuidField(ScheduleMsg.projectIdRequired), ...boundedSigningParams }),
  response: emptyData,
});

/** The sheet's columns, in order; 前置任务 lists predecessors by 序号, separated by commas. */
export const GANTT_SHEET_COLUMNS = [
  { key: 'no', header: '序号' },
  { key: 'task_name', header: '任务名称' },
  { key: 'start_date', header: '开始日期' },
  { key: 'end_date', header: '结束日期' },
  { key: 'progress', header: '进度(%)' },
  { key: 'predecessors', header: '前置任务' },
  { key: 'is_milestone', header: '里程碑' },
  { key: 'baseline_start', header: '基线开始' },
  { key: 'baseline_end', header: '基线结束' },
] as const;
