import Tag from 'antd/es/tag';
import type { ResourceColumn } from '@zhuyun/ui';
import { note } from '@zhuyun/contracts';
import { useJobOptions, useTemplateOptions } from '../api/note-api';

/** What every rule row shows of who is told and how. */
export interface RuleRow {
  job_ids: string[];
  job_names: string[];
  in_app: number;
  sms: number;
  template_id: string | null;
  template_name: string | null;
  enabled: number;
  remark: string | null;
}

export const YES_NO = [
  { value: 1, label: '是' },
  { value: 0, label: '否' },
];
export const ENABLED_OPTIONS = [
  { value: 1, label: '启用' },
  { value: 0, label: '停用' },
];
export const eventOptions = note.NOTE_EVENT_OPTIONS.map((o) => ({ value: o.value as string, label: o.label }));
export const levelOptions = [1, 2, 3, 4].map((value) => ({ value, label: `${['提示', '一般', '严重', '紧急'][value - 1]}及以上` }));
const { NoteMsg } = note;

/** The columns of who is told and how, shared by /noteCfg, /ProjectNote and the API monitor's notices. */
export function useRuleColumns<Row extends RuleRow>(templateEvent?: string): ResourceColumn<Row>[] {
  const jobs = useJobOptions();
  const templates = useTemplateOptions(templateEvent);
  return [
    {
      key: 'job_ids',
      title: '通知岗位',
      form: { kind: 'select', options: jobs, multiple: true, required: NoteMsg.jobsRequired },
      render: (_v, r) => r.job_names.join('、') || '—',
      exportValue: (r) => r.job_names.join('、'),
    },
    {
      key: 'in_app',
      title: '站内通知',
      form: { kind: 'select', options: YES_NO },
      render: (v) => (v === 1 ? <Tag color="blue">站内</Tag> : '—'),
      exportValue: (r) => (r.in_app === 1 ? '是' : '否'),
    },
    {
      key: 'sms',
      title: '短信',
      form: { kind: 'select', options: YES_NO },
      render: (v) => (v === 1 ? <Tag color="purple">短信</Tag> : '—'),
      exportValue: (r) => (r.sms === 1 ? '是' : '否'),
    },
    {
      key: 'template_id',
      title: '短信模板',
      form: { kind: 'select', options: templates, placeholder: '默认文案' },
      render: (_v, r) => r.template_name ?? (r.sms === 1 ? '默认文案' : '—'),
      exportValue: (r) => r.template_name ?? '',
    },
    {
      key: 'enabled',
      title: '状态',
      search: { kind: 'select', options: ENABLED_OPTIONS },
      form: { kind: 'select', options: ENABLED_OPTIONS },
      render: (v) => <Tag color={v === 1 ? 'green' : 'default'}>{v === 1 ? '启用' : '停用'}</Tag>,
      exportValue: (r) => (r.enabled === 1 ? '启用' : '停用'),
    },
    { key: 'remark', title: '备注', form: { kind: 'input', max: 200 } },
  ];
}

/** A rule's form values as the save call takes them: a cleared template is null. */
export const ruleInput = (values: Record<string, unknown>) => ({ ...values, template_id: values.template_id ?? null, remark: values.remark ?? null });

export const ruleDefaults = { in_app: 1, sms: 0, enabled: 1 };
