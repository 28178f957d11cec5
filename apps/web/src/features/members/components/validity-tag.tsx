import Tag from 'antd/es/tag';

const DAY_MS = 86_400_000;
/** How close a certificate's or accreditation's end is counted as "due soon". */
const DUE_DAYS = 30;

/** An end date with its state: 已过期 (red) once past, 即将到期 (orange) within 30 days. */
export function validityTag(day: string | null, today: Date = new Date()) {
  if (!day) return '—';
  const left = (Date.parse(`${day}T23:59:59`) - today.getTime()) / DAY_MS;
  if (left < 0) return <Tag color="red">{day} 已过期</Tag>;
  if (left <= DUE_DAYS) return <Tag color="orange">{day} 即将到期</Tag>;
  return day;
}
