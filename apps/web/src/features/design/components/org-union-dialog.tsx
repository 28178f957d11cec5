import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
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

export interface UnionTarget {
  org_id: string;
  org_name: string;
  parent_org_id: string | null;
}

/**
 * 关联单位 of /designManage: a design unit's children (children_org) and relating more units to it (POST
 * jt_org/union with the org and the picked units). The picker leaves out the unit itself, its children and its parent;
 * a unit further up would make a cycle, which the server refuses with its own message (shown by the client, the
 * dialog stays open). A success refreshes the list (the 上级单位 column) and the children shown here.
 */
export function OrgUnionDialog({ org, onClose }: { org: UnionTarget | null; onClose: () => void }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<string[]>([]);
  const orgId = org?.org_id;
  // Under designKeys.orgs, so the invalidation after a union refreshes it with the list.
  const children = useQuery({
    queryKey: [...designKeys.orgs, 'children', orgId],
    enabled: Boolean(orgId),
    queryFn: ({ signal }) => client.call(design.getChildrenOrg, { org_id: orgId as string }, { signal, silent: true }),
  });
  const all = useQuery({
    queryKey: [...designKeys.orgs, 'select'],
    enabled: Boolean(orgId),
    queryFn: ({ signal }) => client.call(design.getOrgSelect, {}, { signal, silent: true }),
  });
  const taken = new Set([orgId, org?.parent_org_id, ...(children.data?.list ?? []).map((c) => c.org_id)]);
  const options = (all.data?.list ?? []).filter((o) => !taken.has(o.org_id)).map((o) => ({ value: o.org_id, label: o.org_name }));
  const union = useMutation({
    mutationFn: () => client.call(design.unionOrg, { org_id: orgId as string, child_org_ids: picked }),
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
  const retry = (q: { refetch: () => unknown }) => (
    <Button size="small" onClick={() => void q.refetch()}>
      重试
    </Button>
  );
  return (
    <Modal
      open={Boolean(org)}
      title={org ? `关联单位：${org.org_name}` : ''}
      okText="关联"
      okButtonProps={{ disabled: !picked.length }}
      confirmLoading={union.isPending}
      onOk={() => union.mutate()}
      onCancel={close}
      destroyOnHidden
    >
      <div style={{ marginBottom: 8, color: 'rgba(0,0,0,0.45)' }}>下级单位</div>
      {children.isPending && <Skeleton active title={false} paragraph={{ rows: 1 }} />}
      {children.isError && <Alert type="error" showIcon title="下级单位加载失败" action={retry(children)} />}
      {children.data && (
        <div style={{ marginBottom: 16 }}>
          {children.data.list.length ? children.data.list.map((c) => <Tag key={c.org_id}>{c.org_name}</Tag>) : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无下级单位" />}
        </div>
      )}
      {all.isError ? (
        <Alert type="error" showIcon title="设计单位加载失败" action={retry(all)} />
      ) : (
        <Select
          mode="multiple"
          style={{ width: '100%' }}
          aria-label="关联单位"
          placeholder="选择要关联为下级的设计单位"
          loading={all.isPending}
          options={options}
          value={picked}
          onChange={setPicked}
          optionFilterProp="label"
          notFoundContent={all.isPending ? '加载中' : '暂无可关联的设计单位'}
        />
      )}
    </Modal>
  );
}
