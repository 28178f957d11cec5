import { useEffect, useRef } from 'react';
import type { car, ResponseOf } from '@zhuyun/contracts';
import { readRuntimeConfig } from '../../../lib/runtime-config';
import { canDraw, createMap, loadLeaflet } from '../lib/leaflet-base';

type Day = ResponseOf<typeof car.getCarDay>;

/** A car's day: its track, where it started (green) and ended (red), and each stop (orange, with its minutes). */
export function DayMap({ day }: { day: Day }) {
  const box = useRef<HTMLDivElement>(null);
  const tileUrl = readRuntimeConfig().mapTileUrl;
  useEffect(() => {
    if (!canDraw() || day.points.length === 0) return undefined;
    let live = true;
    let remove = () => {};
    void loadLeaflet().then((L) => {
      if (!live || !box.current) return;
      const { map, at } = createMap(L, box.current, tileUrl);
      remove = () => map.remove();
      const line = L.polyline(day.points.map(at), { color: '#1677ff', weight: 4 }).addTo(map);
      const end = (p: { lon: number; lat: number }, colour: string, text: string) =>
        L.circleMarker(at(p), { radius: 7, color: '#fff', weight: 2, fillColor: colour, fillOpacity: 1 }).bindTooltip(text).addTo(map);
      end(day.points[0]!, '#52c41a', '起点');
      end(day.points[day.points.length - 1]!, '#f5222d', '终点');
      day.stops.forEach((s, i) => end(s, '#fa8c16', `停留${i + 1}：${s.minutes} 分钟`));
      map.fitBounds(line.getBounds(), { padding: [24, 24] });
    });
    return () => {
      live = false;
      remove();
    };
  }, [day, tileUrl]);
  return <div ref={box} role="region" aria-label="当天轨迹地图" style={{ height: 420, borderRadius: 8, background: '#eef2f6' }} />;
}
