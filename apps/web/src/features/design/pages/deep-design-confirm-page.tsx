import { useState } from 'react';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Tag from 'antd/es/tag';
import dayjs from 'dayjs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ResourcePage, useApiClient, type ResourceColumn } from '@zhuyun/ui';
import { design, type RequestOf, type ResponseOf } from '@zhuyun/contracts';
import { toast } from '../../../lib/feedback';
import { deepApi, designKeys } from '../api/design-api';
import { DEEP_COLOURS } from '../components/options';

type Row = ResponseOf<typeof design.listDeepDesigns>['list'][number];
const { DesignMsg, DEEP_STATUS_NAMES } = design;
const statusOptions = [1, 2, 3].map((value) => ({ value, label: DEEP_STATUS_NAMES[value] as string }));

/** /deepDesignConfirm: the design unit confirms a submitted deep design, or returns it with a reason. */
export function DeepDesignConfirmPage() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [returning, setReturning] = useState<Row | null>(null);
  const [reason, setReason] = useState('');
  const decide = useMutation({
    mutationFn: (v: { id: string; status: 2 | 3; reason?: string }) => client.call(design.confirmDeepDesign, { deep_design_id: v.id, status: v.status, reason: v.reason ?? null }),
    onSuccess: (r) => {
      toast.success(r.status === 2 ? '已确认' : '已退回');
      setReturning(null);
      setReason('');
      return Promise.all([queryClient.invalidateQueries({ queryKey: designKeys.deep }), queryClient.invalidateQueries({ queryKey: designKeys.projects })]);
    },
  });
  const columns: ResourceColumn<Row>[] = [
    { key: 'title', title: '深化设计', search: { kind: 'input', name: 'search', placeholder: '搜索名称或提交单位' }, form: { kind: 'input', required: DesignMsg.deepTitleRequired, max: 100 } },
    { key: 'project_name', title: '设计项目', render: (v) => (v as string | null) ?? '—' },
    { key: 'submit_unit', title: '提交单位', render: (v) => (v as string | null) ?? '—', form: { kind: 'input', max: 100 } },
    { key: 'status', title: '状态', sortable: true, search: { kind: 'select', options: statusOptions }, render: (v) => <Tag color={DEEP_COLOURS[v as number]}>{DEEP_STATUS_NAMES[v as number]}</Tag> },
    { key: 'reason', title: '退回原因', render: (v) => (v as string | null) ?? '—' },
    { key: 'confirmed_name', title: '处理人', render: (v, r) => (v ? `${v as string} ${dayjs(r.confirmed_at).format('MM-DD HH:mm')}` : '—') },
    { key: 'created_at', title: '提交时间', sortable: true, render: (v) => dayjs(v as string).format('YYYY-MM-DD HH:mm') },
    { key: 'content', title: '说明', hideInTable: true, form: { kind: 'textarea', max: 1000 } },
  ];
  return (
    <>
      <ResourcePage<Row, RequestOf<typeof design.saveDeepDesign>>
        title="深化设计确认" noun="深化设计" api={deepApi} queryKey={designKeys.deep} rowKey="deep_design_id" columns={columns}
        can={{ create: false, update: false }}
        rowActions={(r) =>
          r.status === 1 ? (
            <>
              <Button type="link" size="small" loading={decide.isPending} onClick={() => decide.mutate({ id: r.deep_design_id, status: 2 })}>确认</Button>
              <Button type="link" size="small" danger onClick={() => setReturning(r)}>退回</Button>
            </>
          ) : null
        }
      />
      <Modal
        open={!!returning} title={`退回：${returning?.title ?? ''}`} okText="退回" okButtonProps={{ danger: true, loading: decide.isPending }}
        onCancel={() => setReturning(null)}
        onOk={() => (reason.trim() ? returning && decide.mutate({ id: returning.deep_design_id, status: 3, reason: reason.trim() }) : toast.error(DesignMsg.deepReasonRequired))}
      >
        <Input.TextArea aria-label="退回原因" placeholder="请填写退回原因" maxLength={500} rows={4} value={reason} onChange={(e) => setReason(e.target.value)} />
      </Modal>
    </>
  );
}
