import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Popconfirm from 'antd/es/popconfirm';
import Table from 'antd/es/table';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { members, project, type ResponseOf } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import { memberKeys } from '../api/member-api';

const { PROJECT_UNIT_ROLE_NAMES } = project;
type Role = keyof typeof PROJECT_UNIT_ROLE_NAMES;
type UnitRow = ResponseOf<typeof project.detailProject>['units'][number];

/** 参建单位: the project's participating units; one may leave the project with all of its members on it (unbind). */
export function UnitsDialog({ projectId, open, onClose }: { projectId: string; open: boolean; onClose: () => void }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: ['projects', 'detail', projectId],
    queryFn: ({ signal }) => client.call(project.detailProject, { project_id: projectId }, { signal, silent: true }),
    enabled: open,
  });
  const unbind = useMutation({
    mutationFn: (unitId: string) => client.call(members.unbindProject, { project_id: projectId, unbind_type: members.UnbindType.unit, unit_company_id: unitId }),
    onSuccess: (answer) => {
      toast.success(`已移出项目，同时移除成员 ${answer.removed_members} 人`);
      void detail.refetch();
      void queryClient.invalidateQueries({ queryKey: memberKeys.all });
    },
  });
  return (
    <Modal open={open} title="参建单位" footer={null} onCancel={onClose} width={640} destroyOnHidden>
      <Table<UnitRow>
        size="small"
        rowKey={(u) => `${u.unit_company_id}-${u.role}`}
        loading={detail.isLoading}
        dataSource={detail.data?.units ?? []}
        pagination={false}
        columns={[
          { title: '单位名称', dataIndex: 'unit_name' },
          { title: '参建类型', dataIndex: 'role', render: (r: Role) => PROJECT_UNIT_ROLE_NAMES[r] ?? r },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, u: UnitRow) =>
              u.unit_company_id === detail.data?.company_id ? null : (
                <Popconfirm title={`将「${u.unit_name ?? ''}」及其成员移出项目？`} okText="移出" cancelText="取消" onConfirm={() => unbind.mutateAsync(u.unit_company_id)}>
                  <Button type="link" size="small" danger>
                    移出项目
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
    </Modal>
  );
}
