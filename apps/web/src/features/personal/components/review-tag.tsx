import Tag from 'antd/es/tag';
import { ReviewStatusLabel } from '@zhuyun/contracts';

const COLORS: Record<number, string> = { 2: 'processing', 3: 'success', 4: 'error' };

/** 审核中 / 已通过 / 已驳回, coloured as the review pages colour them. */
export function ReviewTag({ status }: { status: number }) {
  return <Tag color={COLORS[status] ?? 'default'}>{ReviewStatusLabel[status] ?? String(status)}</Tag>;
}
