import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import { Msg, routes, type AreaNode } from '@zhuyun/contracts';
import { useApiClient } from '../api-client-context';
import { loadOutlines, type LngLat, type Outline } from './geo-outline';
import type { FlyTo } from './leaflet-view';
import { parseLngLat, searchPlace } from './place-search';

// Leaflet and its styles load with the first opened map, never with the page that merely offers one.
const LeafletView = lazy(() => import('./leaflet-view'));

/** The unit map's default centre: Hangzhou (spec-1 §9). */
export const DEFAULT_MAP_CENTRE: LngLat = { lng: 120.016, lat: 30.289 };
export const DEFAULT_MAP_ZOOM = 12;
/** Without tiles only outlines are drawn, and at zoom 12 Hangzhou's would fill the view: start wide enough to see them. */
const OFFLINE_ZOOM = 9;

export interface MapPickerProps {
  open: boolean;
  value?: LngLat | null;
  onSave?: (point: LngLat) => void;
  onCancel: () => void;
  /** A Leaflet tile URL template (runtime config MAP_TILE_URL); without one the offline outlines are drawn. */
  tileUrl?: string | null;
  /** Where the offline GeoJSON lives; null to draw the grid alone. */
  geoBase?: string | null;
  /** Shows the point without letting it change (viewing a unit). */
  readOnly?: boolean;
  title?: string;
}

type Note = { type: 'info' | 'warning' | 'error'; text: string };

const formatPoint = (p: LngLat) => `经度 ${p.lng.toFixed(6)}，纬度 ${p.lat.toFixed(6)}`;

/** 'Select longitude and latitude' (spec-1 §2): search box, draggable marker, geolocation, Save and Cancel. */
export function MapPicker({ open, value = null, onSave, onCancel, tileUrl = null, geoBase = '/geo', readOnly = false, title }: MapPickerProps) {
  const client = useApiClient();
  const [point, setPoint] = useState<LngLat | null>(value);
  const [note, setNote] = useState<Note | null>(null);
  const [flyTo, setFlyTo] = useState<FlyTo | null>(null);
  const [outlines, setOutlines] = useState<Outline[]>([]);
  const [query, setQuery] = useState('');
  const areaTree = useRef<Promise<AreaNode[]> | null>(null);
  const startZoom = tileUrl ? DEFAULT_MAP_ZOOM : OFFLINE_ZOOM;
  const initial = useRef<FlyTo>({ centre: value ?? DEFAULT_MAP_CENTRE, zoom: value ? (tileUrl ? 15 : 11) : startZoom, seq: 0 });

  useEffect(() => {
    if (!open) return;
    setPoint(value);
    setNote(null);
    setQuery('');
    initial.current = { centre: value ?? DEFAULT_MAP_CENTRE, zoom: value ? (tileUrl ? 15 : 11) : startZoom, seq: 0 };
    // Reset on each opening only; later value changes come from this dialog's own Save.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  useEffect(() => {
    if (!open || !geoBase || tileUrl) return;
    let live = true;
    void loadOutlines(geoBase).then((found) => live && setOutlines(found));
    return () => {
      live = false;
    };
  }, [open, geoBase, tileUrl]);

  const pick = (p: LngLat) => {
    setPoint(p);
    setNote(null);
  };

  const search = async (text: string) => {
    if (!text.trim()) return;
    let tree: AreaNode[] = [];
    if (!parseLngLat(text)) {
      // Region names are looked up in the area tree, fetched on the first such search.
      areaTree.current ??= client.call(routes.getAreaTree, {}).then((answer) => answer.list);
      try {
        tree = await areaTree.current;
      } catch {
        areaTree.current = null;
      }
    }
    const found = searchPlace(text, tree, outlines);
    if (found.kind === 'point') {
      pick(found.point);
      setFlyTo({ centre: found.point, zoom: tileUrl ? 15 : 11, seq: Date.now() });
    } else if (found.kind === 'near') {
      setFlyTo({ centre: found.centre, zoom: found.zoom, seq: Date.now() });
      setNote({ type: 'info', text: `已定位到「${found.near}」附近（${found.name}），请在地图上点击选择具体位置` });
    } else if (found.kind === 'nameOnly') {
      setNote({ type: 'info', text: `找到「${found.name}」，离线地图没有它的坐标，请在地图上点击选择具体位置` });
    } else {
      setNote({ type: 'warning', text: '未找到该地点。可输入“经度,纬度”（如 120.016,30.289）或省/市/区名称' });
    }
  };

  const save = () => {
    if (!point) return setNote({ type: 'error', text: Msg.mapPointRequired });
    onSave?.(point);
  };

  return (
    <Modal
      title={title ?? (readOnly ? '查看位置' : '选择经纬度')}
      open={open}
      width={820}
      onCancel={onCancel}
      destroyOnHidden
      footer={
        readOnly
          ? [
              <Button key="close" onClick={onCancel}>
                关闭
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={onCancel}>
                取消
              </Button>,
              <Button key="save" type="primary" onClick={save}>
                保存
              </Button>,
            ]
      }
    >
      {!readOnly && (
        <Input.Search
          aria-label="搜索地点"
          placeholder="输入地区名称，或“经度,纬度”"
          enterButton="搜索"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onSearch={(text) => void search(text)}
          style={{ marginBottom: 12 }}
        />
      )}
      {open && (
        <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 440 }} />}>
          <LeafletView
            point={point}
            initial={initial.current}
            flyTo={flyTo}
            tileUrl={tileUrl}
            outlines={outlines}
            readOnly={readOnly}
            onPick={pick}
            onLocateError={(text) => setNote({ type: 'error', text })}
          />
        </Suspense>
      )}
      <div style={{ marginTop: 12, minHeight: 22, color: 'rgba(0,0,0,0.65)' }} aria-live="polite">
        {point ? formatPoint(point) : readOnly ? '未设置位置' : '点击地图选择位置，可拖动标记微调'}
      </div>
      {note && <Alert type={note.type} showIcon title={note.text} style={{ marginTop: 8 }} />}
    </Modal>
  );
}
