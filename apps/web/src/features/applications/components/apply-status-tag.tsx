import Tag from 'antd/es/tag';

const LOOK: Record<number, { color: string; text: string }> = {
  2: { color: 'processing', text: '审核中' },
  3: { color: 'success', text: '已通过' },
  4: { color: 'error', text: '已驳回' },
};

export function ApplyStatusTag({ status }: { status: number }) {
  const look = LOOK[status] ?? { color: 'default', text: String(status) };
  return <Tag color={look.color}>{look.text}</Tag>;
}
