import Tag from 'antd/es/tag';
import type { ResourceColumn } from '@zhuyun/ui';
import { site } from '@zhuyun/contracts';
import { metricText, timeText } from './format';

const { SiteMsg } = site;
type Row = site.SiteDeviceRow;

export const OnlineTag = ({ online }: { online: number }) => (online ? <Tag color="success">在线</Tag> : <Tag>离线</Tag>);

/** The newest value of each metric, in words ("PM2.5 35 μg/m³ · 噪声 62 dB"). */
export const latestText = (latest: Row['latest']) =>
  latest && Object.keys(latest).length
    ? Object.entries(latest)
        .map(([m, v]) => metricText(m, v))
        .join(' · ')
    : '暂无读数';

/** The columns every device list shares: name, number, project, location, online state, last report, interval. */
export function deviceColumns(projects: { value: string; label: string }[]): ResourceColumn<Row>[] {
  return [
    {
      key: 'device_name',
      title: '设备名称',
      sortable: true,
      search: { kind: 'input', name: 'search', placeholder: '搜索设备名称或编号', width: 240 },
      form: { kind: 'input', required: SiteMsg.deviceNameRequired, max: 100 },
    },
    { key: 'device_no', title: '设备编号', form: { kind: 'input', max: 64 } },
    { key: 'project_id', title: '所属项目', hideInTable: true, search: { kind: 'select', options: projects }, form: { kind: 'select', options: projects } },
    { key: 'project_name', title: '所属项目', render: (v) => (v as string | null) ?? '—' },
    { key: 'location', title: '安装位置', form: { kind: 'input', max: 200 } },
    { key: 'online', title: '状态', render: (v) => <OnlineTag online={v as number} />, exportValue: (r) => (r.online ? '在线' : '离线') },
    { key: 'last_seen_at', title: '最近上报', sortable: true, render: (v) => timeText(v as string | null) },
    {
      key: 'interval_seconds',
      title: '上报间隔（秒）',
      hideInTable: true,
      form: { kind: 'number', min: 10, precision: 0, rules: [{ type: 'number', min: 10, max: 86_400, message: SiteMsg.intervalInvalid }] },
    },
    { key: 'remark', title: '备注', hideInTable: true, form: { kind: 'textarea', max: 500 } },
  ];
}
