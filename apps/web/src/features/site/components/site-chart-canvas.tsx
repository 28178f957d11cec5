import { useEffect, useRef } from 'react';
import { usePrefersReducedMotion } from '../../../lib/reduced-motion';
import { stillChart } from '../../../lib/still-chart';
import { echarts, type SiteChartOption } from '../lib/site-echarts';

/** jsdom has no canvas: there the chart keeps its frame and draws nothing (tests read its label and options). */
const canDraw = () => typeof navigator !== 'undefined' && !/jsdom/i.test(navigator.userAgent);

/** One ECharts instance on a div that follows its box's size; a new option replaces the old one whole. */
export default function SiteChartCanvas({ option, label, height = 260, dark = false }: { option: SiteChartOption; label: string; height?: number; dark?: boolean }) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof echarts.init> | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  useEffect(() => {
    if (!host.current || !canDraw()) return undefined;
    const instance = echarts.init(host.current, dark ? 'dark' : undefined, { renderer: 'canvas' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(host.current);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
    // The theme is chosen once, when the chart is made (a screen's style does not change while it is open).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    const shown = dark ? { backgroundColor: 'transparent', ...option } : option;
    chart.current?.setOption(reducedMotion ? stillChart(shown) : shown, true);
  }, [option, dark, reducedMotion]);
  return <div ref={host} role="img" aria-label={label} style={{ height, width: '100%' }} />;
}
