/** A GeoJSON collection as echarts 4.9.0's map files ship it (their compressed encoding marked by UTF8Encoding). */
export interface GeoJson {
  type: 'FeatureCollection';
  features: { id?: string; properties?: { name?: string } }[];
  UTF8Encoding?: boolean;
}

/** Zhejiang's province outline in china.json, replaced by its eleven cities from zhejiang.json. */
const ZHEJIANG = '330000';

/**
 * One map of China with Zhejiang drawn by city: both files come from echarts 4.9.0 (Apache-2.0,
 * apps/web/public/geo/NOTICE) in the same compressed encoding, so their features can share one collection.
 */
export function mergeGeo(china: GeoJson, zhejiang: GeoJson): GeoJson {
  return {
    type: 'FeatureCollection',
    UTF8Encoding: Boolean(china.UTF8Encoding),
    features: [...china.features.filter((f) => f.id !== ZHEJIANG), ...zhejiang.features],
  };
}

let loading: Promise<GeoJson> | null = null;

/**
 * The merged offline outlines, fetched once per page load and shared by every map (the big screen, the project
 * map); each registers them with its own echarts. A failure is forgotten, so a retry fetches again.
 */
export function loadOfflineGeo(base = '/geo'): Promise<GeoJson> {
  loading ??= Promise.all([fetch(`${base}/china.json`), fetch(`${base}/zhejiang.json`)])
    .then(async ([a, b]) => {
      if (!a.ok || !b.ok) throw new Error(`GeoJSON ${a.status}/${b.status}`);
      return mergeGeo((await a.json()) as GeoJson, (await b.json()) as GeoJson);
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
