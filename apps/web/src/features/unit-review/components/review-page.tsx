import { useState } from 'react';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import { ReviewStatus, type RouteContract } from '@zhuyun/contracts';
import { RejectDialog, ResourcePage, resourceApi, type ResourceColumn, type ResourceSource } from '@zhuyun/ui';
import { ReviewText, reviewStatusTag, statusFilters } from '../unit-review.texts';

export type Decision = typeof ReviewStatus.approved | typeof ReviewStatus.rejected;

interface ReviewRow {
  status: number;
  created_at: string;
}

export function ReviewStatusTag({ status }: { status: number }) {
  const tag = reviewStatusTag[status] ?? { text: String(status), color: 'default' };
  return <Tag color={tag.color}>{tag.text}</Tag>;
}

export const formatTime = (iso: unknown) => {
  const d = new Date(String(iso));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** A review list's call: status 0 (全部) is sent as no status at all. */
export function reviewApi<Row>(list: RouteContract): ResourceSource<Row> {
  const make = resourceApi({ list }, { sortWords: 'ascend' });
  return (client) => {
    const base = make(client);
    return { list: (q, signal) => base.list({ ...q, status: q.status || undefined }, signal) as Promise<{ list: Row[]; total_count: number }> };
  };
}

/** The status column every review list ends with; sortable, and its filter (待审核 first) heads the search form. */
export function statusColumns<Row extends ReviewRow>(searchPlaceholder: string): { head: ResourceColumn<Row>[]; status: ResourceColumn<Row> } {
  return {
    head: [
      { key: 'status', title: '状态', hideInTable: true, search: { kind: 'segmented', options: [...statusFilters], initial: ReviewStatus.reviewing } },
      { key: 'search', title: searchPlaceholder, hideInTable: true, search: { kind: 'input', placeholder: searchPlaceholder, width: 280 } },
    ],
    status: { key: 'status', title: '状态', sortable: true, render: (v) => <ReviewStatusTag status={Number(v)} />, exportValue: (r) => reviewStatusTag[r.status]?.text ?? r.status },
  };
}

/**
 * Both review pages: the status filter and search, a paged table, approve at once or reject with a reason. A 10403
 * answer means the person reviews nothing here: the kit's no-permission state replaces the table.
 */
export function ReviewPage<Row extends ReviewRow & object>(props: {
  title: string;
  api: ResourceSource<Row>;
  queryKey: readonly unknown[];
  columns: ResourceColumn<Row>[];
  rowKey: keyof Row & string;
  /** What the reject dialog calls the row (a person's or a unit's name). */
  subjectOf: (row: Row) => string;
  /** Resolves once the decision is recorded (or refused, the refusal already shown). */
  decide: (row: Row, status: Decision, remark?: string) => Promise<void>;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<Row | null>(null);
  const keyOf = (row: Row) => String(row[props.rowKey]);
  const run = async (row: Row, status: Decision, remark?: string) => {
    setBusy(keyOf(row));
    try {
      await props.decide(row, status, remark);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <ResourcePage<Row>
        title={props.title}
        noun=""
        api={props.api}
        queryKey={props.queryKey}
        rowKey={props.rowKey}
        columns={props.columns}
        pageSize={10}
        can={{ export: false }}
        emptyText={ReviewText.empty}
        rowActions={(row) =>
          row.status === ReviewStatus.reviewing ? (
            <Space size={4}>
              <Button type="link" size="small" loading={busy === keyOf(row)} onClick={() => void run(row, ReviewStatus.approved)}>
                {ReviewText.approve}
              </Button>
              <Button type="link" size="small" danger disabled={busy === keyOf(row)} onClick={() => setRejecting(row)}>
                {ReviewText.reject}
              </Button>
            </Space>
          ) : (
            <span className="review-done">—</span>
          )
        }
      />
      <RejectDialog
        title={rejecting ? `${ReviewText.rejectTitle}：${props.subjectOf(rejecting)}` : ReviewText.rejectTitle}
        open={rejecting !== null}
        pending={rejecting !== null && busy === keyOf(rejecting)}
        placeholder={ReviewText.remarkPlaceholder}
        onCancel={() => setRejecting(null)}
        onReject={async (remark) => {
          if (!rejecting) return;
          await run(rejecting, ReviewStatus.rejected, remark || undefined);
          setRejecting(null);
        }}
      />
    </>
  );
}
