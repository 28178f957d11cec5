import { loadOfflineGeo } from '../../../lib/offline-geo';
import { echarts } from './project-echarts';

export const PROJECT_MAP = 'zhuyun-project-map';

let registered: Promise<void> | null = null;

/** Registers the big screen's offline outlines (lib/offline-geo.ts) as the project map, once; a failure may be retried. */
export function loadProjectMap(base = '/geo'): Promise<void> {
  registered ??= loadOfflineGeo(base)
    .then((geo) => echarts.registerMap(PROJECT_MAP, geo as unknown as Parameters<typeof echarts.registerMap>[1]))
    .catch((error: unknown) => {
      registered = null;
      throw error;
    });
  return registered;
}
