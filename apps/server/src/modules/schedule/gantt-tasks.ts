import { schedule } from '@zhuyun/contracts';
import { fail } from '../../platform/errors';

const { ScheduleMsg, criticalPath, durationOf, pushSuccessors, topologicalOrder } = schedule;

/** A task as it is saved (the contract's input after its rules). */
export interface TaskValues {
  task_id: string;
  task_name: string;
  construction_id?: string | null;
  start_date: string;
  end_date: string;
  baseline_start?: string | null;
  baseline_end?: string | null;
  progress: number;
  is_milestone: number;
  predecessors: string[];
}

const net = (t: TaskValues) => ({ id: t.task_id, start: t.start_date, end: t.end_date, milestone: t.is_milestone === 1, predecessors: t.predecessors });

/** The network's rules, before anything is written: dates in order, known predecessors, no task its own, no cycle. */
export function checkTasks(tasks: TaskValues[]): void {
  const ids = new Set(tasks.map((t) => t.task_id));
  if (ids.size !== tasks.length) throw fail.validation(ScheduleMsg.taskIdDuplicate);
  for (const t of tasks) {
    if (!t.is_milestone && t.end_date < t.start_date) throw fail.validation(ScheduleMsg.endBeforeStart);
    if (t.baseline_start && t.baseline_end && t.baseline_end < t.baseline_start) throw fail.validation(ScheduleMsg.endBeforeStart);
    if (t.predecessors.includes(t.task_id)) throw fail.validation(ScheduleMsg.dependencySelf);
    if (t.predecessors.some((p) => !ids.has(p))) throw fail.validation(ScheduleMsg.dependencyUnknown);
  }
  if (!topologicalOrder(tasks.map(net))) throw fail.validation(ScheduleMsg.dependencyCycle);
}

/** Moves the successors of `id` (the shared network function on saved rows). */
export function pushTasks<T extends TaskValues>(tasks: T[], id: string): T[] {
  const byId = new Map(tasks.map((t) => [t.task_id, t]));
  return pushSuccessors(tasks.map(net), id).map((n) => ({ ...byId.get(n.id)!, start_date: n.start, end_date: n.end }));
}

interface Head {
  projectId: string;
  projectName: string;
  ganttId: string | null;
  ganttName: string | null;
}

/** The wire's schedule: each task with its duration, float and whether it is critical. */
export function detailOf(head: Head, rows: (TaskValues & { sort_no: number })[]): schedule.GanttDetail {
  const cp = criticalPath(rows.map(net));
  const start = rows.length ? rows.map((t) => t.start_date).reduce((a, b) => (b < a ? b : a)) : null;
  return {
    gantt_id: head.ganttId,
    project_id: head.projectId,
    project_name: head.projectName,
    gantt_name: head.ganttName,
    start_date: start,
    end_date: cp.end,
    tasks: rows.map((t) => ({
      task_id: t.task_id,
      task_name: t.task_name,
      construction_id: t.construction_id ?? null,
      sort_no: t.sort_no,
      start_date: t.start_date,
      end_date: t.end_date,
      baseline_start: t.baseline_start ?? null,
      baseline_end: t.baseline_end ?? null,
      progress: t.progress,
      is_milestone: t.is_milestone,
      predecessors: t.predecessors,
      duration: durationOf(net(t)),
      total_float: cp.float.get(t.task_id) ?? 0,
      is_critical: cp.critical.has(t.task_id) ? 1 : 0,
    })),
  };
}
