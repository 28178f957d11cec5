import { useState } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Space from 'antd/es/space';
import type { ColumnsType } from 'antd/es/table';
import { PagedTable, useTableQuery } from '@zhuyun/ui';
import { useSessionStore } from '../../../lib/session-store';
import { useMyAuditRecords, type AuditRecordRow, type MyListQuery } from '../api/personal-api';
import { KindStatusFilters } from '../components/kind-status-filters';
import { PersonnelSubmitDialog } from '../components/personnel-submit-dialog';
import { ReviewTag } from '../components/review-tag';

const KINDS = [
  { label: '人员资料', value: 'personnel' },
  { label: '单位入驻', value: 'company' },
];
const kindName = (kind: string) => KINDS.find((k) => k.value === kind)?.label ?? kind;
const when = (at: string | null) => (at ? new Date(at).toLocaleString('zh-CN') : '—');

/** /auditRecords: what I submitted for review (my information and certificates, company applications) and its state. */
export function AuditRecordsPage() {
  const { query, onTableChange, refine } = useTableQuery<MyListQuery>({ page: 1, per_page: 10 });
  const [submitting, setSubmitting] = useState(false);
  const inUnit = useSessionStore((s) => Boolean(s.userInfo?.comp_id));
  const list = useMyAuditRecords(query);

  const columns: ColumnsType<AuditRecordRow> = [
    { title: '类型', dataIndex: 'kind', key: 'kind', render: kindName },
    { title: '提交内容', dataIndex: 'title', key: 'title' },
    { title: '审核方', dataIndex: 'reviewer', key: 'reviewer' },
    { title: '提交时间', dataIndex: 'submitted_at', key: 'submitted_at', render: when },
    { title: '状态', dataIndex: 'status', key: 'status', render: (s: number) => <ReviewTag status={s} /> },
    { title: '审核意见', dataIndex: 'remark', key: 'remark', render: (r: string | null) => r ?? '—' },
    { title: '审核时间', dataIndex: 'reviewed_at', key: 'reviewed_at', render: when },
  ];

  return (
    <Card
      title="审核记录"
      extra={
        <Space wrap>
          <KindStatusFilters kinds={KINDS} kind={query.kind} status={query.status} onChange={refine} />
          <Button type="primary" disabled={!inUnit} title={inUnit ? undefined : '请先进入单位'} onClick={() => setSubmitting(true)}>
            提交资料
          </Button>
        </Space>
      }
    >
      <PagedTable<AuditRecordRow>
        rowKey={(r) => `${r.kind}:${r.id}`}
        columns={columns}
        answer={list.data}
        loading={list.isFetching}
        error={list.isError && { title: '审核记录加载失败', retry: () => void list.refetch() }}
        emptyText="暂无提交记录"
        pageSize={10}
        onChange={onTableChange}
      />
      <PersonnelSubmitDialog open={submitting} onClose={() => setSubmitting(false)} />
    </Card>
  );
}
