import { useMemo, useState } from 'react';
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import DatePicker from 'antd/es/date-picker';
import Empty from 'antd/es/empty';
import List from 'antd/es/list';
import Segmented from 'antd/es/segmented';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { Dayjs } from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApiClient } from '@zhuyun/ui';
import { routes } from '@zhuyun/contracts';
import { GnssMap, type GnssMarker } from '../components/gnss-map';

const HOUR = 3_600_000;
const windows = [
  { value: 1, label: '1 小时' },
  { value: 6, label: '6 小时' },
  { value: 24, label: '24 小时' },
  { value: 72, label: '3 天' },
];

/**
 * /beidouPosition: the unit's BeiDou/GNSS units (site devices of kind gnss, added and keyed on /sensorList) at their
 * latest positions, and a chosen one's track over the last hours or a chosen window.
 */
export function BeidouPositionPage() {
  const client = useApiClient();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [hours, setHours] = useState(24);
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const devices = useQuery({
    queryKey: ['devices', 'gnss'],
    queryFn: ({ signal }) => client.call(routes.listSiteDevices, { device_kind: 'gnss', is_page: 0 }, { signal, silent: true }),
  });
  const list = useMemo(() => devices.data?.list ?? [], [devices.data]);
  const chosen = selectedId ?? list[0]?.device_id ?? null;
  // The window is fixed when chosen (not re-read each render), so the query key is stable.
  const span = useMemo(() => {
    if (range) return { start_time: range[0].toISOString(), end_time: range[1].toISOString() };
    const end = Date.now();
    return { start_time: new Date(end - hours * HOUR).toISOString(), end_time: new Date(end).toISOString() };
  }, [hours, range]);
  const track = useQuery({
    queryKey: ['devices', 'gnss-track', chosen, span],
    queryFn: ({ signal }) => client.call(routes.getGnssTrack, { device_id: chosen as string, ...span }, { signal, silent: true }),
    enabled: Boolean(chosen),
  });
  const markers: GnssMarker[] = useMemo(
    () =>
      list
        .filter((d) => d.latest?.latitude !== undefined && d.latest?.longitude !== undefined)
        .map((d) => ({ id: d.device_id, name: d.device_name, lat: d.latest!.latitude!, lng: d.latest!.longitude!, online: d.online === 1 })),
    [list],
  );
  const points = useMemo(() => track.data?.points ?? [], [track.data]);

  let body;
  if (devices.isLoading) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (devices.isError) body = <Alert type="error" showIcon title="定位设备加载失败" />;
  else if (!list.length) body = <Empty description={<span>暂无北斗定位终端，请在<Link to="/sensorList">传感器</Link>中新增类型为“北斗定位终端”的设备</span>} />;
  else
    body = (
      <div style={{ display: 'flex', gap: 16, height: 'calc(100vh - 260px)', minHeight: 520 }}>
        <div style={{ width: 300, flex: 'none', overflow: 'auto' }}>
          <List
            size="small"
            dataSource={list}
            renderItem={(d) => (
              <List.Item onClick={() => setSelectedId(d.device_id)} aria-selected={d.device_id === chosen} style={{ cursor: 'pointer', paddingInline: 8, background: d.device_id === chosen ? '#e6f4ff' : undefined }}>
                <List.Item.Meta
                  title={d.device_name}
                  description={d.latest?.latitude !== undefined ? `${d.latest.latitude?.toFixed(5)}, ${d.latest.longitude?.toFixed(5)}` : '暂无定位'}
                />
                <Tag color={d.online === 1 ? 'green' : 'default'}>{d.online === 1 ? '在线' : '离线'}</Tag>
              </List.Item>
            )}
          />
        </div>
        <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
            <Segmented options={windows} value={range ? -1 : hours} onChange={(v) => {
                setRange(null);
                setHours(v as number);
              }} />
            <DatePicker.RangePicker showTime value={range} onChange={(v) => setRange(v && v[0] && v[1] ? [v[0], v[1]] : null)} placeholder={['开始时间', '结束时间']} />
            <Typography.Text type="secondary">
              {track.isLoading ? '轨迹加载中…' : track.isError ? '轨迹加载失败' : `轨迹点 ${points.length} 个${track.data?.truncated ? '（仅显示最近 5000 个）' : ''}`}
            </Typography.Text>
          </div>
          <div style={{ flex: 1 }}>
            <GnssMap markers={markers} track={points} selectedId={chosen} onSelect={setSelectedId} />
          </div>
        </div>
      </div>
    );
  return <Card title="北斗定位">{body}</Card>;
}
