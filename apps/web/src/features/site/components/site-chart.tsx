import { lazy, Suspense } from 'react';
import type { SiteChartOption } from '../lib/site-echarts';

/**
 * echarts loads in a chunk of its own after the screen's frame has painted (the route chunk stays within its budget);
 * each chart keeps its place meanwhile. The same split as the big screen's charts.
 */
const SiteChartCanvas = lazy(() => import('./site-chart-canvas'));

export function SiteChart(props: { option: SiteChartOption; label: string; height?: number; dark?: boolean }) {
  return (
    <Suspense fallback={<div role="img" aria-label={props.label} aria-busy="true" style={{ height: props.height ?? 260 }} />}>
      <SiteChartCanvas {...props} />
    </Suspense>
  );
}
