import { useEffect, useRef } from 'react';
import { usePrefersReducedMotion } from '../../../lib/reduced-motion';
import { stillChart } from '../../../lib/still-chart';
import type { ScreenChartOption } from '../lib/chart-options';
import { echarts } from '../lib/echarts';

/** jsdom has no canvas: under it the chart keeps its frame and draws nothing (tests check the options instead). */
const canDraw = () => typeof navigator !== 'undefined' && !/jsdom/i.test(navigator.userAgent);

export interface EChartProps {
  option: ScreenChartOption;
  /** What the chart shows, for people using a screen reader and for tests. */
  label: string;
}

/**
 * One ECharts instance on a div. The stage scales with a CSS transform, so the chart's layout size never changes and
 * it needs no resize handling; a new option replaces the old one whole.
 */
export default function EChartCanvas({ option, label }: EChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof echarts.init> | null>(null);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    if (!host.current || !canDraw()) return;
    chart.current = echarts.init(host.current, undefined, { renderer: 'canvas' });
    return () => {
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(reducedMotion ? stillChart(option) : option, true);
  }, [option, reducedMotion]);

  return <div ref={host} className="screen-chart" role="img" aria-label={label} data-chart={label} />;
}
