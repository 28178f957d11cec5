import { ResourcePage, useApiClient, type ResourceColumn } from '@zhuyun/ui';
import { robots, type ResponseOf } from '@zhuyun/contracts';
import { robotKeys, sceneApi } from '../api/robot-api';
import { CheckpointDialog } from '../components/checkpoint-dialog';
import { beijing } from '../components/robot-format';

type Row = ResponseOf<typeof robots.listPatrolScenes>['list'][number];

/** /patrolSceneManage: named sets of checkpoints (a gate, a crane area …) that templates import. */
export function PatrolScenePage() {
  const client = useApiClient();
  const columns: ResourceColumn<Row>[] = [
    { key: 'scene_name', title: '场景名称', sortable: true, search: { kind: 'input', name: 'search', placeholder: '搜索场景名称', width: 220 } },
    {
      key: 'checkpoints',
      title: '巡检点',
      render: (_v, r) => r.checkpoints.map((c) => (c.ai_check ? `${c.name}（AI）` : c.name)).join('、'),
      exportValue: (r) => r.checkpoints.map((c) => c.name).join('、'),
    },
    { key: 'remark', title: '备注', render: (v) => (v as string | null) ?? '—' },
    { key: 'created_at', title: '创建时间', sortable: true, render: (v) => beijing(v as string) },
  ];
  return (
    <ResourcePage<Row>
      title="巡检场景"
      noun="巡检场景"
      api={sceneApi}
      queryKey={robotKeys.scenes}
      rowKey="scene_id"
      columns={columns}
      describe={(r) => r.scene_name}
      invalidates={[robotKeys.templates]}
      dialog={({ open, editing, close, saved }) => (
        <CheckpointDialog
          open={open}
          kind="scene"
          editing={editing && { name: editing.scene_name, checkpoints: editing.checkpoints, remark: editing.remark }}
          close={close}
          submit={async (v) => {
            const body = { scene_name: v.name, checkpoints: v.checkpoints, remark: v.remark };
            if (editing) await client.call(robots.updatePatrolScene, { scene_id: editing.scene_id, ...body });
            else await client.call(robots.createPatrolScene, body);
            saved();
          }}
        />
      )}
    />
  );
}
