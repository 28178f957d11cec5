import { useState } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Space from 'antd/es/space';
import type { ColumnsType } from 'antd/es/table';
import { Msg, PersonalMsg, ResultCode } from '@zhuyun/contracts';
import { isApiError } from '@zhuyun/client';
import { ErrorFallback, PagedTable, RejectDialog, ReviewFilters, useTableQuery } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import { useAuditPersonnel, usePersonnelList, type PersonnelQuery, type PersonnelRow } from '../api/personnel-api';
import { PersonnelDetailDrawer } from '../components/personnel-detail-drawer';
import { StatusTag } from '../components/status-tag';

/**
 * /personnelAudit: information and certificates the unit's people submitted; a reviewer approves, or rejects with a
 * reason the person reads on /auditRecords.
 */
export function PersonnelAuditPage() {
  const { query, sortOf, onTableChange, refine } = useTableQuery<PersonnelQuery>({ page: 1, per_page: 10, status: 2 });
  const [viewing, setViewing] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<PersonnelRow | null>(null);
  const list = usePersonnelList(query);
  const audit = useAuditPersonnel();

  const decide = async (row: PersonnelRow, status: 3 | 4, remark?: string) => {
    const answer = await audit.mutateAsync({ submission_id: row.submission_id, status, remark: remark || null });
    toast.success(answer.msg);
  };

  if (list.isError && isApiError(list.error) && list.error.code === ResultCode.FORBIDDEN) {
    return <ErrorFallback title={Msg.error403} description={list.error.message} />;
  }

  const columns: ColumnsType<PersonnelRow> = [
    {
      title: '姓名',
      dataIndex: 'real_name',
      key: 'real_name',
      sorter: true,
      sortOrder: sortOf('real_name'),
      render: (name: string, row) => (
        <Button type="link" size="small" onClick={() => setViewing(row.submission_id)}>
          {name}
        </Button>
      ),
    },
    { title: '手机号', dataIndex: 'phone', key: 'phone' },
    { title: '证书名称', dataIndex: 'cert_name', key: 'cert_name' },
    { title: '证书编号', dataIndex: 'cert_no', key: 'cert_no', render: (v: string | null) => v ?? '—' },
    { title: '有效期至', dataIndex: 'cert_valid_until', key: 'cert_valid_until', render: (v: string | null) => v ?? '—' },
    { title: '附件', dataIndex: 'file_count', key: 'file_count', render: (n: number) => `${n} 个` },
    {
      title: '提交时间',
      dataIndex: 'submitted_at',
      key: 'submitted_at',
      sorter: true,
      sortOrder: sortOf('submitted_at'),
      render: (at: string) => new Date(at).toLocaleString('zh-CN'),
    },
    { title: '状态', dataIndex: 'status', key: 'status', sorter: true, sortOrder: sortOf('status'), render: (s: number) => <StatusTag status={s} /> },
    {
      title: '操作',
      key: 'action',
      render: (_, row) =>
        row.status === 2 ? (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => void decide(row, 3).catch(() => undefined)}>
              通过
            </Button>
            <Button type="link" size="small" danger onClick={() => setRejecting(row)}>
              驳回
            </Button>
          </Space>
        ) : (
          <span>{row.remark ?? ''}</span>
        ),
    },
  ];

  return (
    <Card
      title="人员审核"
      extra={
        <ReviewFilters
          status={query.status}
          onStatus={(status) => refine({ status })}
          searchLabel="搜索人员资料"
          searchPlaceholder="搜索姓名、手机号或证书"
          onSearch={(search) => refine({ search })}
        />
      }
    >
      <PagedTable<PersonnelRow>
        rowKey="submission_id"
        size="middle"
        columns={columns}
        answer={list.data}
        loading={list.isFetching}
        error={list.isError && { title: '人员资料加载失败', retry: () => void list.refetch() }}
        emptyText={query.status === 2 ? '没有待审核的资料' : '暂无记录'}
        pageSize={10}
        onChange={onTableChange}
      />
      <PersonnelDetailDrawer id={viewing} onClose={() => setViewing(null)} />
      <RejectDialog
        title={`驳回：${rejecting?.real_name ?? ''} · ${rejecting?.cert_name ?? ''}`}
        open={Boolean(rejecting)}
        pending={audit.isPending}
        placeholder="请填写驳回原因，提交人将看到此原因（必填）"
        onCancel={() => setRejecting(null)}
        onReject={(remark) => {
          if (!rejecting) return Promise.resolve();
          // The server refuses a rejection without a reason too; saying so here saves a round trip.
          if (!remark) {
            toast.error(PersonalMsg.rejectReasonRequired);
            return Promise.resolve();
          }
          return decide(rejecting, 4, remark).then(() => setRejecting(null));
        }}
      />
    </Card>
  );
}
