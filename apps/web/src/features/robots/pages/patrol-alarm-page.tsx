import { Link } from 'react-router';
import { ResourcePage, type ResourceColumn } from '@zhuyun/ui';
import type { robots } from '@zhuyun/contracts';
import { alarmApi, robotKeys, useRobotOptions } from '../api/robot-api';
import { beijing } from '../components/robot-format';

type Row = robots.PatrolFindingRow;

/** /patrolAlarmRecord: the abnormal checkpoints of patrols (each also raised one alarm in the message centre). */
export function PatrolAlarmPage() {
  const robotOptions = useRobotOptions();
  const columns: ResourceColumn<Row>[] = [
    { key: 'checked_at', title: '告警时间', render: (v) => beijing(v as string) },
    { key: 'checkpoint', title: '巡检点', search: { kind: 'input', name: 'search', placeholder: '搜索巡检点、机器人或说明', width: 240 } },
    { key: 'summary', title: '告警内容' },
    { key: 'robot_id', title: '机器人', search: { kind: 'select', options: robotOptions }, render: (_v, r) => r.robot_name, exportValue: (r) => r.robot_name },
    { key: 'template_name', title: '巡检模板' },
  ];
  return (
    <ResourcePage<Row>
      title="巡检告警"
      noun="巡检告警"
      api={alarmApi}
      queryKey={robotKeys.alarms}
      rowKey="result_id"
      columns={columns}
      rowActions={(r) => (
        <>
          <Link to={`/patrolReport?run_id=${r.run_id}`} style={{ marginRight: 8 }}>
            巡检报告
          </Link>
          <Link to="/AlarmRecord">告警中心</Link>
        </>
      )}
    />
  );
}
