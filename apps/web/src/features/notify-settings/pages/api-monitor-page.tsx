import Tag from 'antd/es/tag';
import dayjs from 'dayjs';
import { ResourcePage, type ResourceColumn } from '@zhuyun/ui';
import { monitor, type ResponseOf } from '@zhuyun/contracts';
import { apiNoticeApi, monitorKeys } from '../api/monitor-api';
import { MetricsTable } from '../components/metrics-table';
import { ruleDefaults, ruleInput, useRuleColumns } from '../components/rule-columns';

type Row = ResponseOf<typeof monitor.getApiNotices>['list'][number];
const { MonitorMsg } = monitor;

/**
 * /apiMonitor (ours: spec-2 §7.3 names the calls, not the page): this node's request metrics, and the notices —
 * who is told, by which channel, when an operation's error rate or p95 crosses a threshold (once per crossing).
 */
export function ApiMonitorPage() {
  const columns: ResourceColumn<Row>[] = [
    {
      key: 'operation',
      title: '接口',
      search: { kind: 'input', name: 'search', placeholder: '搜索接口' },
      form: { kind: 'input', required: MonitorMsg.operationRequired, max: 200, placeholder: 'GET /api/v1/… 或 *' },
    },
    { key: 'error_rate', title: '错误率阈值（%）', form: { kind: 'number', min: 0, precision: 2 }, render: (v) => (v == null ? '—' : `≥ ${String(v)}%`) },
    { key: 'p95_ms', title: 'P95 阈值（毫秒）', form: { kind: 'number', min: 1, precision: 0 }, render: (v) => (v == null ? '—' : `≥ ${String(v)}`) },
    { key: 'min_count', title: '最少调用次数', form: { kind: 'number', min: 1, precision: 0 } },
    { key: 'window_minutes', title: '统计时长（分钟）', form: { kind: 'number', min: 1, precision: 0 } },
    ...useRuleColumns<Row>('api_monitor'),
    {
      key: 'firing',
      title: '当前',
      render: (v, r) =>
        v === 1 ? <Tag color="red">{`超限（${r.fired_at ? dayjs(r.fired_at).format('MM-DD HH:mm') : ''}）`}</Tag> : <Tag color="green">正常</Tag>,
      exportValue: (r) => (r.firing === 1 ? '超限' : '正常'),
    },
    { key: 'fire_count', title: '已通知次数' },
  ];
  return (
    <>
      <MetricsTable />
      <ResourcePage<Row>
        title="接口监控通知"
        noun="监控规则"
        api={apiNoticeApi}
        queryKey={monitorKeys.notices}
        rowKey="api_notice_id"
        columns={columns}
        describe={(r) => r.operation}
        initialValues={(r) => (r ? { ...r } : { operation: '*', error_rate: 5, min_count: 10, window_minutes: 5, ...ruleDefaults })}
        toInput={(v) => ({ ...ruleInput(v), error_rate: v.error_rate ?? null, p95_ms: v.p95_ms ?? null })}
      />
    </>
  );
}
