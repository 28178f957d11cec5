import { echarts } from './echarts';
import { MAP_NAME } from './chart-options';

interface GeoJson {
  type: 'FeatureCollection';
  features: { id?: string; properties?: { name?: string } }[];
  UTF8Encoding?: boolean;
}

/** Zhejiang's province outline in china.json, replaced by its eleven cities from zhejiang.json. */
const ZHEJIANG = '330000';

/**
 * One map of China with Zhejiang drawn by city: both files come from echarts 4.9.0 (Apache-2.0, apps/web/public/geo/NOTICE)
 * in the same compressed encoding, so their features can share one collection. Centre and zoom then follow china.json's
 * bounds, as the old screen's did.
 */
export function mergeGeo(china: GeoJson, zhejiang: GeoJson): GeoJson {
  return {
    type: 'FeatureCollection',
    UTF8Encoding: Boolean(china.UTF8Encoding),
    features: [...china.features.filter((f) => f.id !== ZHEJIANG), ...zhejiang.features],
  };
}

let loading: Promise<void> | null = null;

/** Fetches the offline GeoJSON once per page load and registers the map. */
export function loadScreenMap(base = '/geo'): Promise<void> {
  loading ??= Promise.all([fetch(`${base}/china.json`), fetch(`${base}/zhejiang.json`)])
    .then(async ([a, b]) => {
      if (!a.ok || !b.ok) throw new Error(`GeoJSON ${a.status}/${b.status}`);
      const merged = mergeGeo((await a.json()) as GeoJson, (await b.json()) as GeoJson);
      echarts.registerMap(MAP_NAME, merged as unknown as Parameters<typeof echarts.registerMap>[1]);
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
