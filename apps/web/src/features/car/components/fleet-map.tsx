import { useEffect, useRef } from 'react';
import type * as Leaflet from 'leaflet';
import { readRuntimeConfig } from '../../../lib/runtime-config';
import { canDraw, createMap, loadLeaflet, type LeafletModule } from '../lib/leaflet-base';

export interface FleetCar {
  car_id: string;
  car_num: string;
  online: boolean;
  last_point: { lon: number; lat: number; recorded_at: string } | null;
}

/** The cars at their last fix: green when reporting, grey when silent; the chosen car is ringed and centred. */
export function FleetMap({ cars, selectedId, onSelect }: { cars: FleetCar[]; selectedId: string | null; onSelect: (carId: string) => void }) {
  const box = useRef<HTMLDivElement>(null);
  const state = useRef<{ L: LeafletModule; map: Leaflet.Map; at: (p: { lon: number; lat: number }) => [number, number]; layer: Leaflet.LayerGroup; fitted: boolean } | null>(null);
  const select = useRef(onSelect);
  select.current = onSelect;
  const tileUrl = readRuntimeConfig().mapTileUrl;

  const draw = () => {
    const s = state.current;
    if (!s) return;
    s.layer.clearLayers();
    const placed = cars.filter((c) => c.last_point);
    for (const c of placed) {
      const chosen = c.car_id === selectedId;
      s.L.circleMarker(s.at(c.last_point!), { radius: chosen ? 11 : 8, color: chosen ? '#1677ff' : '#fff', weight: chosen ? 4 : 2, fillColor: c.online ? '#52c41a' : '#8c8c8c', fillOpacity: 0.95 })
        .bindTooltip(c.car_num, { permanent: true, direction: 'top', offset: [0, -8] })
        .on('click', () => select.current(c.car_id))
        .addTo(s.layer);
    }
    const chosen = placed.find((c) => c.car_id === selectedId);
    if (chosen) s.map.panTo(s.at(chosen.last_point!));
    else if (!s.fitted && placed.length) {
      s.map.fitBounds(s.L.latLngBounds(placed.map((c) => s.at(c.last_point!))), { padding: [40, 40], maxZoom: 14 });
      s.fitted = true;
    }
  };
  const latestDraw = useRef(draw);
  latestDraw.current = draw;

  useEffect(() => {
    if (!canDraw()) return undefined;
    let live = true;
    let remove = () => {};
    void loadLeaflet().then((L) => {
      if (!live || !box.current) return;
      const { map, at } = createMap(L, box.current, tileUrl);
      state.current = { L, map, at, layer: L.layerGroup().addTo(map), fitted: false };
      remove = () => map.remove();
      latestDraw.current();
    });
    return () => {
      live = false;
      state.current = null;
      remove();
    };
  }, [tileUrl]);

  useEffect(draw);

  return <div ref={box} role="region" aria-label="车辆位置地图" style={{ height: '100%', minHeight: 480, borderRadius: 8, background: '#eef2f6' }} />;
}
