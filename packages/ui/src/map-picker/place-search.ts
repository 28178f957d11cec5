import type { AreaNode } from '@zhuyun/contracts';
import type { LngLat, Outline } from './geo-outline';

/** "lng,lat" (or "lng lat", "lng，lat") inside the world's bounds, else null. */
export function parseLngLat(text: string): LngLat | null {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*[,，\s]\s*(-?\d+(?:\.\d+)?)\s*$/.exec(text);
  if (!match) return null;
  const lng = Number(match[1]);
  const lat = Number(match[2]);
  return Math.abs(lng) <= 180 && Math.abs(lat) <= 90 ? { lng, lat } : null;
}

export type PlaceAnswer =
  | { kind: 'point'; point: LngLat }
  | { kind: 'near'; name: string; near: string; centre: LngLat; zoom: number }
  | { kind: 'nameOnly'; name: string }
  | { kind: 'none' };

/** The first region whose name matches, best first: an exact name, then a name that starts with, then contains. */
function findPath(tree: AreaNode[], text: string): AreaNode[] | null {
  const all: AreaNode[][] = [];
  const walk = (nodes: AreaNode[], above: AreaNode[]) => {
    for (const n of nodes) {
      all.push([...above, n]);
      if (n.children) walk(n.children, [...above, n]);
    }
  };
  walk(tree, []);
  const last = (p: AreaNode[]) => p[p.length - 1]?.name ?? '';
  return (
    all.find((p) => last(p) === text) ??
    all.find((p) => last(p).startsWith(text)) ??
    all.find((p) => last(p).includes(text)) ??
    null
  );
}

/**
 * What the search box can honestly do without a geocoding service: coordinates as typed, or a region name from the
 * area tree centred on the nearest region of it the offline outlines know (a province, or a Zhejiang city).
 */
export function searchPlace(text: string, tree: AreaNode[], outlines: Outline[]): PlaceAnswer {
  const point = parseLngLat(text);
  if (point) return { kind: 'point', point };
  const wanted = text.trim();
  if (!wanted) return { kind: 'none' };
  const path = findPath(tree, wanted);
  if (!path) return { kind: 'none' };
  const name = path.map((n) => n.name).join('');
  for (let i = path.length - 1; i >= 0; i -= 1) {
    const region = path[i] as AreaNode;
    const outline = outlines.find((o) => o.code === region.code && o.centre);
    if (outline?.centre) return { kind: 'near', name, near: region.name, centre: outline.centre, zoom: i === 0 ? 7 : 10 };
  }
  return { kind: 'nameOnly', name };
}
