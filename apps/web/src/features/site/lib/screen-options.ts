import { site, type ResponseOf } from '@zhuyun/contracts';
import type { SiteChartOption } from './site-echarts';

type Env = ResponseOf<typeof site.getEnvironment>;
type Work = ResponseOf<typeof site.getEleWorkData>['list'];
type Events = ResponseOf<typeof site.getBehavior>['list'];
const label = (m: string) => site.METRIC_LABELS[m as site.SiteMetric]?.label ?? m;
const hhmm = (iso: string) => new Date(iso).toLocaleTimeString('zh-CN', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Asia/Shanghai' });

/** The environment trend: one line per chosen metric, averaged per bucket over the last day. */
export function trendOption(env: Env | undefined, metrics: readonly string[]): SiteChartOption {
  const series = (env?.series ?? []).filter((s) => metrics.includes(s.metric));
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: series.map((s) => label(s.metric)) },
    grid: { left: 40, right: 16, top: 36, bottom: 28 },
    xAxis: { type: 'time', min: 'dataMin', max: 'dataMax' },
    yAxis: { type: 'value' },
    series: series.map((s) => ({ name: label(s.metric), type: 'line', showSymbol: false, smooth: true, data: s.points })),
  };
}

/** A gauge of the newest value of a metric (averaged over the sensors that have one). */
export function gaugeOption(env: Env | undefined, metric: site.SiteMetric, max: number): SiteChartOption {
  const values = (env?.latest ?? []).filter((r) => r.metric === metric).map((r) => r.value);
  const value = values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10 : 0;
  return {
    series: [
      {
        type: 'gauge',
        max,
        radius: '90%',
        splitNumber: 5,
        axisLabel: { fontSize: 9, distance: 14 },
        detail: { formatter: `{value} ${site.METRIC_LABELS[metric].unit}`, fontSize: 14, offsetCenter: [0, '55%'] },
        title: { offsetCenter: [0, '85%'] },
        data: [{ value, name: label(metric) }],
      },
    ],
  };
}

/** A lift's load and height over the day. */
export function liftOption(work: Work): SiteChartOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: ['载重（kg）', '高度（m）'] },
    grid: { left: 48, right: 48, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: work.map((w) => hhmm(w.at)) },
    yAxis: [{ type: 'value', name: 'kg' }, { type: 'value', name: 'm' }],
    series: [
      { name: '载重（kg）', type: 'bar', data: work.map((w) => w.lift_load) },
      { name: '高度（m）', type: 'line', yAxisIndex: 1, showSymbol: false, data: work.map((w) => w.lift_height) },
    ],
  };
}

/** Unsafe behaviour by kind. */
export function behaviorOption(events: Events): SiteChartOption {
  const counts = new Map<string, number>();
  for (const e of events) {
    const name = site.BEHAVIOR_EVENTS[e.code] ?? String(e.code);
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return {
    tooltip: {},
    grid: { left: 120, right: 16, top: 8, bottom: 24 },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: [...counts.keys()] },
    series: [{ type: 'bar', data: [...counts.values()] }],
  };
}

/** Online against offline devices. */
export function devicesOption(online: number, offline: number): SiteChartOption {
  return {
    tooltip: {},
    legend: { bottom: 0 },
    series: [{ type: 'pie', radius: ['45%', '70%'], data: [{ name: '在线', value: online }, { name: '离线', value: offline }] }],
  };
}
