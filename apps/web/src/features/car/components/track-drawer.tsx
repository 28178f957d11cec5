import { useState } from 'react';
import { Alert, DatePicker, Drawer, Empty, Skeleton, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCarTrack } from '../api/use-cars';
import { TrackView } from './track-view';

/** One day of a car's GPS track (today by default; the day of its last fix when it has one). */
export function TrackDrawer({ car, onClose }: { car: { car_id: string; car_num: string; last_point: { recorded_at: string } | null } | null; onClose: () => void }) {
  const initial = car?.last_point ? dayjs(car.last_point.recorded_at).format('YYYY-MM-DD') : dayjs().format('YYYY-MM-DD');
  const [picked, setPicked] = useState<string | null>(null);
  const day = picked ?? initial;
  const track = useCarTrack(car?.car_id ?? null, day);
  const points = track.data?.list ?? [];
  return (
    <Drawer open={car !== null} title={car ? `${car.car_num} 轨迹` : ''} size={640} onClose={() => (setPicked(null), onClose())}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <DatePicker aria-label="日期" value={dayjs(day)} allowClear={false} onChange={(d) => setPicked(d ? d.format('YYYY-MM-DD') : null)} />
        {track.isLoading ? (
          <Skeleton active />
        ) : track.isError ? (
          <Alert type="error" showIcon title="轨迹加载失败" />
        ) : points.length === 0 ? (
          <Empty description="当天没有轨迹" />
        ) : (
          <>
            <TrackView points={points} />
            <Typography.Text type="secondary">
              {points.length} 个定位点，{dayjs(points[0]?.recorded_at).format('HH:mm')} — {dayjs(points[points.length - 1]?.recorded_at).format('HH:mm')}
            </Typography.Text>
          </>
        )}
      </Space>
    </Drawer>
  );
}
