import { useState } from 'react';
import { Button, Modal, Popconfirm, Select, Space, Table, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { EvalMsg, routes } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import { evalKeys } from '../api/evaluation-queries';

/** The data-authorisation users of one org unit: empowerment adds members of the unit, cancel-empowerment removes. */
export function EmpowerModal({ obs, onClose }: { obs: { obs_id: string; obs_name: string } | null; onClose(): void }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const users = useQuery({
    queryKey: evalKeys.list('obs-users', { obs: obs?.obs_id }),
    queryFn: ({ signal }) => client.call(routes.evalListObsUsers, { obs_id: String(obs?.obs_id) }, { signal, silent: true }),
    enabled: obs !== null,
  });
  const members = useQuery({
    queryKey: ['evaluation', 'company-users', search],
    queryFn: ({ signal }) => client.call(routes.getCompanyUsers, { search: search || undefined, page_size: 50 }, { signal, silent: true }),
    enabled: obs !== null,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: evalKeys.all });
  const empower = async () => {
    if (!obs) return;
    if (!picked.length) return toast.warning(EvalMsg.usersRequired);
    const { added } = await client.call(routes.evalEmpowerObs, { obs_id: obs.obs_id, user_ids: picked });
    toast.success(`已授权 ${added} 人`);
    setPicked([]);
    await refresh();
  };
  const cancel = async (userId: string) => {
    if (!obs) return;
    await client.call(routes.evalCancelEmpowerObs, { obs_id: obs.obs_id, user_ids: [userId] });
    toast.success('已取消授权');
    await refresh();
  };
  return (
    <Modal title={`数据授权 · ${obs?.obs_name ?? ''}`} open={obs !== null} onCancel={onClose} footer={null} width={640} destroyOnHidden>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">被授权的用户可查看该组织的评价数据。</Typography.Text>
        <Space.Compact style={{ width: '100%' }}>
          <Select
            mode="multiple"
            style={{ flex: 1 }}
            value={picked}
            onChange={setPicked}
            showSearch
            filterOption={false}
            onSearch={setSearch}
            loading={members.isFetching}
            placeholder="选择本单位成员"
            options={(members.data?.list ?? []).filter((u) => u.status === 3).map((u) => ({ value: u.user_id, label: `${u.user_name} ${u.phone}` }))}
          />
          <Button type="primary" onClick={() => void empower().catch(() => undefined)}>
            授权
          </Button>
        </Space.Compact>
        <Table
          rowKey="user_id"
          size="small"
          loading={users.isFetching}
          dataSource={users.data?.list ?? []}
          pagination={false}
          locale={{ emptyText: '尚未授权任何用户' }}
          columns={[
            { title: '姓名', dataIndex: 'user_name' },
            { title: '手机号', dataIndex: 'phone' },
            { title: '授权时间', dataIndex: 'created_at', render: (v: string) => v.slice(0, 10) },
            {
              title: '操作',
              key: 'actions',
              render: (_, u) => (
                <Popconfirm title={`取消 ${u.user_name} 的授权？`} onConfirm={() => void cancel(u.user_id).catch(() => undefined)}>
                  <Button type="link" size="small" danger>
                    取消授权
                  </Button>
                </Popconfirm>
              ),
            },
          ]}
        />
      </Space>
    </Modal>
  );
}
