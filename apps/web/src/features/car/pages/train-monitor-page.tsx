import { useMemo, useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import List from 'antd/es/list';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router';
import { isOnline, useFleet } from '../api/use-fleet';
import { FleetMap } from '../components/fleet-map';

/**
 * /trainMonitor: the company's cars at their live positions (moved as their GPS units report), the list beside the map
 * with each car's state and last fix; a car's 当天轨迹 opens its day on /trainDetail.
 */
export function TrainMonitorPage() {
  const navigate = useNavigate();
  const fleet = useFleet();
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const now = fleet.dataUpdatedAt || Date.now();
  const cars = useMemo(
    () =>
      (fleet.data?.list ?? [])
        .filter((c) => !search || c.car_num.includes(search.toUpperCase()) || (c.leader ?? '').includes(search))
        .map((c) => ({ ...c, online: isOnline(c.last_point?.recorded_at, now) })),
    [fleet.data, search, now],
  );
  const online = cars.filter((c) => c.online).length;

  let body;
  if (fleet.isLoading) body = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (fleet.isError) body = <Alert type="error" showIcon title="车辆加载失败" action={<Button onClick={() => void fleet.refetch()}>重试</Button>} />;
  else if (!fleet.data?.list.length)
    body = (
      <Empty description="暂无车辆">
        <Button type="primary" onClick={() => void navigate('/carList')}>
          添加车辆
        </Button>
      </Empty>
    );
  else
    body = (
      <div style={{ display: 'flex', gap: 16, height: 'calc(100vh - 260px)', minHeight: 520 }}>
        <div style={{ width: 320, flex: 'none', overflow: 'auto' }}>
          <Typography.Text type="secondary">
            共 {cars.length} 辆，{online} 辆在线
          </Typography.Text>
          <List
            size="small"
            dataSource={cars}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有匹配的车辆" /> }}
            renderItem={(c) => (
              <List.Item
                onClick={() => setSelectedId(c.car_id)}
                aria-selected={c.car_id === selectedId}
                style={{ cursor: 'pointer', paddingInline: 8, background: c.car_id === selectedId ? '#e6f4ff' : undefined }}
                actions={[
                  <Button key="day" type="link" size="small" onClick={() => void navigate(`/trainDetail?car_id=${c.car_id}`)}>
                    当天轨迹
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  title={
                    <span>
                      {c.car_num} <Tag color={c.online ? 'success' : 'default'}>{c.last_point ? (c.online ? '在线' : '离线') : '无定位'}</Tag>
                    </span>
                  }
                  description={c.last_point ? `${c.leader ?? '—'} · ${dayjs(c.last_point.recorded_at).format('MM-DD HH:mm')}` : (c.leader ?? '—')}
                />
              </List.Item>
            )}
          />
        </div>
        <div style={{ flex: 1, minWidth: 0 }}>
          <FleetMap cars={cars} selectedId={selectedId} onSelect={setSelectedId} />
        </div>
      </div>
    );

  return (
    <Card
      variant="borderless"
      title="车辆监控"
      extra={<Input.Search aria-label="搜索车辆" placeholder="车牌号或司机" allowClear style={{ width: 240 }} onSearch={(v) => setSearch(v.trim())} />}
    >
      {body}
    </Card>
  );
}
