import Tag from 'antd/es/tag';

const LOOK: Record<number, { color: string; text: string }> = {
  0: { color: 'default', text: '未申请' },
  2: { color: 'processing', text: '审核中' },
  3: { color: 'success', text: '已通过' },
  4: { color: 'error', text: '已驳回' },
};

/** 0 not applied, 2 under review, 3 approved, 4 rejected (ARCHITECTURE.md "Statuses"). */
export function ReviewStatusTag({ status }: { status: number }) {
  const look = LOOK[status] ?? { color: 'default', text: String(status) };
  return <Tag color={look.color}>{look.text}</Tag>;
}
