import { useEffect, useRef, useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Empty from 'antd/es/empty';
import Slider from 'antd/es/slider';
import Spin from 'antd/es/spin';
import Switch from 'antd/es/switch';
import Tree from 'antd/es/tree';
import { ViewerEngine, type ModelFormat, type Properties, type TreeNode } from './viewer-engine';
import { hasWebGL } from './webgl';

export const NO_WEBGL = '当前浏览器不支持 WebGL，无法显示三维模型。请使用新版 Chrome、Edge 或 Firefox，并开启硬件加速。';

interface Props {
  url: string;
  format: ModelFormat;
}

/**
 * The viewer: the model on a canvas (drag to orbit, wheel to zoom, 适应视图 to fit), its tree, the picked element's
 * properties, and a section plane. `data-first-frame-ms` on the canvas says how long the model took from the start of
 * its download to its first drawn frame (read by the e2e test and the report).
 */
export function ModelViewer({ url, format }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const engineRef = useRef<ViewerEngine | null>(null);
  const [webgl] = useState(hasWebGL);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [tree, setTree] = useState<TreeNode[]>([]);
  const [picked, setPicked] = useState<{ key: string; properties: Properties } | null>(null);
  const [range, setRange] = useState<[number, number]>([0, 1]);
  const [section, setSection] = useState<number | null>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!webgl || !canvas) return;
    const engine = new ViewerEngine(canvas);
    engineRef.current = engine;
    engine.onPick = (key, properties) => setPicked(key && properties ? { key, properties } : null);
    let live = true;
    const started = performance.now();
    setState('loading');
    setPicked(null);
    setSection(null);
    (async () => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const bytes = await response.arrayBuffer();
      if (!live) return;
      await engine.load(bytes, format);
      if (!live) return;
      engine.onFrame = () => {
        engine.onFrame = () => undefined;
        canvas.dataset.firstFrameMs = String(Math.round(performance.now() - started));
      };
      setTree(engine.tree());
      setRange(engine.heightRange());
      setState('ready');
    })().catch(() => live && setState('error'));
    return () => {
      live = false;
      engine.dispose();
      engineRef.current = null;
    };
  }, [url, format, webgl]);

  if (!webgl) return <Alert type="warning" showIcon message="无法显示三维模型" description={NO_WEBGL} />;

  const sectionOn = section !== null;
  const setCut = (height: number | null) => {
    setSection(height);
    engineRef.current?.setSection(height);
  };
  const [low, high] = range;
  return (
    <div style={{ display: 'flex', gap: 12, height: 'calc(100vh - 240px)', minHeight: 420 }}>
      <div style={{ width: 240, overflow: 'auto', borderRight: '1px solid #f0f0f0' }}>
        <div style={{ fontWeight: 600, marginBottom: 8 }}>模型结构</div>
        {tree.length ? (
          <Tree treeData={tree} defaultExpandedKeys={tree.flatMap((n) => [n.key, ...n.children.map((c) => c.key)])} selectedKeys={picked ? [picked.key] : []} onSelect={(keys) => void engineRef.current?.select((keys[0] as string | undefined) ?? null)} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={state === 'loading' ? '加载中' : '暂无结构'} />
        )}
      </div>
      <div style={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 8 }}>
          <Button size="small" onClick={() => engineRef.current?.fit()} disabled={state !== 'ready'}>
            适应视图
          </Button>
          <span>剖切</span>
          <Switch size="small" checked={sectionOn} disabled={state !== 'ready'} onChange={(on) => setCut(on ? (low + high) / 2 : null)} aria-label="剖切" />
          <Slider style={{ width: 200 }} disabled={!sectionOn} min={low} max={high} step={(high - low) / 100 || 0.01} value={section ?? high} onChange={(v) => setCut(v as number)} tooltip={{ formatter: (v) => `${(v ?? 0).toFixed(2)} m` }} />
          <span style={{ color: '#8c8c8c', fontSize: 12 }}>拖动旋转，滚轮缩放，右键平移，单击构件查看属性</span>
        </div>
        <div style={{ position: 'relative', flex: 1, minHeight: 0 }}>
          <canvas ref={canvasRef} data-testid="model-canvas" style={{ width: '100%', height: '100%', display: 'block' }} />
          {state === 'loading' && <Spin style={{ position: 'absolute', inset: 0, margin: 'auto', height: 32 }} tip="模型加载中" />}
          {state === 'error' && <Alert style={{ position: 'absolute', top: 16, left: 16, right: 16 }} type="error" showIcon message="模型加载失败，请稍后重试" />}
        </div>
      </div>
      <div style={{ width: 260, overflow: 'auto', borderLeft: '1px solid #f0f0f0', paddingLeft: 12 }}>
        <div style={{ fontWeight: 600, marginBottom: 8 }}>构件属性</div>
        {picked ? (
          <Descriptions size="small" column={1} bordered items={Object.entries(picked.properties).filter(([k]) => k !== 'name').map(([k, v]) => ({ key: k, label: k, children: String(v ?? '—') }))} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="单击模型中的构件查看属性" />
        )}
      </div>
    </div>
  );
}
