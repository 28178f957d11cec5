import Tag from 'antd/es/tag';
import { ResourcePage, type ResourceColumn } from '@zhuyun/ui';
import { robots, type ResponseOf } from '@zhuyun/contracts';
import { robotKeys, taskApi, useRobotOptions, useTemplates } from '../api/robot-api';
import { beijing } from '../components/robot-format';

type Row = ResponseOf<typeof robots.listPatrolTasks>['list'][number];
const { PatrolMsg } = robots;
const enabledOptions = [
  { value: 1, label: '启用' },
  { value: 0, label: '停用' },
];
const CRON_SHAPE = /^[\d*,/-]+(\s+[\d*,/-]+){4}$/;

/** /patrolTaskManage: scheduled patrols: a robot walks a template whenever the cron rule (Beijing time) says. */
export function PatrolTaskPage() {
  const robotOptions = useRobotOptions();
  const templates = useTemplates();
  const templateOptions = (templates.data?.list ?? []).map((t) => ({ value: t.template_id, label: t.template_name }));
  const columns: ResourceColumn<Row>[] = [
    {
      key: 'task_name',
      title: '任务名称',
      sortable: true,
      search: { kind: 'input', name: 'search', placeholder: '搜索任务名称', width: 220 },
      form: { kind: 'input', required: PatrolMsg.taskNameRequired, max: 50 },
    },
    {
      key: 'robot_id',
      title: '机器人',
      search: { kind: 'select', options: robotOptions },
      form: { kind: 'select', options: robotOptions, required: PatrolMsg.taskRobotRequired },
      render: (_v, r) => r.robot_name ?? '—',
      exportValue: (r) => r.robot_name ?? '',
    },
    {
      key: 'template_id',
      title: '巡检模板',
      form: { kind: 'select', options: templateOptions, required: PatrolMsg.taskTemplateRequired },
      render: (_v, r) => r.template_name ?? '—',
      exportValue: (r) => r.template_name ?? '',
    },
    {
      key: 'cron',
      title: '执行规则',
      form: { kind: 'input', required: PatrolMsg.cronInvalid, max: 100, placeholder: '分 时 日 月 周，如 30 8 * * 1-5（北京时间）', rules: [{ pattern: CRON_SHAPE, message: PatrolMsg.cronInvalid }] },
      render: (v) => <code>{v as string}</code>,
    },
    {
      key: 'enabled',
      title: '状态',
      form: { kind: 'select', options: enabledOptions, required: true },
      render: (v) => (v === 1 ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
      exportValue: (r) => (r.enabled === 1 ? '启用' : '停用'),
    },
    { key: 'next_run_at', title: '下次执行', sortable: true, render: (v) => beijing(v as string | null) },
    { key: 'last_run_at', title: '上次执行', render: (v) => beijing(v as string | null) },
    { key: 'last_result', title: '上次结果', render: (v) => (v as string | null) ?? '—' },
    { key: 'remark', title: '备注', hideInTable: true, form: { kind: 'textarea', max: 200 } },
  ];
  return (
    <ResourcePage<Row>
      title="巡检任务"
      noun="巡检任务"
      api={taskApi}
      queryKey={robotKeys.tasks}
      rowKey="task_id"
      columns={columns}
      describe={(r) => r.task_name}
      initialValues={(r) => (r ? { ...r } : { enabled: 1, cron: '30 8 * * *' })}
    />
  );
}
