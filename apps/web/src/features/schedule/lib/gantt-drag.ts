import { schedule } from '@zhuyun/contracts';
import type { Gantt } from '../api/use-gantt';

type Task = Gantt['tasks'][number];
const { addDays, pushSuccessors } = schedule;

export type DragMode = 'move' | 'resize';

/**
 * The schedule as it would stand with one task dragged by `days`: moved (both ends) or resized (its end), and its
 * successors pushed by the same function the server uses, so what a person sees while dragging is what is saved.
 */
export function draggedTasks(tasks: Task[], taskId: string, mode: DragMode, days: number): Task[] {
  if (days === 0) return tasks;
  const moved = tasks.map((t) => {
    if (t.task_id !== taskId) return t;
    const start = mode === 'move' ? addDays(t.start_date, days) : t.start_date;
    let end = addDays(t.end_date, days);
    if (t.is_milestone) end = start;
    else if (end < start) end = start;
    return { ...t, start_date: start, end_date: end };
  });
  const net = moved.map((t) => ({ id: t.task_id, start: t.start_date, end: t.end_date, milestone: t.is_milestone === 1, predecessors: t.predecessors }));
  const pushed = new Map(pushSuccessors(net, taskId).map((n) => [n.id, n]));
  return moved.map((t) => {
    const n = pushed.get(t.task_id);
    return n ? { ...t, start_date: n.start, end_date: n.end } : t;
  });
}
