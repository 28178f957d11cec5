import { useState } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import Result from 'antd/es/result';
import Segmented from 'antd/es/segmented';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { ColumnsType } from 'antd/es/table';
import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '@zhuyun/client';
import { Msg, ResultCode, ReviewStatus } from '@zhuyun/contracts';
import { ErrorFallback, PageSkeleton } from '@zhuyun/ui';
import type { ReviewFilter } from '../api/review-filter';
import { ReviewText, reviewStatusTag, statusFilters } from '../unit-review.texts';
import { RejectModal } from './reject-modal';

export type Decision = typeof ReviewStatus.approved | typeof ReviewStatus.rejected;

interface ReviewRow {
  status: number;
  created_at: string;
}

interface ReviewListProps<Row extends ReviewRow> {
  title: string;
  searchPlaceholder: string;
  filter: ReviewFilter;
  onFilter: (next: ReviewFilter) => void;
  query: UseQueryResult<{ list: Row[]; total_count: number }, Error>;
  columns: ColumnsType<Row>;
  rowKey: (row: Row) => string;
  /** What the reject dialog calls the row (a person's or a unit's name). */
  subjectOf: (row: Row) => string;
  /** Resolves once the decision is recorded (or refused, the refusal already shown). */
  decide: (row: Row, status: Decision, remark?: string) => Promise<void>;
}

export function ReviewStatusTag({ status }: { status: number }) {
  const tag = reviewStatusTag[status] ?? { text: String(status), color: 'default' };
  return <Tag color={tag.color}>{tag.text}</Tag>;
}

export const formatTime = (iso: string) => {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/**
 * The shape both review pages share: status filter (待审核 first), search, a paged table, approve at once or reject
 * with a remark. A 10403 answer means the person reviews nothing here: the no-permission state replaces the table.
 */
export function ReviewList<Row extends ReviewRow>(props: ReviewListProps<Row>) {
  const { title, searchPlaceholder, filter, onFilter, query, columns, rowKey, subjectOf, decide } = props;
  const [busy, setBusy] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<Row | null>(null);
  const [search, setSearch] = useState(filter.search);

  const run = async (row: Row, status: Decision, remark?: string) => {
    setBusy(rowKey(row));
    try {
      await decide(row, status, remark);
    } finally {
      setBusy(null);
    }
  };

  if (isApiError(query.error) && query.error.code === ResultCode.FORBIDDEN) {
    return <Result status="403" title="403" subTitle={Msg.error403} />;
  }

  const actions: ColumnsType<Row>[number] = {
    title: '操作',
    key: 'actions',
    width: 150,
    fixed: 'right',
    render: (_: unknown, row: Row) =>
      row.status === ReviewStatus.reviewing ? (
        <Space size={4}>
          <Button type="link" size="small" loading={busy === rowKey(row)} onClick={() => void run(row, ReviewStatus.approved)}>
            {ReviewText.approve}
          </Button>
          <Button type="link" size="small" danger disabled={busy === rowKey(row)} onClick={() => setRejecting(row)}>
            {ReviewText.reject}
          </Button>
        </Space>
      ) : (
        <span className="review-done">—</span>
      ),
  };

  return (
    <Card title={title}>
      <div className="review-toolbar">
        <Segmented
          value={filter.status}
          options={statusFilters.map((s) => ({ value: s.value, label: s.label }))}
          onChange={(status) => onFilter({ ...filter, status: Number(status), page: 1 })}
        />
        <Input.Search
          allowClear
          aria-label={searchPlaceholder}
          placeholder={searchPlaceholder}
          style={{ width: 280 }}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onSearch={(text) => onFilter({ ...filter, search: text, page: 1 })}
        />
      </div>
      {query.isPending ? (
        <PageSkeleton rows={6} />
      ) : query.isError ? (
        <ErrorFallback title={ReviewText.listFailed} description={query.error.message} onRetry={() => void query.refetch()} />
      ) : (
        <Table<Row>
          size="middle"
          rowKey={rowKey}
          columns={[...columns.map((c) => (c.sorter ? { ...c, sortOrder: filter.sort_field === c.key ? (filter.sort_order ?? null) : null } : c)), actions]}
          dataSource={query.data?.list ?? []}
          loading={query.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={ReviewText.empty} /> }}
          pagination={{
            current: filter.page,
            pageSize: filter.pageSize,
            total: query.data?.total_count ?? 0,
            showSizeChanger: true,
            showTotal: (total) => `共 ${total} 条`,
          }}
          onChange={(pagination, _filters, sorter) => {
            const one = Array.isArray(sorter) ? sorter[0] : sorter;
            const pageSize = pagination.pageSize ?? filter.pageSize;
            const sort_field = one?.order ? String(one.columnKey) : undefined;
            const resorted = sort_field !== filter.sort_field || (one?.order ?? undefined) !== filter.sort_order;
            onFilter({
              ...filter,
              page: pageSize === filter.pageSize && !resorted ? (pagination.current ?? 1) : 1,
              pageSize,
              sort_field,
              sort_order: one?.order ?? undefined,
            });
          }}
        />
      )}
      <RejectModal
        subject={rejecting ? subjectOf(rejecting) : null}
        busy={rejecting !== null && busy === rowKey(rejecting)}
        onCancel={() => setRejecting(null)}
        onConfirm={(remark) => {
          const row = rejecting;
          if (!row) return;
          void run(row, ReviewStatus.rejected, remark || undefined).then(() => setRejecting(null));
        }}
      />
    </Card>
  );
}
