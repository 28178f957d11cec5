import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import DatePicker from 'antd/es/date-picker';
import Empty from 'antd/es/empty';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Statistic from 'antd/es/statistic';
import Table from 'antd/es/table';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import { useCarDay, useFleet } from '../api/use-fleet';
import { DayMap } from '../components/day-map';

const time = (iso: string | null) => (iso ? dayjs(iso).format('HH:mm') : '—');
/** The calendar day in China (+08:00 all year) of an instant: the server's days are China's, whatever the browser's zone. */
const chinaDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * /trainDetail?car_id&date: one car's day — its track on the map, the distance, when it started and stopped, and where
 * it stood (stops of five minutes or more). The day defaults to the day of its last fix.
 */
export function TrainDetailPage() {
  const [params, setParams] = useSearchParams();
  const fleet = useFleet();
  const cars = fleet.data?.list ?? [];
  const carId = params.get('car_id') ?? cars[0]?.car_id ?? null;
  const chosen = cars.find((c) => c.car_id === carId);
  const date = params.get('date') ?? chinaDay(chosen?.last_point ? Date.parse(chosen.last_point.recorded_at) : Date.now());
  // Without a date in the address, wait for the car's last fix to know which day to show.
  const ready = params.has('date') || !fleet.isLoading;
  const day = useCarDay(ready ? carId : null, date);
  const set = (key: string, value: string) =>
    setParams((p) => {
      p.set(key, value);
      if (key === 'car_id') p.delete('date');
      return p;
    });

  let body;
  if (!carId) body = fleet.isLoading ? <Skeleton active /> : <Empty description="暂无车辆" />;
  else if (!ready || day.isLoading) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (day.isError || !day.data) body = <Alert type="error" showIcon title={day.error instanceof Error ? day.error.message : '轨迹加载失败'} />;
  else if (day.data.points.length === 0)
    body = <Empty description={day.data.days_with_track.length ? `当天没有轨迹，最近有轨迹的日期：${day.data.days_with_track.slice(0, 3).join('、')}` : '当天没有轨迹'} />;
  else {
    const d = day.data;
    body = (
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Space size={48} wrap>
          <Statistic title="行驶里程" value={d.distance_km} precision={1} suffix="km" />
          <Statistic title="出车" value={time(d.first_at)} />
          <Statistic title="收车" value={time(d.last_at)} />
          <Statistic title="停留" value={d.stops.length} suffix="次" />
          <Statistic title="最高速度" value={d.max_speed ?? '—'} suffix={d.max_speed == null ? undefined : 'km/h'} />
          <Statistic title="定位点" value={d.points.length} />
        </Space>
        <DayMap day={d} />
        <Table
          size="small"
          rowKey="start_at"
          pagination={false}
          aria-label="停留点"
          dataSource={d.stops}
          locale={{ emptyText: '当天没有停留' }}
          columns={[
            { title: '序号', key: 'n', render: (_v, _r, i) => i + 1 },
            { title: '开始', dataIndex: 'start_at', render: time },
            { title: '结束', dataIndex: 'end_at', render: time },
            { title: '停留（分钟）', dataIndex: 'minutes' },
            { title: '位置', key: 'at', render: (_v, s) => `${s.lon.toFixed(5)}, ${s.lat.toFixed(5)}` },
          ]}
        />
      </Space>
    );
  }

  return (
    <Card
      variant="borderless"
      title={chosen ? `车辆详情：${chosen.car_num}` : '车辆详情'}
      extra={
        <Space wrap>
          <Select aria-label="车辆" style={{ width: 200 }} value={carId ?? undefined} loading={fleet.isLoading} onChange={(v) => set('car_id', v)} options={cars.map((c) => ({ value: c.car_id, label: c.car_num }))} showSearch={{ optionFilterProp: 'label' }} />
          <DatePicker aria-label="日期" allowClear={false} value={dayjs(date)} onChange={(v) => v && set('date', v.format('YYYY-MM-DD'))} />
        </Space>
      }
    >
      {body}
    </Card>
  );
}
