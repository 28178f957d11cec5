import Tag from 'antd/es/tag';
import { ReviewStatusLabel } from '@zhuyun/contracts';

const COLORS: Record<number, string> = { 2: 'processing', 3: 'success', 4: 'error' };

export function StatusTag({ status }: { status: number }) {
  return <Tag color={COLORS[status] ?? 'default'}>{ReviewStatusLabel[status] ?? String(status)}</Tag>;
}
