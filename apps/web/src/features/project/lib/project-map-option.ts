import { project } from '@zhuyun/contracts';

export interface MapProject {
  project_id: string;
  project_name: string;
  status: number;
  lon: number | null;
  lat: number | null;
}

export type Located = MapProject & { lon: number; lat: number };
export const located = (p: MapProject): p is Located => p.lon != null && p.lat != null;

/** Status colours of the points, the same meaning as the list's tags. */
export const STATUS_COLOURS: Record<number, string> = { 1: '#8c8c8c', 2: '#1677ff', 3: '#52c41a', 4: '#fa8c16' };

/**
 * The map's option: a light outline base that can be zoomed and dragged, every located project as a point coloured by
 * status, and the chosen one as a rippling point that the view centres on.
 */
export function projectMapOption(mapName: string, projects: MapProject[], selectedId: string | null) {
  const points = projects.filter(located);
  const chosen = points.find((p) => p.project_id === selectedId);
  const datum = (p: Located) => ({ name: p.project_name, value: [p.lon, p.lat], id: p.project_id, itemStyle: { color: STATUS_COLOURS[p.status] ?? '#1677ff' } });
  return {
    tooltip: { trigger: 'item' as const, formatter: (x: { name: string; data?: { id?: string } }) => x.name },
    geo: {
      map: mapName,
      roam: true,
      scaleLimit: { min: 0.8, max: 200 },
      ...(chosen ? { center: [chosen.lon, chosen.lat], zoom: 12 } : {}),
      itemStyle: { areaColor: '#eef3fb', borderColor: '#9fb3cf', borderWidth: 0.6 },
      emphasis: { itemStyle: { areaColor: '#dce8fa' }, label: { show: false } },
      label: { show: false },
    },
    series: [
      {
        id: 'projects',
        type: 'scatter' as const,
        coordinateSystem: 'geo' as const,
        symbolSize: 10,
        data: points.filter((p) => p.project_id !== selectedId).map(datum),
        emphasis: { scale: 1.6 },
      },
      {
        id: 'chosen',
        type: 'effectScatter' as const,
        coordinateSystem: 'geo' as const,
        symbolSize: 16,
        rippleEffect: { scale: 3 },
        zlevel: 1,
        data: chosen ? [datum(chosen)] : [],
        label: { show: true, position: 'right' as const, formatter: '{b}', color: '#1f1f1f', fontSize: 13 },
      },
    ],
  };
}

export const statusName = (s: number) => project.PROJECT_STATUS_NAMES[s] ?? String(s);
