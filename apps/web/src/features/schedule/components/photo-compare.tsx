import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Image from 'antd/es/image';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import type { Photo } from '../api/use-image-progress';

/** One side of the comparison: a day's photos of the node. */
function Side({ label, day, days, photos, onDay }: { label: string; day: string | null; days: string[]; photos: Photo[]; onDay: (d: string) => void }) {
  const shown = photos.filter((p) => p.shot_date === day);
  return (
    <Card size="small" style={{ flex: 1, minWidth: 280 }} title={label} extra={<Select aria-label={`${label}日期`} value={day ?? undefined} onChange={onDay} options={days.map((d) => ({ value: d, label: d }))} style={{ width: 140 }} />}>
      {shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="该日期没有照片" />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {shown.map((p) => (
            <figure key={p.photo_id} style={{ margin: 0 }}>
              <Image src={p.url} alt={`${day} ${p.title ?? p.node_name}`} style={{ width: '100%', maxHeight: 360, objectFit: 'contain' }} />
              <Typography.Text type="secondary">{p.title ?? '—'}</Typography.Text>
            </figure>
          ))}
        </Space>
      )}
    </Card>
  );
}

/** Two days of the same node side by side: what was built between them. */
export function PhotoCompare({ photos, left, right, onLeft, onRight }: { photos: Photo[]; left: string | null; right: string | null; onLeft: (d: string) => void; onRight: (d: string) => void }) {
  const days = [...new Set(photos.map((p) => p.shot_date))];
  return (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }} role="group" aria-label="对比">
      <Side label="对比日期一" day={left} days={days} photos={photos} onDay={onLeft} />
      <Side label="对比日期二" day={right} days={days} photos={photos} onDay={onRight} />
    </div>
  );
}
