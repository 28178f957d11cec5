import { useEffect, useRef } from 'react';
import { readRuntimeConfig } from '../../../lib/runtime-config';

export interface TrackPoint {
  lon: number;
  lat: number;
}

/** A track on Leaflet when the deployment has a tile URL; otherwise the line alone on a plain SVG, north up. */
export function TrackView({ points }: { points: TrackPoint[] }) {
  const tileUrl = readRuntimeConfig().mapTileUrl;
  return tileUrl ? <LeafletTrack points={points} tileUrl={tileUrl} /> : <SvgTrack points={points} />;
}

function SvgTrack({ points }: { points: TrackPoint[] }) {
  const W = 560;
  const H = 320;
  const pad = 20;
  const lons = points.map((p) => p.lon);
  const lats = points.map((p) => p.lat);
  const [x0, x1, y0, y1] = [Math.min(...lons), Math.max(...lons), Math.min(...lats), Math.max(...lats)];
  const kx = Math.cos(((y0 + y1) / 2) * (Math.PI / 180));
  const scale = Math.min((W - 2 * pad) / Math.max((x1 - x0) * kx, 1e-6), (H - 2 * pad) / Math.max(y1 - y0, 1e-6));
  const xy = points.map((p) => [pad + (p.lon - x0) * kx * scale, H - pad - (p.lat - y0) * scale] as const);
  const first = xy[0];
  const last = xy[xy.length - 1];
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label={`车辆轨迹，共 ${points.length} 个定位点`}>
      <rect width={W} height={H} rx={8} fill="#eef4ff" />
      <polyline points={xy.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')} fill="none" stroke="#1677ff" strokeWidth={3} />
      {first && <circle cx={first[0]} cy={first[1]} r={6} fill="#52c41a" />}
      {last && <circle cx={last[0]} cy={last[1]} r={6} fill="#f5222d" />}
    </svg>
  );
}

function LeafletTrack({ points, tileUrl }: { points: TrackPoint[]; tileUrl: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let cleanup = () => {};
    let live = true;
    void Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]).then(([{ default: L }]) => {
      if (!live || !box.current) return;
      const map = L.map(box.current, { attributionControl: false });
      L.tileLayer(tileUrl, { maxZoom: 18 }).addTo(map);
      const line = L.polyline(points.map((p) => L.latLng(p.lat, p.lon)), { color: '#1677ff', weight: 4 }).addTo(map);
      map.fitBounds(line.getBounds(), { padding: [16, 16] });
      cleanup = () => map.remove();
    });
    return () => {
      live = false;
      cleanup();
    };
  }, [points, tileUrl]);
  return <div ref={box} style={{ height: 320, borderRadius: 8 }} role="img" aria-label="车辆轨迹地图" />;
}
