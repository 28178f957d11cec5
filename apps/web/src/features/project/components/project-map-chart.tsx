import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Skeleton } from 'antd';
import { usePrefersReducedMotion } from '../../../lib/reduced-motion';
import { stillChart } from '../../../lib/still-chart';
import { echarts } from '../lib/project-echarts';
import { PROJECT_MAP, loadProjectMap } from '../lib/project-map-geo';
import { projectMapOption, type MapProject } from '../lib/project-map-option';

/** jsdom has no canvas: under it the map keeps its frame and draws nothing (tests check the option and the list). */
const canDraw = () => typeof navigator !== 'undefined' && !/jsdom/i.test(navigator.userAgent);

export interface ProjectMapChartProps {
  projects: MapProject[];
  selectedId: string | null;
  onSelect: (projectId: string) => void;
}

/** The ECharts map of /ProjectMap; loaded on its own so the page's list shows before the map's code arrives. */
export default function ProjectMapChart({ projects, selectedId, onSelect }: ProjectMapChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof echarts.init> | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const select = useRef(onSelect);
  select.current = onSelect;
  const reducedMotion = usePrefersReducedMotion();
  const option = useMemo(() => {
    const full = projectMapOption(PROJECT_MAP, projects, selectedId);
    return reducedMotion ? stillChart(full) : full;
  }, [projects, selectedId, reducedMotion]);

  useEffect(() => {
    if (!canDraw()) return setState('ready');
    let live = true;
    setState('loading');
    loadProjectMap().then(
      () => live && setState('ready'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  useEffect(() => {
    if (state !== 'ready' || !host.current || !canDraw()) return;
    const c = echarts.init(host.current, undefined, { renderer: 'canvas' });
    chart.current = c;
    c.on('click', (e) => {
      const id = (e.data as { id?: string } | undefined)?.id;
      if (id) select.current(id);
    });
    const resize = new ResizeObserver(() => c.resize());
    resize.observe(host.current);
    return () => {
      resize.disconnect();
      c.dispose();
      chart.current = null;
    };
  }, [state]);

  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option, state]);

  if (state === 'failed')
    return <Alert type="error" showIcon title="地图加载失败" action={<Button onClick={() => setAttempt((n) => n + 1)}>重试</Button>} />;
  return (
    <div style={{ position: 'relative', height: '100%', minHeight: 480 }}>
      {state === 'loading' && <Skeleton.Node active style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }} />}
      <div ref={host} style={{ height: '100%', minHeight: 480 }} role="img" aria-label={`项目地图，${projects.length} 个项目`} data-testid="project-map" />
    </div>
  );
}
