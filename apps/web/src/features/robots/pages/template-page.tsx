import { ResourcePage, useApiClient, type ResourceColumn } from '@zhuyun/ui';
import { robots, type ResponseOf } from '@zhuyun/contracts';
import { robotKeys, templateApi, useRobotOptions } from '../api/robot-api';
import { CheckpointDialog } from '../components/checkpoint-dialog';
import { beijing } from '../components/robot-format';

type Row = ResponseOf<typeof robots.listPatrolTemplates>['list'][number];

/** /tempManage: patrol templates, a robot's route of checkpoints (some looked at by the AI); may start from a scene. */
export function TemplatePage() {
  const client = useApiClient();
  const robotOptions = useRobotOptions();
  const columns: ResourceColumn<Row>[] = [
    { key: 'template_name', title: '模板名称', sortable: true, search: { kind: 'input', name: 'search', placeholder: '搜索模板名称', width: 220 } },
    { key: 'robot_id', title: '执行机器人', search: { kind: 'select', options: robotOptions }, render: (_v, r) => r.robot_name ?? '—', exportValue: (r) => r.robot_name ?? '' },
    {
      key: 'checkpoints',
      title: '巡检点',
      render: (_v, r) => r.checkpoints.map((c) => (c.ai_check ? `${c.name}（AI）` : c.name)).join(' → '),
      exportValue: (r) => r.checkpoints.map((c) => c.name).join(' → '),
    },
    { key: 'created_at', title: '创建时间', sortable: true, render: (v) => beijing(v as string) },
  ];
  return (
    <ResourcePage<Row>
      title="巡检模板"
      noun="巡检模板"
      api={templateApi}
      queryKey={robotKeys.templates}
      rowKey="template_id"
      columns={columns}
      describe={(r) => r.template_name}
      dialog={({ open, editing, close, saved }) => (
        <CheckpointDialog
          open={open}
          kind="template"
          editing={editing && { name: editing.template_name, robot_id: editing.robot_id, checkpoints: editing.checkpoints, remark: editing.remark }}
          close={close}
          submit={async (v) => {
            const body = { template_name: v.name, robot_id: v.robot_id, checkpoints: v.checkpoints, remark: v.remark };
            if (editing) await client.call(robots.updatePatrolTemplate, { template_id: editing.template_id, ...body });
            else await client.call(robots.createPatrolTemplate, body);
            saved();
          }}
        />
      )}
    />
  );
}
