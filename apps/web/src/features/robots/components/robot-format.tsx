import Progress from 'antd/es/progress';
import Tag from 'antd/es/tag';
import { robots } from '@zhuyun/contracts';

const STATE_COLOURS: Record<number, string> = { 0: 'default', 1: 'green', 2: 'blue', 3: 'gold', 4: 'red' };

export const stateTag = (state: number) => <Tag color={STATE_COLOURS[state] ?? 'default'}>{robots.ROBOT_STATE_NAMES[state] ?? state}</Tag>;
export const batteryBar = (battery: number) => (
  <Progress percent={battery} size="small" status={battery < 20 ? 'exception' : 'normal'} style={{ width: 120, margin: 0 }} />
);
/** An instant as Beijing wall time, YYYY-MM-DD HH:mm. */
export const beijing = (iso: string | null | undefined) => (iso ? new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ') : '—');
export const resultTag = (status: number) => (status === 2 ? <Tag color="red">异常</Tag> : <Tag color="green">正常</Tag>);
export const triggerName = (trigger: string) => (trigger === 'schedule' ? '定时任务' : '手动');
