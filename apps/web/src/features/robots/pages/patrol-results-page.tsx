import Tag from 'antd/es/tag';
import { Link, useSearchParams } from 'react-router';
import { ResourcePage, type ResourceColumn } from '@zhuyun/ui';
import type { ResponseOf, robots } from '@zhuyun/contracts';
import { robotKeys, runApi, useRobotOptions } from '../api/robot-api';
import { beijing, triggerName } from '../components/robot-format';

type Row = ResponseOf<typeof robots.listPatrolRuns>['list'][number];

/** /patrolinspectionResults: every patrol run, newest first, manual or scheduled, with the way to its report. */
export function PatrolResultsPage() {
  const robotOptions = useRobotOptions();
  const [params] = useSearchParams();
  const robotId = params.get('robot_id');
  const columns: ResourceColumn<Row>[] = [
    { key: 'started_at', title: '开始时间', render: (v) => beijing(v as string) },
    { key: 'robot_id', title: '机器人', search: { kind: 'select', options: robotOptions, ...(robotId ? { initial: robotId } : {}) }, render: (_v, r) => r.robot_name, exportValue: (r) => r.robot_name },
    { key: 'template_name', title: '巡检模板' },
    { key: 'trigger', title: '触发方式', render: (v) => triggerName(v as string) },
    { key: 'status', title: '状态', render: (v) => (v === 2 ? <Tag color="green">已完成</Tag> : <Tag color="blue">巡检中</Tag>), exportValue: (r) => (r.status === 2 ? '已完成' : '巡检中') },
    { key: 'abnormal_count', title: '异常数', render: (v) => (v ? <Tag color="red">{v as number}</Tag> : 0), exportValue: (r) => r.abnormal_count },
    { key: 'finished_at', title: '结束时间', render: (v) => beijing(v as string | null) },
  ];
  return (
    <ResourcePage<Row>
      title="巡检结果"
      noun="巡检记录"
      api={runApi}
      queryKey={robotKeys.runs}
      rowKey="run_id"
      columns={columns}
      rowActions={(r) => (
        <Link to={`/patrolReport?run_id=${r.run_id}`} style={{ marginRight: 8 }}>
          报告
        </Link>
      )}
    />
  );
}
