import { useEffect, useRef, useState } from 'react';

export interface TrackPoint {
  lon: number;
  lat: number;
}

/**
 * The car's track. With a tile URL (runtime config mapTileUrl) Leaflet draws it on the map, loaded only then so the
 * page stays small; without one the line is drawn on a plain SVG, north up, start and end marked.
 */
export function TrackMap({ points, tileUrl }: { points: TrackPoint[]; tileUrl: string | null }) {
  if (points.length === 0) return <p className="trace-empty">暂无运输轨迹</p>;
  return tileUrl ? <LeafletTrack points={points} tileUrl={tileUrl} /> : <SvgTrack points={points} />;
}

const W = 320;
const H = 200;
const PAD = 16;

export function SvgTrack({ points }: { points: TrackPoint[] }) {
  const lons = points.map((p) => p.lon);
  const lats = points.map((p) => p.lat);
  const [minLon, maxLon, minLat, maxLat] = [Math.min(...lons), Math.max(...lons), Math.min(...lats), Math.max(...lats)];
  // One scale for both axes (longitude shrunk by the latitude's cosine), so the shape is not distorted.
  const kx = Math.cos(((minLat + maxLat) / 2) * (Math.PI / 180));
  const spanX = Math.max((maxLon - minLon) * kx, 1e-6);
  const spanY = Math.max(maxLat - minLat, 1e-6);
  const scale = Math.min((W - 2 * PAD) / spanX, (H - 2 * PAD) / spanY);
  const ox = (W - spanX * scale) / 2;
  const oy = (H - spanY * scale) / 2;
  const xy = points.map((p) => [ox + (p.lon - minLon) * kx * scale, H - oy - (p.lat - minLat) * scale] as const);
  const [sx, sy] = xy[0]!;
  const [ex, ey] = xy[xy.length - 1]!;
  return (
    <svg className="trace-svg" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`运输轨迹，共 ${points.length} 个定位点`}>
      <rect width={W} height={H} rx="8" className="trace-svg-bg" />
      <polyline points={xy.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')} className="trace-svg-line" />
      <circle cx={sx} cy={sy} r="6" className="trace-svg-start" />
      <circle cx={ex} cy={ey} r="6" className="trace-svg-end" />
      <text x={sx + 9} y={sy + 4} className="trace-svg-label">
        起点
      </text>
      <text x={ex + 9} y={ey + 4} className="trace-svg-label">
        终点
      </text>
    </svg>
  );
}

function LeafletTrack({ points, tileUrl }: { points: TrackPoint[]; tileUrl: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let disposed = false;
    let cleanup = () => {};
    void Promise.all([import('leaflet'), import('gcoord'), import('leaflet/dist/leaflet.css')])
      .then(([{ default: L }, { default: gcoord }]) => {
        if (disposed || !box.current) return;
        // Chinese map services draw in GCJ-02; the devices report WGS-84.
        const gcj = /autonavi|amap|gaode|tencent|qq\.com/i.test(tileUrl);
        const latLngs = points.map((p) => {
          const [lon, lat] = gcj ? gcoord.transform([p.lon, p.lat], gcoord.WGS84, gcoord.GCJ02) : [p.lon, p.lat];
          return L.latLng(lat, lon);
        });
        const map = L.map(box.current, { zoomControl: true, attributionControl: false });
        L.tileLayer(tileUrl, { maxZoom: 18, subdomains: '1234' }).addTo(map);
        const line = L.polyline(latLngs, { color: '#1677ff', weight: 4 }).addTo(map);
        L.circleMarker(latLngs[0]!, { radius: 6, color: '#52c41a', fillOpacity: 1 }).addTo(map);
        L.circleMarker(latLngs[latLngs.length - 1]!, { radius: 6, color: '#f5222d', fillOpacity: 1 }).addTo(map);
        map.fitBounds(line.getBounds(), { padding: [16, 16] });
        cleanup = () => map.remove();
      })
      .catch(() => !disposed && setFailed(true));
    return () => {
      disposed = true;
      cleanup();
    };
  }, [points, tileUrl]);
  if (failed) return <SvgTrack points={points} />;
  return <div ref={box} className="trace-map" role="img" aria-label="运输轨迹地图" />;
}
