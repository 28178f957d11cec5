import { useState } from 'react';
import Alert from 'antd/es/alert';
import Empty from 'antd/es/empty';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@zhuyun/ui';
import { design } from '@zhuyun/contracts';
import { toast } from '../../../lib/feedback';
import { designKeys } from '../api/design-api';

/**
 * A design unit's children (children_org) and relating more units to it (union): the units picked become its
 * children; a unit above it cannot (the server refuses a cycle and says so).
 */
export function OrgUnionDialog({ org, onClose }: { org: { org_id: string; org_name: string } | null; onClose: () => void }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<string[]>([]);
  const children = useQuery({
    queryKey: ['design', 'orgs', 'children', org?.org_id],
    enabled: !!org,
    queryFn: ({ signal }) => client.call(design.getChildrenOrg, { org_id: (org as { org_id: string }).org_id }, { signal, silent: true }),
  });
  const all = useQuery({ queryKey: ['design', 'orgs', 'select'], enabled: !!org, queryFn: ({ signal }) => client.call(design.getOrgSelect, {}, { signal, silent: true }) });
  const taken = new Set([org?.org_id, ...(children.data?.list ?? []).map((c) => c.org_id)]);
  const options = (all.data?.list ?? []).filter((o) => !taken.has(o.org_id)).map((o) => ({ value: o.org_id, label: o.org_name }));
  const union = useMutation({
    mutationFn: () => client.call(design.unionOrg, { org_id: (org as { org_id: string }).org_id, child_org_ids: picked }),
    onSuccess: async (r) => {
      toast.success(`已关联 ${r.updated} 个下级单位`);
      setPicked([]);
      await queryClient.invalidateQueries({ queryKey: designKeys.orgs });
    },
  });
  const close = () => {
    setPicked([]);
    onClose();
  };
  return (
    <Modal
      open={!!org} title={org ? `下级单位：${org.org_name}` : ''} okText="关联" okButtonProps={{ disabled: !picked.length }}
      confirmLoading={union.isPending} onOk={() => union.mutate()} onCancel={close} destroyOnHidden
    >
      {children.isLoading && <Skeleton active paragraph={{ rows: 1 }} />}
      {children.isError && <Alert type="error" showIcon message="下级单位加载失败" />}
      {children.data && (
        <div style={{ marginBottom: 16 }}>
          {children.data.list.length ? children.data.list.map((c) => <Tag key={c.org_id}>{c.org_name}</Tag>) : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无下级单位" />}
        </div>
      )}
      <Select
        mode="multiple" style={{ width: '100%' }} aria-label="关联单位" placeholder={options.length ? '选择要关联为下级的设计单位' : '暂无其他设计单位'}
        loading={all.isLoading} options={options} value={picked} onChange={setPicked} optionFilterProp="label"
      />
    </Modal>
  );
}
