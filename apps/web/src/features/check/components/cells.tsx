import Tag from 'antd/es/tag';
import dayjs from 'dayjs';
import { check } from '@zhuyun/contracts';

export const time = (v: unknown) => (v ? dayjs(v as string).format('YYYY-MM-DD HH:mm') : '—');
export const resultTag = (v: unknown) => <Tag color={v === 1 ? 'green' : 'red'}>{check.CHECK_RESULT_NAMES[v as number] ?? '—'}</Tag>;
export const onOffTag = (on: string, off: string) => (v: unknown) => <Tag color={v === 1 ? 'green' : 'default'}>{v === 1 ? on : off}</Tag>;
