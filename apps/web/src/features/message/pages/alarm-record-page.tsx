import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import dayjs from 'dayjs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ResourcePage, useApiClient, type ResourceColumn } from '@zhuyun/ui';
import { message, type ResponseOf } from '@zhuyun/contracts';
import { alarmApi, messageKeys } from '../api/message-api';
import { alarmLevelOptions, alarmSourceOptions, alarmStatusOptions } from '../components/options';

type Row = ResponseOf<typeof message.listAlarms>['list'][number];
const { MessageMsg, AlarmStatus } = message;
const LEVEL_COLOURS: Record<number, string> = { 1: 'blue', 2: 'gold', 3: 'orange', 4: 'red' };
const STATUS_COLOURS: Record<number, string> = { 0: 'red', 1: 'green', 2: 'default' };
const time = (v: unknown) => (v ? dayjs(v as string).format('YYYY-MM-DD HH:mm') : '—');

/** /AlarmRecord: the unit's alarms by level, source and state; a new one is handled or ignored from its row. */
export function AlarmRecordPage() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const setStatus = useMutation({
    mutationFn: (v: { ids: string[]; status: number }) => client.call(message.batchUpdateAlarmStatus, { alarm_ids: v.ids, status: v.status }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: messageKeys.alarms }), queryClient.invalidateQueries({ queryKey: messageKeys.mine })]),
  });
  const columns: ResourceColumn<Row>[] = [
    {
      key: 'title',
      title: '告警内容',
      search: { kind: 'input', name: 'search', placeholder: '搜索告警内容', width: 220 },
      form: { kind: 'input', required: MessageMsg.titleRequired, max: 100 },
    },
    {
      key: 'level',
      title: '级别',
      sortable: true,
      search: { kind: 'select', options: alarmLevelOptions },
      form: { kind: 'select', options: alarmLevelOptions },
      render: (v) => <Tag color={LEVEL_COLOURS[v as number]}>{message.ALARM_LEVEL_NAMES[v as number]}</Tag>,
      exportValue: (r) => message.ALARM_LEVEL_NAMES[r.level],
    },
    {
      key: 'source',
      title: '来源',
      search: { kind: 'select', options: alarmSourceOptions },
      form: { kind: 'select', options: alarmSourceOptions },
      render: (v) => message.ALARM_SOURCE_NAMES[v as string] ?? String(v),
    },
    { key: 'project_name', title: '项目' },
    {
      key: 'status',
      title: '状态',
      search: { kind: 'select', options: alarmStatusOptions },
      render: (v) => <Tag color={STATUS_COLOURS[v as number]}>{message.ALARM_STATUS_NAMES[v as number]}</Tag>,
      exportValue: (r) => message.ALARM_STATUS_NAMES[r.status],
    },
    { key: 'occurred_at', title: '发生时间', sortable: true, render: time },
    { key: 'handled_name', title: '处理人' },
    { key: 'handled_at', title: '处理时间', render: time },
    { key: 'content', title: '详情', hideInTable: true, form: { kind: 'textarea', max: 1000 } },
  ];
  return (
    <ResourcePage<Row>
      title="报警记录"
      noun="告警"
      api={alarmApi}
      queryKey={messageKeys.alarms}
      rowKey="alarm_id"
      columns={columns}
      initialSort={{ field: 'occurred_at', order: 'desc' }}
      describe={(r) => r.title}
      invalidates={[messageKeys.mine]}
      rowActions={(r) =>
        r.status === AlarmStatus.new ? (
          <>
            <Button type="link" size="small" loading={setStatus.isPending} onClick={() => setStatus.mutate({ ids: [r.alarm_id], status: AlarmStatus.handled })}>
              处理
            </Button>
            <Button type="link" size="small" onClick={() => setStatus.mutate({ ids: [r.alarm_id], status: AlarmStatus.ignored })}>
              忽略
            </Button>
          </>
        ) : null
      }
    />
  );
}
