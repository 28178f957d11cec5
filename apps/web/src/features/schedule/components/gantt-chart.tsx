import { useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { schedule } from '@zhuyun/contracts';
import type { Gantt } from '../api/use-gantt';
import { draggedTasks, type DragMode } from '../lib/gantt-drag';
import { GanttHeader, GanttLinks } from './gantt-parts';

type Task = Gantt['tasks'][number];
const { dayNumber, addDays } = schedule;
export const ROW = 30;
export const HEAD = 40;
const LIST_W = 360;

interface Drag {
  taskId: string;
  mode: DragMode;
  x0: number;
  days: number;
}

interface Props {
  tasks: Task[];
  dayWidth: number;
  showBaseline: boolean;
  /** Called once a drag ends with the dragged task's new dates. */
  onMove?: (input: { task_id: string; start_date: string; end_date: string }) => void;
}

/**
 * The schedule drawn in SVG: the task list on the left, bars on a day scale on the right. Critical tasks are red, the
 * baseline is a grey bar under each, milestones are diamonds, finish-to-start links are arrows. Dragging a bar moves
 * it, dragging its right edge resizes it; successors follow live and the result is saved when the pointer is let go.
 */
export function GanttChart({ tasks: saved, dayWidth, showBaseline, onMove }: Props) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  const tasks = useMemo(() => (drag ? draggedTasks(saved, drag.taskId, drag.mode, drag.days) : saved), [saved, drag]);
  const range = useMemo(() => {
    const days = tasks.flatMap((t) => [t.start_date, t.end_date, t.baseline_start, t.baseline_end]).filter((d): d is string => Boolean(d));
    const first = days.reduce((a, b) => (b < a ? b : a));
    const last = days.reduce((a, b) => (b > a ? b : a));
    return { from: addDays(first, -7), days: dayNumber(last) - dayNumber(first) + 30 };
  }, [tasks]);
  const x = (day: string) => (dayNumber(day) - dayNumber(range.from)) * dayWidth;
  const width = range.days * dayWidth;
  const height = HEAD + tasks.length * ROW;
  const rowOf = new Map(tasks.map((t, i) => [t.task_id, i]));

  const start = (e: ReactPointerEvent, task: Task, mode: DragMode) => {
    if (!onMove) return;
    e.preventDefault();
    e.stopPropagation();
    (e.currentTarget as Element).setPointerCapture?.(e.pointerId);
    setDrag({ taskId: task.task_id, mode, x0: e.clientX, days: 0 });
  };
  const moveTo = (e: ReactPointerEvent) => drag && setDrag({ ...drag, days: Math.round((e.clientX - drag.x0) / dayWidth) });
  const end = () => {
    if (!drag) return;
    const t = tasks.find((x) => x.task_id === drag.taskId)!;
    setDrag(null);
    if (drag.days !== 0) onMove?.({ task_id: t.task_id, start_date: t.start_date, end_date: t.end_date });
  };

  return (
    <div style={{ display: 'flex', border: '1px solid #f0f0f0', borderRadius: 6, overflow: 'hidden' }}>
      <table style={{ width: LIST_W, flex: 'none', borderCollapse: 'collapse', fontSize: 12 }} aria-label="任务列表">
        <thead>
          <tr style={{ height: HEAD, background: '#fafafa' }}>
            <th style={{ textAlign: 'left', paddingLeft: 8 }}>任务名称</th>
            <th>开始</th>
            <th>结束</th>
            <th>进度</th>
          </tr>
        </thead>
        <tbody>
          {tasks.map((t) => (
            <tr key={t.task_id} style={{ height: ROW, borderTop: '1px solid #f5f5f5' }} data-task-row={t.task_name}>
              <td style={{ paddingLeft: 8, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: 170, color: t.is_critical ? '#cf1322' : undefined }} title={t.task_name}>
                {t.is_milestone ? '◆ ' : ''}
                {t.task_name}
              </td>
              <td data-field="start_date">{t.start_date}</td>
              <td data-field="end_date">{t.end_date}</td>
              <td style={{ textAlign: 'right', paddingRight: 8 }}>{t.progress}%</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div style={{ overflowX: 'auto', flex: 1 }}>
        <svg ref={svg} width={width} height={height} onPointerMove={moveTo} onPointerUp={end} onPointerCancel={() => setDrag(null)} style={{ display: 'block', touchAction: 'none', userSelect: 'none' }}>
          <GanttHeader from={range.from} days={range.days} dayWidth={dayWidth} height={height} />
          <GanttLinks tasks={tasks} rowOf={rowOf} x={x} dayWidth={dayWidth} />
          {tasks.map((t, i) => {
            const y = HEAD + i * ROW;
            const left = x(t.start_date);
            const w = Math.max(dayWidth, x(addDays(t.end_date, 1)) - left);
            const color = t.is_critical ? '#ff4d4f' : '#1677ff';
            const label = `任务 ${t.task_name}`;
            return (
              <g key={t.task_id} data-task={t.task_name}>
                {showBaseline && t.baseline_start && t.baseline_end && (
                  <rect x={x(t.baseline_start)} y={y + 21} width={Math.max(2, x(addDays(t.baseline_end, 1)) - x(t.baseline_start))} height={5} rx={2} fill="#bfbfbf">
                    <title>{`基线 ${t.baseline_start} ~ ${t.baseline_end}`}</title>
                  </rect>
                )}
                {t.is_milestone ? (
                  <path d={`M${left} ${y + 5} l8 8 l-8 8 l-8 -8 z`} fill={color} aria-label={label} role="img" onPointerDown={(e) => start(e, t, 'move')} style={{ cursor: onMove ? 'grab' : undefined }}>
                    <title>{`${t.task_name} ${t.start_date}`}</title>
                  </path>
                ) : (
                  <g>
                    <rect x={left} y={y + 6} width={w} height={14} rx={3} fill={color} fillOpacity={0.35} aria-label={label} role="img" onPointerDown={(e) => start(e, t, 'move')} style={{ cursor: onMove ? 'grab' : undefined }}>
                      <title>{`${t.task_name} ${t.start_date} ~ ${t.end_date}，总时差 ${t.total_float} 天`}</title>
                    </rect>
                    <rect x={left} y={y + 6} width={(w * t.progress) / 100} height={14} rx={3} fill={color} pointerEvents="none" />
                    {onMove && <rect x={left + w - 5} y={y + 6} width={6} height={14} fill="transparent" aria-label={`调整 ${t.task_name}`} onPointerDown={(e) => start(e, t, 'resize')} style={{ cursor: 'ew-resize' }} />}
                  </g>
                )}
              </g>
            );
          })}
        </svg>
      </div>
    </div>
  );
}
