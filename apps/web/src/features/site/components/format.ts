import dayjs from 'dayjs';
import { site } from '@zhuyun/contracts';

const { METRIC_LABELS, LIFT_STATES } = site;

/** "PM2.5 35.2 μg/m³", a lift's state in words. */
export function metricText(metric: string, value: number): string {
  const known = METRIC_LABELS[metric as site.SiteMetric];
  if (!known) return `${metric} ${value}`;
  if (metric === 'lift_state') return `${known.label} ${LIFT_STATES[value] ?? value}`;
  return `${known.label} ${value}${known.unit ? ` ${known.unit}` : ''}`;
}

export const metricLabel = (metric: string) => METRIC_LABELS[metric as site.SiteMetric]?.label ?? metric;
export const timeText = (at: string | null | undefined) => (at ? dayjs(at).format('YYYY-MM-DD HH:mm:ss') : '—');
