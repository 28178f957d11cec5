import { useState } from 'react';
import { Button, Card, Input, Popconfirm, Select, Space } from 'antd';
import type { TableProps } from 'antd';
import { PagedTable, useTableQuery } from '@zhuyun/ui';
import dayjs from 'dayjs';
import type { ResponseOf } from '@zhuyun/contracts';
import { toast } from '../../../lib/feedback';
import type { car } from '@zhuyun/contracts';
import { useCarTypes, useCars, useDeleteCar, type CarQuery } from '../api/use-cars';
import { CarFormDialog } from '../components/car-form-dialog';
import { TrackDrawer } from '../components/track-drawer';

type Row = ResponseOf<typeof car.listCars>['list'][number];

/** /carList: the company's cars with search, type filter, sorting, paging, editing and each car's track. */
export function CarListPage() {
  const { query, sortOf, onTableChange, refine } = useTableQuery<CarQuery>({ page: 1, per_page: 20 });
  const [editing, setEditing] = useState<Row | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [tracked, setTracked] = useState<Row | null>(null);
  const list = useCars(query);
  const types = useCarTypes();
  const remove = useDeleteCar();

  const columns: TableProps<Row>['columns'] = [
    { title: '车牌号', dataIndex: 'car_num', sorter: true, sortOrder: sortOf('car_num') },
    { title: '车辆类型', dataIndex: 'car_type_name', render: (v: string | null) => v ?? '—' },
    { title: '司机', dataIndex: 'leader', sorter: true, sortOrder: sortOf('leader'), render: (v: string | null) => v ?? '—' },
    { title: '手机号', dataIndex: 'phone', render: (v: string | null) => v ?? '—' },
    { title: 'GPS编号', dataIndex: 'gps_num', render: (v: string | null) => v ?? '—' },
    {
      title: '最近定位',
      dataIndex: 'last_point',
      render: (p: Row['last_point']) => (p ? `${dayjs(p.recorded_at).format('YYYY-MM-DD HH:mm')}（${p.lon.toFixed(4)}, ${p.lat.toFixed(4)}）` : '—'),
    },
    {
      title: '操作',
      key: 'actions',
      render: (_, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setTracked(r)}>
            轨迹
          </Button>
          <Button type="link" size="small" onClick={() => (setEditing(r), setFormOpen(true))}>
            编辑
          </Button>
          <Popconfirm title={`删除车辆 ${r.car_num}？`} onConfirm={() => remove.mutateAsync(r.car_id).then(() => toast.success('删除成功'))}>
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card title="车辆管理" variant="borderless">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap>
          <Input.Search
            placeholder="搜索车牌号、司机或GPS编号"
            aria-label="搜索车辆"
            allowClear
            style={{ width: 280 }}
            onSearch={(search) => refine({ search: search.trim() || undefined })}
          />
          <Select
            aria-label="车辆类型"
            placeholder="车辆类型"
            allowClear
            style={{ width: 160 }}
            onChange={(car_type?: string) => refine({ car_type })}
            options={types.data?.list.map((t) => ({ value: t.car_type, label: t.car_type_name }))}
          />
          <Button type="primary" onClick={() => (setEditing(null), setFormOpen(true))}>
            新增车辆
          </Button>
        </Space>
        <PagedTable<Row>
          rowKey="car_id"
          columns={columns}
          answer={list.data}
          loading={list.isFetching}
          error={list.isError && { title: '车辆列表加载失败', retry: () => void list.refetch() }}
          emptyText="暂无车辆"
          onChange={onTableChange}
        />
      </Space>
      <CarFormDialog open={formOpen} editing={editing} onClose={() => setFormOpen(false)} />
      <TrackDrawer car={tracked} onClose={() => setTracked(null)} />
    </Card>
  );
}
