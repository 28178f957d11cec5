import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ScreenText } from '@zhuyun/contracts';
import { useMapPoints, useSummary } from '../api/use-screen-data';
import { mapOption } from '../lib/chart-options';
import { loadScreenMap } from '../lib/geo-map';
import { EChart } from './echart';
import { SummaryOverlay } from './summary-overlay';

/** Centre column: the map of projects and component factories, the four counts over it and the legend under it. */
export function ScreenMap() {
  const geo = useQuery({ queryKey: ['screen', 'geo'], queryFn: async () => (await loadScreenMap(), true), staleTime: Infinity });
  const points = useMapPoints();
  const summary = useSummary();
  const option = useMemo(() => (points.data ? mapOption(points.data) : null), [points.data]);
  return (
    <section className="screen-map" aria-label={ScreenText.projectLocation}>
      <SummaryOverlay summary={summary.data} />
      <div className="screen-map-body">
        {geo.isError || points.isError ? (
          <p className="screen-state screen-state-error">
            {ScreenText.loadFailed}
            <button type="button" className="screen-link" onClick={() => void (geo.isError ? geo.refetch() : points.refetch())}>
              {ScreenText.retry}
            </button>
          </p>
        ) : geo.data && option ? (
          <EChart option={option} label="map" />
        ) : (
          <p className="screen-state" aria-busy="true">
            {ScreenText.loading}
          </p>
        )}
      </div>
    </section>
  );
}
