import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { ResourcePage, type ResourceColumn } from '@zhuyun/ui';
import type { RequestLogEntry } from '@zhuyun/contracts';
import { logKeys, requestLogApi } from '../api/audit-api';
import { LogsText } from '../logs.texts';
import { timeText } from './audit-trail-tab';

const resultOptions = [
  { value: 'success', label: LogsText.success },
  { value: 'failure', label: LogsText.failure },
];

function Status({ status }: { status: number }) {
  return <Tag color={status < 400 ? 'success' : status < 500 ? 'warning' : 'error'}>{status}</Tag>;
}

/** API 请求日志: what the unit's sessions called, newest first — operation, route, status, duration, person. */
export function RequestLogTab() {
  const columns: ResourceColumn<RequestLogEntry>[] = [
    { key: 'at', title: LogsText.at, render: timeText, width: 170 },
    { key: 'start_time', title: LogsText.from, hideInTable: true, search: { kind: 'date' }, exportValue: false },
    { key: 'end_time', title: LogsText.to, hideInTable: true, search: { kind: 'date' }, exportValue: false },
    { key: 'user_name', title: LogsText.user, search: { kind: 'input', name: 'user', placeholder: LogsText.userSearch, width: 160 } },
    { key: 'operation', title: LogsText.operation, search: { kind: 'input', name: 'operation', placeholder: LogsText.operationSearch, width: 200 } },
    { key: 'route', title: LogsText.route, render: (_v, row) => `${row.method} ${row.route}`, exportValue: (row) => `${row.method} ${row.route}` },
    {
      key: 'status',
      title: LogsText.status,
      width: 90,
      render: (v) => <Status status={v as number} />,
      search: { kind: 'select', name: 'result', options: resultOptions },
    },
    { key: 'duration_ms', title: LogsText.duration, width: 110 },
  ];
  return (
    <>
      <Typography.Paragraph type="secondary">{LogsText.requestNote}</Typography.Paragraph>
      <ResourcePage<RequestLogEntry> noun={LogsText.requestNoun} api={requestLogApi} queryKey={logKeys.requests} rowKey="log_id" columns={columns} />
    </>
  );
}
