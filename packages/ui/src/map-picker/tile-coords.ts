import gcoord from 'gcoord';
import type { LngLat } from './geo-outline';

/**
 * Points are stored in WGS-84 (what GPS and the devices report); Chinese tile services (AMap/Gaode, Tencent) draw in
 * GCJ-02, so a point is shifted onto their tiles for display and a click on them is shifted back before it is kept.
 */
export type TileCoords = 'wgs84' | 'gcj02';

/** The datum of a tile URL: a '#gcj02' / '#wgs84' fragment says it outright, else the known GCJ-02 hosts are. */
export function tileCoordsOf(tileUrl: string | null | undefined): TileCoords {
  if (!tileUrl) return 'wgs84';
  const said = /#(gcj02|wgs84)$/i.exec(tileUrl);
  if (said) return said[1]!.toLowerCase() as TileCoords;
  return /autonavi|amap|gaode|tencent|gtimg|qq\.com/i.test(tileUrl) ? 'gcj02' : 'wgs84';
}

/** The tile URL Leaflet should load: without the datum fragment. */
export const tileUrlOnly = (tileUrl: string) => tileUrl.replace(/#(gcj02|wgs84)$/i, '');

const round = (n: number) => Math.round(n * 1e6) / 1e6;

/** A stored (WGS-84) point as the tiles draw it. */
export function toTileCoords(point: LngLat, coords: TileCoords): LngLat {
  if (coords === 'wgs84') return point;
  const [lng, lat] = gcoord.transform([point.lng, point.lat], gcoord.WGS84, gcoord.GCJ02) as [number, number];
  return { lng: round(lng), lat: round(lat) };
}

/** A point read off the tiles (a click, a drag, the default centre) as it is stored (WGS-84). */
export function fromTileCoords(point: LngLat, coords: TileCoords): LngLat {
  if (coords === 'wgs84') return { lng: round(point.lng), lat: round(point.lat) };
  const [lng, lat] = gcoord.transform([point.lng, point.lat], gcoord.GCJ02, gcoord.WGS84) as [number, number];
  return { lng: round(lng), lat: round(lat) };
}
