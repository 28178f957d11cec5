import Tag from 'antd/es/tag';
import { unitStatusTag } from '../units.texts';

export function UnitStatusTag({ status }: { status: number }) {
  const tag = unitStatusTag[status] ?? { text: String(status), color: 'default' };
  return <Tag color={tag.color}>{tag.text}</Tag>;
}
