import { Link } from 'react-router';
import { ResourcePage, type ResourceColumn } from '@zhuyun/ui';
import { robots, type ResponseOf } from '@zhuyun/contracts';
import { robotApi, robotKeys } from '../api/robot-api';
import { batteryBar, beijing, stateTag } from '../components/robot-format';

type Row = ResponseOf<typeof robots.listRobots>['list'][number];
const { RobotMsg } = robots;

/** /robotManagement: the unit's inspection robots; state, battery and position are the robot's to report, not the form's. */
export function RobotManagementPage() {
  const columns: ResourceColumn<Row>[] = [
    {
      key: 'robot_name',
      title: '机器人名称',
      sortable: true,
      search: { kind: 'input', name: 'search', placeholder: '搜索名称或编号', width: 220 },
      form: { kind: 'input', required: RobotMsg.robotNameRequired, max: 50 },
    },
    { key: 'robot_sn', title: '机器人编号', form: { kind: 'input', required: RobotMsg.robotSnRequired, max: 64 } },
    { key: 'model', title: '型号', form: { kind: 'input', max: 50 }, render: (v) => (v as string | null) ?? '—' },
    { key: 'state', title: '状态', render: (v) => stateTag(v as number), exportValue: (r) => robots.ROBOT_STATE_NAMES[r.state] },
    { key: 'battery', title: '电量', sortable: true, render: (v) => batteryBar(v as number), exportValue: (r) => `${r.battery}%` },
    { key: 'pos_x', title: '位置', render: (_v, r) => `(${r.pos_x}, ${r.pos_y})`, exportValue: (r) => `${r.pos_x},${r.pos_y}` },
    { key: 'last_seen_at', title: '最近上报', render: (v) => beijing(v as string | null) },
    { key: 'remark', title: '备注', hideInTable: true, form: { kind: 'textarea', max: 200 } },
  ];
  return (
    <ResourcePage<Row>
      title="机器人管理"
      noun="机器人"
      api={robotApi}
      queryKey={robotKeys.robots}
      rowKey="robot_id"
      columns={columns}
      describe={(r) => r.robot_name}
      rowActions={(r) => (
        <Link to={`/robotDetails?robot_id=${r.robot_id}`} style={{ marginRight: 8 }}>
          详情
        </Link>
      )}
    />
  );
}
