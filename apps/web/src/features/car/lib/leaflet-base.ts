import type * as Leaflet from 'leaflet';
import { tileCoordsOf, tileUrlOnly, toTileCoords } from '@zhuyun/ui';

export type LeafletModule = typeof Leaflet;

/** jsdom lays nothing out: under it a map keeps its frame and draws nothing (page tests check the lists and figures). */
export const canDraw = (): boolean => typeof navigator !== 'undefined' && !/jsdom/i.test(navigator.userAgent);

/** Leaflet and its styles, fetched the first time a car map shows (never in the shell or another route's chunk). */
export async function loadLeaflet(): Promise<LeafletModule> {
  const [mod] = await Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]);
  // A UMD bundle: bundlers give its exports directly, some loaders under a default.
  return ((mod as unknown as { default?: LeafletModule }).default ?? mod) as LeafletModule;
}

/** Hangzhou, where the demo drives, for a map with nothing to show yet. */
const DEFAULT_CENTRE: [number, number] = [30.27, 120.15];

/**
 * A map on `box`: street tiles only when the deployment sets MAP_TILE_URL (as /ProjectMap and the map picker do);
 * otherwise a plain ground with a scale, where tracks and cars still draw. `at` turns a stored WGS-84 point into the
 * tiles' datum (GCJ-02 for Chinese tile services).
 */
export function createMap(L: LeafletModule, box: HTMLElement, tileUrl: string | null) {
  const datum = tileCoordsOf(tileUrl);
  const map = L.map(box, { center: DEFAULT_CENTRE, zoom: 10, minZoom: 3, maxZoom: 18, attributionControl: false });
  if (tileUrl) L.tileLayer(tileUrlOnly(tileUrl), { maxZoom: 18 }).addTo(map);
  L.control.scale({ imperial: false }).addTo(map);
  const at = (p: { lon: number; lat: number }): [number, number] => {
    const shown = toTileCoords({ lng: p.lon, lat: p.lat }, datum);
    return [shown.lat, shown.lng];
  };
  return { map, at };
}
