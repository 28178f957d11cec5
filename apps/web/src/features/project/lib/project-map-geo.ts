import { echarts } from './project-echarts';

export const PROJECT_MAP = 'zhuyun-project-map';

interface GeoJson {
  type: 'FeatureCollection';
  features: { id?: string; properties?: { name?: string } }[];
  UTF8Encoding?: boolean;
}

/** Zhejiang's outline in china.json, replaced by its cities from zhejiang.json (the demo's home province). */
const ZHEJIANG = '330000';

/**
 * The offline outlines the big screen uses (apps/web/public/geo, echarts 4.9 maps, Apache-2.0): both files share one
 * compressed encoding, so their features join into one map. The big screen has its own copy of these lines because
 * features do not import each other; move both to packages/ui when a third map needs them.
 */
export function mergeGeo(china: GeoJson, zhejiang: GeoJson): GeoJson {
  return {
    type: 'FeatureCollection',
    UTF8Encoding: Boolean(china.UTF8Encoding),
    features: [...china.features.filter((f) => f.id !== ZHEJIANG), ...zhejiang.features],
  };
}

let loading: Promise<void> | null = null;

/** Fetches the outlines once per page load and registers the map; a failure may be retried. */
export function loadProjectMap(base = '/geo'): Promise<void> {
  loading ??= Promise.all([fetch(`${base}/china.json`), fetch(`${base}/zhejiang.json`)])
    .then(async ([a, b]) => {
      if (!a.ok || !b.ok) throw new Error(`GeoJSON ${a.status}/${b.status}`);
      const merged = mergeGeo((await a.json()) as GeoJson, (await b.json()) as GeoJson);
      echarts.registerMap(PROJECT_MAP, merged as unknown as Parameters<typeof echarts.registerMap>[1]);
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
