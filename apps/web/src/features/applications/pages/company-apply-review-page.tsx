import { useState } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Space from 'antd/es/space';
import type { ColumnsType } from 'antd/es/table';
import { Msg, ResultCode } from '@zhuyun/contracts';
import { isApiError } from '@zhuyun/client';
import { ErrorFallback, PagedTable, RejectDialog, ReviewFilters, useTableQuery } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import { useAuditCompanyApply } from '../api/audit-company-apply';
import { useCompanyApplyList, type CompanyApplyQuery, type CompanyApplyRow } from '../api/get-company-apply-list';
import { ApplyDetailDrawer } from '../components/apply-detail-drawer';
import { ApplyStatusTag } from '../components/apply-status-tag';

/**
 * /AuditInformation: company applications from the complete-information dialog, reviewed by the platform
 * administrator; approving one makes the unit with its applicant as administrator.
 */
export function CompanyApplyReviewPage() {
  const { query, sortOf, onTableChange, refine } = useTableQuery<CompanyApplyQuery>({ page: 1, per_page: 10, status: 2 });
  const [viewing, setViewing] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<CompanyApplyRow | null>(null);
  const list = useCompanyApplyList(query);
  const audit = useAuditCompanyApply();

  const decide = async (row: CompanyApplyRow, decision: 3 | 4, note?: string) => {
    await audit.mutateAsync({ company_apply_id: row.company_apply_id, status: decision, remark: note || undefined });
    toast.success(Msg.operationOk);
  };

  if (list.isError && isApiError(list.error) && list.error.code === ResultCode.FORBIDDEN) {
    return <ErrorFallback title={Msg.error403} description={list.error.message} />;
  }

  const columns: ColumnsType<CompanyApplyRow> = [
    {
      title: '单位名称',
      dataIndex: 'company_name',
      sorter: true,
      sortOrder: sortOf('company_name'),
      render: (name: string, row) => (
        <Button type="link" size="small" onClick={() => setViewing(row.company_apply_id)}>
          {name}
        </Button>
      ),
    },
    { title: '单位类型', dataIndex: 'company_type_name', render: (n: string | null) => n ?? '—' },
    { title: '所在地区', key: 'place', render: (_, r) => [r.province, r.city, r.area].filter(Boolean).join(' / ') },
    { title: '法人', dataIndex: 'legal_name' },
    { title: '申请人', key: 'applicant', render: (_, r) => `${r.user_name} ${r.phone}` },
    {
      title: '申请时间',
      dataIndex: 'apply_date',
      render: (at: string) => new Date(at).toLocaleString('zh-CN'),
      sorter: true,
      sortOrder: sortOf('apply_date'),
    },
    { title: '状态', dataIndex: 'status', sorter: true, sortOrder: sortOf('status'), render: (s: number) => <ApplyStatusTag status={s} /> },
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
      title="单位入驻审核"
      extra={
        <ReviewFilters
          status={query.status}
          onStatus={(status) => refine({ status })}
          searchLabel="搜索入驻申请"
          searchPlaceholder="搜索单位、申请人或手机号"
          onSearch={(search) => refine({ search })}
        />
      }
    >
      <PagedTable<CompanyApplyRow>
        rowKey="company_apply_id"
        size="middle"
        columns={columns}
        answer={list.data}
        loading={list.isFetching}
        error={list.isError && { title: '入驻申请加载失败', retry: () => void list.refetch() }}
        emptyText={query.status === 2 ? '没有待审核的申请' : '暂无记录'}
        pageSize={10}
        onChange={onTableChange}
      />
      <ApplyDetailDrawer id={viewing} onClose={() => setViewing(null)} />
      <RejectDialog
        title={`驳回：${rejecting?.company_name ?? ''}`}
        open={Boolean(rejecting)}
        pending={audit.isPending}
        onCancel={() => setRejecting(null)}
        onReject={(remark) => (rejecting ? decide(rejecting, 4, remark).then(() => setRejecting(null)) : Promise.resolve())}
      />
    </Card>
  );
}
