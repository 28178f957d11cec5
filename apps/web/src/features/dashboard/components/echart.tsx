import { lazy, Suspense } from 'react';
import type { EChartProps } from './echart-canvas';

/**
 * echarts (≈175 kB gzip with the screen's chart types) loads in a chunk of its own, after the page's frame, numbers
 * and news have painted; each chart keeps its place meanwhile. The same split as /ProjectMap's chart.
 */
const EChartCanvas = lazy(() => import('./echart-canvas'));

export function EChart(props: EChartProps) {
  return (
    <Suspense fallback={<div className="screen-chart" role="img" aria-label={props.label} aria-busy="true" />}>
      <EChartCanvas {...props} />
    </Suspense>
  );
}
