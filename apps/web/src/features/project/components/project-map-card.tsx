import { Button, Card, Descriptions, Space, Tag } from 'antd';
import { useNavigate } from 'react-router';
import type { ResponseOf } from '@zhuyun/contracts';
import { project } from '@zhuyun/contracts';
import { STATUS_COLOURS, statusName } from '../lib/project-map-option';

type Row = ResponseOf<typeof project.getProjectList>['list'][number];
const TYPE_NAME = Object.fromEntries(project.BUILDING_TYPES);

/** The card of the project chosen on the map or in the list, with the way to its detail page. */
export function ProjectMapCard({ row, onClose }: { row: Row; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Card
      size="small"
      title={row.project_name}
      aria-label="项目信息"
      extra={
        <Button type="text" size="small" aria-label="关闭项目信息" onClick={onClose}>
          ✕
        </Button>
      }
      style={{ width: 340, boxShadow: '0 6px 16px rgba(0,0,0,0.12)' }}
    >
      <Descriptions size="small" column={1}>
        <Descriptions.Item label="项目编码">{row.project_code}</Descriptions.Item>
        <Descriptions.Item label="项目状态">
          <Tag color={STATUS_COLOURS[row.status]}>{statusName(row.status)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="所在地区">{[row.province, row.city, row.area].filter(Boolean).join(' / ') || '—'}</Descriptions.Item>
        <Descriptions.Item label="详细地址">{row.address ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="建筑类型">{row.building_type ? (TYPE_NAME[row.building_type] ?? row.building_type) : '—'}</Descriptions.Item>
        <Descriptions.Item label="建筑面积">{row.building_area != null ? `${row.building_area.toLocaleString()} ㎡` : '—'}</Descriptions.Item>
        <Descriptions.Item label="工期">{row.start_date || row.end_date ? `${row.start_date ?? '—'} 至 ${row.end_date ?? '—'}` : '—'}</Descriptions.Item>
        <Descriptions.Item label="经纬度">{row.lon != null && row.lat != null ? `${row.lon}, ${row.lat}` : '未设置位置'}</Descriptions.Item>
      </Descriptions>
      <Space style={{ marginTop: 8 }}>
        <Button type="primary" size="small" onClick={() => void navigate(`/projectDetail?project_id=${row.project_id}`)}>
          查看详情
        </Button>
        <Button size="small" onClick={() => void navigate(`/operaProject?project_id=${row.project_id}`)}>
          编辑
        </Button>
      </Space>
    </Card>
  );
}
