import { useState } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Segmented from 'antd/es/segmented';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table';
import { Msg, ResultCode } from '@zhuyun/contracts';
import { isApiError } from '@zhuyun/client';
import { ErrorFallback } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import { useAuthApplyList, type AuthApplyRow } from '../api/get-auth-apply-list';
import { useExamineAuthApply } from '../api/examine-auth-apply';
import { ReviewStatusTag } from '../components/review-status-tag';

const FILTERS = [
  { label: '待审核', value: 2 },
  { label: '已通过', value: 3 },
  { label: '已驳回', value: 4 },
  { label: '全部', value: 0 },
];

/** /applicationMarketManage: the platform administrator approves or rejects units' business-system applications. */
export function SystemAuthReviewPage() {
  const [status, setStatus] = useState(2);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const list = useAuthApplyList({ page, status: status || undefined, search });
  const examine = useExamineAuthApply();
  const [rejecting, setRejecting] = useState<AuthApplyRow | null>(null);
  const [remark, setRemark] = useState('');

  const decide = async (row: AuthApplyRow, decision: 3 | 4, note?: string) => {
    await examine.mutateAsync({ company_id: row.company_id, sid: row.sid, status: decision, remark: note || undefined });
    toast.success(Msg.operationOk);
  };

  if (list.isError && isApiError(list.error) && list.error.code === ResultCode.FORBIDDEN) {
    return <ErrorFallback title={Msg.error403} description={list.error.message} />;
  }

  const columns: ColumnsType<AuthApplyRow> = [
    { title: '单位', dataIndex: 'company_name' },
    { title: '业务系统', dataIndex: 'system_name' },
    { title: '申请人', dataIndex: 'applicant_name', render: (name: string | null) => name ?? '—' },
    {
      title: '申请时间',
      dataIndex: 'applied_at',
      render: (at: string) => new Date(at).toLocaleString('zh-CN'),
      sorter: (a, b) => a.applied_at.localeCompare(b.applied_at),
      defaultSortOrder: 'descend',
    },
    { title: '状态', dataIndex: 'status', render: (s: number) => <ReviewStatusTag status={s} /> },
    { title: '审核意见', dataIndex: 'remark', render: (r: string | null) => r ?? '—' },
    {
      title: '操作',
      key: 'action',
      render: (_, row) =>
        row.status === 2 ? (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => void decide(row, 3).catch(() => undefined)}>
              通过
            </Button>
            <Button type="link" size="small" danger onClick={() => (setRejecting(row), setRemark(''))}>
              驳回
            </Button>
          </Space>
        ) : null,
    },
  ];

  return (
    <Card
      title="业务系统授权审核"
      extra={
        <Space wrap>
          <Segmented options={FILTERS} value={status} onChange={(v) => (setStatus(v), setPage(1))} />
          <Input.Search placeholder="搜索单位或系统" allowClear onSearch={(v) => (setSearch(v.trim()), setPage(1))} style={{ width: 220 }} />
        </Space>
      }
    >
      {list.isError ? (
        <ErrorFallback title="加载失败" description={list.error.message} onRetry={() => void list.refetch()} />
      ) : (
        <Table<AuthApplyRow>
          rowKey={(row) => `${row.company_id}:${row.sid}`}
          size="middle"
          columns={columns}
          dataSource={list.data?.list ?? []}
          loading={list.isFetching}
          locale={{ emptyText: status === 2 ? '没有待审核的申请' : '暂无记录' }}
          pagination={{ current: page, pageSize: 10, total: list.data?.total_count ?? 0, showSizeChanger: false, onChange: setPage }}
        />
      )}
      <Modal
        title={`驳回：${rejecting?.company_name ?? ''} · ${rejecting?.system_name ?? ''}`}
        open={Boolean(rejecting)}
        okText="驳回"
        okButtonProps={{ danger: true, loading: examine.isPending }}
        onCancel={() => setRejecting(null)}
        onOk={() => {
          if (!rejecting) return;
          void decide(rejecting, 4, remark.trim())
            .then(() => setRejecting(null))
            .catch(() => undefined);
        }}
      >
        <Input.TextArea rows={3} maxLength={200} showCount placeholder="驳回原因（选填）" value={remark} onChange={(e) => setRemark(e.target.value)} />
      </Modal>
    </Card>
  );
}
