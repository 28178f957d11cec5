import { loadOfflineGeo } from '../../../lib/offline-geo';
import { MAP_NAME } from './chart-options';

let registered: Promise<void> | null = null;

/** Registers the offline outlines (lib/offline-geo.ts) as the screen's map, once; a failure may be retried. */
export function loadScreenMap(base = '/geo'): Promise<void> {
  // echarts arrives in its own chunk after the page's first paint (see components/echart.tsx).
  registered ??= Promise.all([loadOfflineGeo(base), import('./echarts')])
    .then(([geo, { echarts }]) => echarts.registerMap(MAP_NAME, geo as unknown as Parameters<typeof echarts.registerMap>[1]))
    .catch((error: unknown) => {
      registered = null;
      throw error;
    });
  return registered;
}
