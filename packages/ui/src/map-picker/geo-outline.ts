/**
 * The offline base of the map picker: province and Zhejiang city outlines from the GeoJSON files the web serves under
 * /geo (echarts 4.9 maps in their compressed "UTF8Encoding" form). Absent files are not an error: the picker then
 * draws a plain grid.
 */
export interface LngLat {
  lng: number;
  lat: number;
}

type Ring = [number, number][];
interface EncodedFeature {
  id?: string;
  properties?: { id?: string; name?: string; cp?: [number, number] };
  geometry: { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown; encodeOffsets?: unknown };
}
interface EncodedCollection {
  features: EncodedFeature[];
  UTF8Encoding?: boolean;
  UTF8Scale?: number;
}

export interface Outline {
  code: string;
  name: string;
  /** The label point the file gives (province or city centre). */
  centre: LngLat | null;
  /** Polygons, each a list of rings of [lat, lng] as Leaflet takes them. */
  polygons: [number, number][][][];
}

/** echarts' decoder: zig-zag deltas from the offset, two characters per point, divided by the scale. */
export function decodeRing(encoded: string, offset: [number, number], scale: number): Ring {
  const ring: Ring = [];
  let [x, y] = offset;
  for (let i = 0; i + 1 < encoded.length; i += 2) {
    let dx = encoded.charCodeAt(i) - 64;
    let dy = encoded.charCodeAt(i + 1) - 64;
    dx = (dx >> 1) ^ -(dx & 1);
    dy = (dy >> 1) ^ -(dy & 1);
    x += dx;
    y += dy;
    ring.push([x / scale, y / scale]);
  }
  return ring;
}

function toLatLng(ring: Ring): [number, number][] {
  return ring.map(([lng, lat]) => [lat, lng]);
}

/** Outlines of a collection, compressed or plain GeoJSON. */
export function decodeOutlines(json: EncodedCollection): Outline[] {
  const scale = json.UTF8Scale ?? 1024;
  const ring = (coords: unknown, offset: unknown): [number, number][] =>
    json.UTF8Encoding && typeof coords === 'string'
      ? toLatLng(decodeRing(coords, offset as [number, number], scale))
      : toLatLng(coords as Ring);
  return json.features.map((f) => {
    const { type, coordinates, encodeOffsets } = f.geometry;
    const polys = (type === 'Polygon' ? [coordinates] : (coordinates as unknown[])) as unknown[][];
    const offsets = (type === 'Polygon' ? [encodeOffsets] : (encodeOffsets as unknown[] | undefined)) as unknown[][] | undefined;
    const cp = f.properties?.cp;
    return {
      code: String(f.id ?? f.properties?.id ?? ''),
      name: f.properties?.name ?? '',
      centre: cp ? { lng: cp[0], lat: cp[1] } : null,
      polygons: polys.map((rings, p) => rings.map((r, i) => ring(r, offsets?.[p]?.[i]))),
    };
  });
}

let loading: Promise<Outline[]> | null = null;

/** China's provinces with Zhejiang by city; [] when the files are not there. Fetched once per page. */
export function loadOutlines(base: string): Promise<Outline[]> {
  loading ??= Promise.all(
    ['china.json', 'zhejiang.json'].map(async (file) => {
      try {
        const response = await fetch(`${base}/${file}`);
        if (!response.ok) return [];
        return decodeOutlines((await response.json()) as EncodedCollection);
      } catch {
        return [];
      }
    }),
  ).then(([china = [], zhejiang = []]) => [...china.filter((o) => o.code !== '330000' || zhejiang.length === 0), ...zhejiang]);
  return loading;
}
