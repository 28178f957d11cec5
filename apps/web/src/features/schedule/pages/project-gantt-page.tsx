import { useRef, useState } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Result from 'antd/es/result';
import Segmented from 'antd/es/segmented';
import Space from 'antd/es/space';
import Switch from 'antd/es/switch';
import Tag from 'antd/es/tag';
import { isApiError } from '@zhuyun/client';
import { Msg, ResultCode } from '@zhuyun/contracts';
import { ErrorFallback, PageSkeleton } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import { useGantt, useGanttExcel, useMoveTask } from '../api/use-gantt';
import { useProjectChoice } from '../api/use-project-choice';
import { GanttChart } from '../components/gantt-chart';
import { GanttTaskTable } from '../components/gantt-task-table';
import { ProjectSelect } from '../components/project-select';

const ZOOM = [
  { value: 4, label: '月' },
  { value: 10, label: '周' },
  { value: 24, label: '日' },
];

/**
 * /ProjectGantt and /gantt: the chart (drag to move and resize, critical path in red, baseline in grey), Excel in and
 * out; /ProjectGanttDetail: the same schedule as a table of baseline against actual with each task's float.
 */
export function ProjectGanttPage({ view = 'chart' }: { view?: 'chart' | 'table' }) {
  const choice = useProjectChoice();
  const gantt = useGantt(choice.projectId);
  const move = useMoveTask(choice.projectId);
  const { importing, exporting } = useGanttExcel(choice.projectId);
  const [dayWidth, setDayWidth] = useState(10);
  const [baseline, setBaseline] = useState(true);
  const file = useRef<HTMLInputElement>(null);

  if (isApiError(gantt.error) && gantt.error.code === ResultCode.FORBIDDEN) return <Result status="403" title="403" subTitle={Msg.error403} />;
  const tasks = gantt.data?.tasks ?? [];
  const toolbar = (
    <Space wrap>
      <ProjectSelect choice={choice} />
      {view === 'chart' && <Segmented aria-label="时间刻度" value={dayWidth} onChange={(v) => setDayWidth(Number(v))} options={ZOOM} />}
      <Space size={4}>
        <Switch size="small" checked={baseline} onChange={setBaseline} aria-label="显示基线" />
        显示基线
      </Space>
      <Button loading={importing.isPending} disabled={!choice.projectId} onClick={() => file.current?.click()}>导入Excel/Project</Button>
      <Button loading={exporting.isPending} disabled={!tasks.length} onClick={() => void exporting.mutateAsync()}>导出Excel</Button>
      <input
        ref={file}
        type="file"
        accept=".xlsx,.xml"
        hidden
        aria-label="选择进度计划文件"
        onChange={(e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          if (f) void importing.mutateAsync(f).then((answer) => toast.success(answer.msg));
        }}
      />
    </Space>
  );
  const summary = gantt.data?.tasks.length ? (
    <Space size={16} style={{ marginBottom: 12 }}>
      <span>{gantt.data.gantt_name}</span>
      <span>
        {gantt.data.start_date} ~ {gantt.data.end_date}
      </span>
      <Tag color="red">关键任务 {tasks.filter((t) => t.is_critical).length}</Tag>
      <Tag>任务 {tasks.length}</Tag>
    </Space>
  ) : null;

  return (
    <Card title={view === 'table' ? '进度计划详情' : '项目进度计划'} extra={toolbar}>
      {!choice.projectId && !choice.loading ? (
        <Empty description="暂无项目，请先创建项目" />
      ) : gantt.isPending || choice.loading ? (
        <PageSkeleton rows={8} />
      ) : gantt.isError ? (
        <ErrorFallback title="进度计划加载失败" description={gantt.error?.message} onRetry={() => void gantt.refetch()} />
      ) : !tasks.length ? (
        <Empty description="暂无进度计划，可导入Excel" />
      ) : (
        <>
          {summary}
          {view === 'table' ? (
            <GanttTaskTable tasks={tasks} showBaseline={baseline} />
          ) : (
            <GanttChart tasks={tasks} dayWidth={dayWidth} showBaseline={baseline} onMove={move.isPending ? undefined : (input) => void move.mutateAsync(input).then(() => toast.success('已保存'))} />
          )}
        </>
      )}
    </Card>
  );
}

export function ProjectGanttDetailPage() {
  return <ProjectGanttPage view="table" />;
}
