import { useState } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Space from 'antd/es/space';
import type { ColumnsType } from 'antd/es/table';
import { Msg, ResultCode } from '@zhuyun/contracts';
import { isApiError } from '@zhuyun/client';
import { ErrorFallback, PagedTable, RejectDialog, ReviewFilters, useTableQuery } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import { useAuthApplyList, type AuthApplyQuery, type AuthApplyRow } from '../api/get-auth-apply-list';
import { useExamineAuthApply } from '../api/examine-auth-apply';
import { ReviewStatusTag } from '../components/review-status-tag';

/** /applicationMarketManage: the platform administrator approves or rejects units' business-system applications. */
export function SystemAuthReviewPage() {
  const { query, sortOf, onTableChange, refine } = useTableQuery<AuthApplyQuery>({ page: 1, per_page: 10, status: 2 });
  const list = useAuthApplyList(query);
  const examine = useExamineAuthApply();
  const [rejecting, setRejecting] = useState<AuthApplyRow | null>(null);

  const decide = async (row: AuthApplyRow, decision: 3 | 4, note?: string) => {
    await examine.mutateAsync({ company_id: row.company_id, sid: row.sid, status: decision, remark: note || undefined });
    toast.success(Msg.operationOk);
  };

  if (list.isError && isApiError(list.error) && list.error.code === ResultCode.FORBIDDEN) {
    return <ErrorFallback title={Msg.error403} description={list.error.message} />;
  }

  const columns: ColumnsType<AuthApplyRow> = [
    { title: '单位', dataIndex: 'company_name', sorter: true, sortOrder: sortOf('company_name') },
    { title: '业务系统', dataIndex: 'system_name', sorter: true, sortOrder: sortOf('system_name') },
    { title: '申请人', dataIndex: 'applicant_name', render: (name: string | null) => name ?? '—' },
    {
      title: '申请时间',
      dataIndex: 'applied_at',
      render: (at: string) => new Date(at).toLocaleString('zh-CN'),
      sorter: true,
      sortOrder: sortOf('applied_at'),
    },
    { title: '状态', dataIndex: 'status', sorter: true, sortOrder: sortOf('status'), render: (s: number) => <ReviewStatusTag status={s} /> },
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
            <Button type="link" size="small" danger onClick={() => setRejecting(row)}>
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
        <ReviewFilters
          status={query.status}
          onStatus={(status) => refine({ status })}
          searchLabel="搜索授权申请"
          searchPlaceholder="搜索单位或系统"
          onSearch={(search) => refine({ search })}
        />
      }
    >
      <PagedTable<AuthApplyRow>
        rowKey={(row) => `${row.company_id}:${row.sid}`}
        size="middle"
        columns={columns}
        answer={list.data}
        loading={list.isFetching}
        error={list.isError && { title: '授权申请加载失败', retry: () => void list.refetch() }}
        emptyText={query.status === 2 ? '没有待审核的申请' : '暂无记录'}
        pageSize={10}
        onChange={onTableChange}
      />
      <RejectDialog
        title={`驳回：${rejecting?.company_name ?? ''} · ${rejecting?.system_name ?? ''}`}
        open={Boolean(rejecting)}
        pending={examine.isPending}
        onCancel={() => setRejecting(null)}
        onReject={(remark) => (rejecting ? decide(rejecting, 4, remark).then(() => setRejecting(null)) : Promise.resolve())}
      />
    </Card>
  );
}
