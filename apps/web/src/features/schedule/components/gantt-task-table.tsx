import Progress from 'antd/es/progress';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { schedule } from '@zhuyun/contracts';
import type { Gantt } from '../api/use-gantt';

type Task = Gantt['tasks'][number];
const { dayNumber } = schedule;

/** Days the actual end lies after the baseline's (negative: ahead). */
const slip = (t: Task) => (t.baseline_end ? dayNumber(t.end_date) - dayNumber(t.baseline_end) : null);

/** The schedule as a table: baseline against actual, the slip, float and critical tasks. */
export function GanttTaskTable({ tasks, showBaseline }: { tasks: Task[]; showBaseline: boolean }) {
  const names = new Map(tasks.map((t) => [t.task_id, t.sort_no]));
  return (
    <Table<Task>
      rowKey="task_id"
      size="small"
      dataSource={tasks}
      pagination={{ pageSize: 50, hideOnSinglePage: true }}
      columns={[
        { key: 'sort_no', dataIndex: 'sort_no', title: '序号', width: 60 },
        { key: 'task_name', dataIndex: 'task_name', title: '任务名称', render: (v: string, t) => (t.is_milestone ? `◆ ${v}` : v) },
        ...(showBaseline
          ? [
              { key: 'baseline_start', dataIndex: 'baseline_start', title: '基线开始' },
              { key: 'baseline_end', dataIndex: 'baseline_end', title: '基线结束' },
            ]
          : []),
        { key: 'start_date', dataIndex: 'start_date', title: '实际开始' },
        { key: 'end_date', dataIndex: 'end_date', title: '实际结束' },
        { key: 'slip', title: '偏差(天)', render: (_: unknown, t: Task) => { const s = slip(t); return s === null ? '—' : s > 0 ? <Tag color="orange">+{s}</Tag> : s; } },
        { key: 'duration', dataIndex: 'duration', title: '工期(天)' },
        { key: 'predecessors', title: '前置任务', render: (_: unknown, t: Task) => t.predecessors.map((p) => names.get(p)).join(',') },
        { key: 'total_float', dataIndex: 'total_float', title: '总时差(天)' },
        { key: 'is_critical', title: '关键', render: (_: unknown, t: Task) => (t.is_critical ? <Tag color="red">关键</Tag> : null) },
        { key: 'progress', dataIndex: 'progress', title: '进度', width: 140, render: (v: number) => <Progress percent={v} size="small" /> },
      ]}
    />
  );
}
