import { useEffect, useRef, useState } from 'react';
import { readRuntimeConfig } from '../../../lib/runtime-config';

export interface GnssMarker {
  id: string;
  name: string;
  lat: number;
  lng: number;
  online: boolean;
}

/**
 * The devices' latest positions and the chosen one's track on Leaflet, loaded with this route only. Street tiles only
 * when the deployment sets MAP_TILE_URL (shifted into GCJ-02 for the Chinese services, as the map picker does); without
 * one the points and line are drawn on a plain background, still to scale.
 */
export function GnssMap({ markers, track, selectedId, onSelect }: { markers: GnssMarker[]; track: { lat: number; lng: number }[]; selectedId: string | null; onSelect: (id: string) => void }) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const tileUrl = readRuntimeConfig().mapTileUrl;
  const select = useRef(onSelect);
  select.current = onSelect;
  useEffect(() => {
    let live = true;
    let cleanup = () => {};
    void Promise.all([import('leaflet'), import('gcoord'), import('leaflet/dist/leaflet.css')])
      .then(([{ default: L }, { default: gcoord }]) => {
        if (!live || !box.current) return;
        const gcj = Boolean(tileUrl) && (/#gcj02$/i.test(tileUrl ?? '') || /autonavi|amap|gaode|tencent|gtimg|qq\.com/i.test(tileUrl ?? ''));
        const shown = (p: { lat: number; lng: number }) => {
          const [lng, lat] = gcj ? (gcoord.transform([p.lng, p.lat], gcoord.WGS84, gcoord.GCJ02) as [number, number]) : [p.lng, p.lat];
          return L.latLng(lat, lng);
        };
        const map = L.map(box.current, { attributionControl: false, zoomControl: true });
        if (tileUrl) L.tileLayer(tileUrl.replace(/#(gcj02|wgs84)$/i, ''), { maxZoom: 18 }).addTo(map);
        const layers = markers.map((m) =>
          L.circleMarker(shown(m), { radius: m.id === selectedId ? 9 : 6, color: m.online ? '#1677ff' : '#8c8c8c', weight: 2, fillOpacity: 0.8 })
            .bindTooltip(m.name, { permanent: m.id === selectedId, direction: 'top' })
            .on('click', () => select.current(m.id))
            .addTo(map),
        );
        const points = track.map(shown);
        if (points.length > 1) {
          L.polyline(points, { color: '#fa541c', weight: 3 }).addTo(map);
          L.circleMarker(points[0]!, { radius: 5, color: '#52c41a', fillOpacity: 1 }).bindTooltip('起点').addTo(map);
        }
        const all = [...points, ...layers.map((l) => l.getLatLng())];
        if (all.length) map.fitBounds(L.latLngBounds(all), { padding: [24, 24], maxZoom: 17 });
        else map.setView([30.27, 120.15], 11);
        cleanup = () => map.remove();
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      cleanup();
    };
  }, [markers, track, selectedId, tileUrl]);
  if (failed) return <div style={{ padding: 24 }}>地图加载失败，请刷新页面重试</div>;
  return <div ref={box} style={{ height: '100%', minHeight: 480, borderRadius: 8, background: '#eef4ff' }} role="region" aria-label="北斗定位地图" data-testid="gnss-map" />;
}
