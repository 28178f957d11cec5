import { schedule } from '@zhuyun/contracts';
import type { Gantt } from '../api/use-gantt';

type Task = Gantt['tasks'][number];
const { dayNumber, dayText, addDays } = schedule;
const ROW = 30;
const HEAD = 40;

/** Months on top, then a tick each Monday (each day when zoomed in), and a line for today. */
export function GanttHeader({ from, days, dayWidth, height }: { from: string; days: number; dayWidth: number; height: number }) {
  const first = dayNumber(from);
  const cells = Array.from({ length: days }, (_, i) => dayText(first + i));
  const today = new Date().toISOString().slice(0, 10);
  const todayX = (dayNumber(today) - first) * dayWidth;
  return (
    <g fontSize={11} fill="#595959">
      <rect x={0} y={0} width={days * dayWidth} height={HEAD} fill="#fafafa" />
      {cells.map((d, i) =>
        d.endsWith('-01') || i === 0 ? (
          <g key={`m${d}`}>
            <line x1={i * dayWidth} x2={i * dayWidth} y1={0} y2={height} stroke="#e8e8e8" />
            <text x={i * dayWidth + 4} y={15}>{d.slice(0, 7)}</text>
          </g>
        ) : null,
      )}
      {cells.map((d, i) =>
        dayWidth >= 18 || new Date(`${d}T00:00:00Z`).getUTCDay() === 1 ? (
          <text key={`d${d}`} x={i * dayWidth + 2} y={33} fill="#8c8c8c">{Number(d.slice(8))}</text>
        ) : null,
      )}
      {todayX > 0 && todayX < days * dayWidth && <line x1={todayX} x2={todayX} y1={HEAD} y2={height} stroke="#faad14" strokeDasharray="4 3" />}
    </g>
  );
}

/** Finish-to-start arrows: from a predecessor's end to its successor's start. */
export function GanttLinks({ tasks, rowOf, x, dayWidth }: { tasks: Task[]; rowOf: Map<string, number>; x: (d: string) => number; dayWidth: number }) {
  const byId = new Map(tasks.map((t) => [t.task_id, t]));
  return (
    <g fill="none" strokeWidth={1}>
      {tasks.flatMap((t) =>
        t.predecessors.map((p) => {
          const pred = byId.get(p);
          if (!pred) return null;
          const x1 = pred.is_milestone ? x(pred.start_date) + 8 : x(addDays(pred.end_date, 1));
          const y1 = HEAD + rowOf.get(p)! * ROW + 13;
          const x2 = x(t.start_date) - (t.is_milestone ? 8 : 0);
          const y2 = HEAD + rowOf.get(t.task_id)! * ROW + 13;
          const critical = pred.is_critical && t.is_critical;
          const mid = Math.max(x1 + dayWidth, x1 + 4);
          return (
            <path key={`${p}-${t.task_id}`} d={`M${x1} ${y1} H${mid} V${y2} H${x2 - 4} l0 -3 l4 3 l-4 3 z`} stroke={critical ? '#ff4d4f' : '#8c8c8c'} />
          );
        }),
      )}
    </g>
  );
}
