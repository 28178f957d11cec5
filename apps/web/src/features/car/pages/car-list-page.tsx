import { useState } from 'react';
import { Alert, Button, Card, Empty, Input, Popconfirm, Select, Space, Table } from 'antd';
import type { TableProps } from 'antd';
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
  const [query, setQuery] = useState<CarQuery>({ page: 1, per_page: 20 });
  const [editing, setEditing] = useState<Row | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [tracked, setTracked] = useState<Row | null>(null);
  const list = useCars(query);
  const types = useCarTypes();
  const remove = useDeleteCar();

  const sortOf = (field: string) => (query.sort_field === field ? (query.sort_order ?? null) : null);
  const onTable: TableProps<Row>['onChange'] = (pagination, _f, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    setQuery((q) => ({
      ...q,
      page: pagination.current ?? 1,
      per_page: pagination.pageSize ?? 20,
      sort_field: one?.order ? (one.field as CarQuery['sort_field']) : undefined,
      sort_order: one?.order ?? undefined,
    }));
  };

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
            onSearch={(search) => setQuery((q) => ({ ...q, search: search.trim() || undefined, page: 1 }))}
          />
          <Select
            aria-label="车辆类型"
            placeholder="车辆类型"
            allowClear
            style={{ width: 160 }}
            onChange={(car_type?: string) => setQuery((q) => ({ ...q, car_type, page: 1 }))}
            options={types.data?.list.map((t) => ({ value: t.car_type, label: t.car_type_name }))}
          />
          <Button type="primary" onClick={() => (setEditing(null), setFormOpen(true))}>
            新增车辆
          </Button>
        </Space>
        {list.isError && <Alert type="error" showIcon title="车辆列表加载失败" action={<Button onClick={() => void list.refetch()}>重试</Button>} />}
        <Table<Row>
          rowKey="car_id"
          size="small"
          loading={list.isFetching}
          columns={columns}
          dataSource={list.data?.list ?? []}
          onChange={onTable}
          locale={{ emptyText: <Empty description="暂无车辆" /> }}
          pagination={{
            current: list.data?.cur_page ?? 1,
            pageSize: list.data?.page_size ?? 20,
            total: list.data?.total_count ?? 0,
            showSizeChanger: true,
            showTotal: (total) => `共 ${total} 条`,
          }}
        />
      </Space>
      <CarFormDialog open={formOpen} editing={editing} onClose={() => setFormOpen(false)} />
      <TrackDrawer car={tracked} onClose={() => setTracked(null)} />
    </Card>
  );
}
