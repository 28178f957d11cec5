import Card from 'antd/es/card';
import type { ColumnsType } from 'antd/es/table';
import { ApplyKindLabel, type ApplyKind } from '@zhuyun/contracts';
import { PagedTable, useTableQuery } from '@zhuyun/ui';
import { useMyApplies, type MyApplyRow, type MyListQuery } from '../api/personal-api';
import { KindStatusFilters } from '../components/kind-status-filters';
import { ReviewTag } from '../components/review-tag';

const KINDS = (Object.keys(ApplyKindLabel) as ApplyKind[]).map((value) => ({ value, label: ApplyKindLabel[value] }));
const when = (at: string | null) => (at ? new Date(at).toLocaleString('zh-CN') : '—');

/** /myapply: my applications to units (joining one, creating one) and to business systems, with their state. */
export function MyApplyPage() {
  const { query, onTableChange, refine } = useTableQuery<MyListQuery>({ page: 1, per_page: 10 });
  const list = useMyApplies(query);
  const columns: ColumnsType<MyApplyRow> = [
    { title: '申请类型', dataIndex: 'kind', key: 'kind', render: (k: ApplyKind) => ApplyKindLabel[k] },
    { title: '申请对象', dataIndex: 'target', key: 'target' },
    { title: '详情', dataIndex: 'detail', key: 'detail', render: (d: string | null) => d ?? '—' },
    { title: '申请时间', dataIndex: 'applied_at', key: 'applied_at', render: when },
    { title: '状态', dataIndex: 'status', key: 'status', render: (s: number) => <ReviewTag status={s} /> },
    { title: '审核意见', dataIndex: 'remark', key: 'remark', render: (r: string | null) => r ?? '—' },
  ];
  return (
    <Card title="我的申请" extra={<KindStatusFilters kinds={KINDS} kind={query.kind} status={query.status} onChange={refine} />}>
      <PagedTable<MyApplyRow>
        rowKey={(r) => `${r.kind}:${r.id}`}
        columns={columns}
        answer={list.data}
        loading={list.isFetching}
        error={list.isError && { title: '我的申请加载失败', retry: () => void list.refetch() }}
        emptyText="暂无申请"
        pageSize={10}
        onChange={onTableChange}
      />
    </Card>
  );
}
