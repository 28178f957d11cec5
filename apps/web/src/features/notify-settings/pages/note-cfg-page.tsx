import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import dayjs from 'dayjs';
import { ResourcePage, type ResourceColumn } from '@zhuyun/ui';
import { note, type ResponseOf } from '@zhuyun/contracts';
import { noteCfgApi, noteKeys, sendLogApi } from '../api/note-api';
import { eventOptions, levelOptions, ruleDefaults, ruleInput, useRuleColumns } from '../components/rule-columns';

type Row = ResponseOf<typeof note.listNoteCfgs>['list'][number];
type LogRow = ResponseOf<typeof note.listNoteSendLogs>['list'][number];
const eventName = (code: unknown) => note.NOTE_EVENTS[code as note.NoteEventCode]?.name ?? String(code);
const time = (v: unknown) => (v ? dayjs(v as string).format('YYYY-MM-DD HH:mm') : '—');

/** /noteCfg: which event tells which jobs, in the bell and/or by SMS; and 发送记录, every send with its result. */
export function NoteCfgPage() {
  return (
    <Tabs
      items={[
        { key: 'rules', label: '通知规则', children: <RulesTab /> },
        { key: 'logs', label: '发送记录', children: <SendLogTab /> },
      ]}
    />
  );
}

function RulesTab() {
  const columns: ResourceColumn<Row>[] = [
    {
      key: 'event_code',
      title: '通知事件',
      search: { kind: 'select', options: eventOptions },
      form: { kind: 'select', options: eventOptions, required: note.NoteMsg.eventInvalid },
      render: eventName,
      exportValue: (r) => eventName(r.event_code),
    },
    {
      key: 'min_level',
      title: '告警级别',
      form: { kind: 'select', options: levelOptions },
      render: (v, r) => (r.event_code === 'alarm' ? levelOptions.find((o) => o.value === v)?.label : '—'),
      exportValue: (r) => (r.event_code === 'alarm' ? (levelOptions.find((o) => o.value === r.min_level)?.label ?? '') : ''),
    },
    ...useRuleColumns<Row>(),
  ];
  return (
    <ResourcePage<Row>
      title="短信配置"
      noun="通知规则"
      api={noteCfgApi}
      queryKey={noteKeys.cfgs}
      rowKey="note_cfg_id"
      columns={columns}
      describe={(r) => eventName(r.event_code)}
      initialValues={(r) => (r ? { ...r } : { event_code: 'alarm', min_level: 3, ...ruleDefaults })}
      toInput={ruleInput}
    />
  );
}

function SendLogTab() {
  const columns: ResourceColumn<LogRow>[] = [
    { key: 'created_at', title: '时间', render: time },
    { key: 'event_code', title: '事件', search: { kind: 'select', options: eventOptions }, render: eventName },
    {
      key: 'channel',
      title: '方式',
      search: { kind: 'select', options: [1, 2].map((value) => ({ value, label: note.NOTE_CHANNEL_NAMES[value] as string })) },
      render: (v) => note.NOTE_CHANNEL_NAMES[v as number],
    },
    { key: 'user_name', title: '接收人', search: { kind: 'input', name: 'search', placeholder: '搜索接收人或标题' } },
    { key: 'phone', title: '手机号' },
    { key: 'title', title: '标题' },
    { key: 'content', title: '内容' },
    {
      key: 'status',
      title: '结果',
      search: { kind: 'select', options: [1, 2].map((value) => ({ value, label: note.NOTE_SEND_STATUS_NAMES[value] as string })) },
      render: (v, r) => (v === 1 ? <Tag color="green">成功</Tag> : <Tag color="red">{`失败：${r.error ?? ''}`}</Tag>),
      exportValue: (r) => (r.status === 1 ? '成功' : `失败：${r.error ?? ''}`),
    },
  ];
  return <ResourcePage<LogRow> title="发送记录" noun="发送记录" api={sendLogApi} queryKey={noteKeys.logs} rowKey="log_id" columns={columns} />;
}
