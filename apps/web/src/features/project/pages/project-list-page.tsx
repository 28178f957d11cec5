import { Suspense, lazy, useState } from 'react';
import { Alert, Button, Card, Empty, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import type { TableProps } from 'antd';
import { useNavigate } from 'react-router';
import type { ResponseOf } from '@zhuyun/contracts';
import { project } from '@zhuyun/contracts';
import { toast } from '../../../lib/feedback';
import { useDeleteProject, useProjectPage, type ProjectQuery } from '../api/use-projects';

// The form (date pickers, cascader) loads with the first 新建/编辑, keeping the list's chunk under 160 kB gzip.
const ProjectFormDialog = lazy(() => import('../components/project-form-dialog').then((m) => ({ default: m.ProjectFormDialog })));

type Row = ResponseOf<typeof project.getProjectManageList>['list'][number];
const { PROJECT_STATUS_NAMES, BUILDING_TYPES } = project;
const STATUS_COLOR: Record<number, string> = { 1: 'default', 2: 'processing', 3: 'success', 4: 'warning' };
const TYPE_NAME = Object.fromEntries(BUILDING_TYPES);

/** /ProjectList: the company's projects with search, a status filter, sorting, paging, create, edit and delete. */
export function ProjectListPage() {
  const navigate = useNavigate();
  const [query, setQuery] = useState<ProjectQuery>({ page: 1, per_page: 20 });
  const [status, setStatus] = useState<number>();
  const [editing, setEditing] = useState<Row | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const list = useProjectPage({ ...query, conditions: status ? [{ column: 'status', symbol: '=', value: status }] : undefined });
  const remove = useDeleteProject();

  const sortOf = (field: string) => (query.sort_field === field ? (query.sort_order ?? null) : null);
  const onTable: TableProps<Row>['onChange'] = (pagination, _f, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    setQuery((q) => ({
      ...q,
      page: pagination.current ?? 1,
      per_page: pagination.pageSize ?? 20,
      sort_field: one?.order ? (one.field as ProjectQuery['sort_field']) : undefined,
      sort_order: one?.order ?? undefined,
    }));
  };

  const columns: TableProps<Row>['columns'] = [
    { title: '项目编码', dataIndex: 'project_code', sorter: true, sortOrder: sortOf('project_code') },
    {
      title: '项目名称',
      dataIndex: 'project_name',
      sorter: true,
      sortOrder: sortOf('project_name'),
      render: (name: string, r) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => void navigate(`/projectDetail?project_id=${r.project_id}`)}>
          {name}
        </Button>
      ),
    },
    { title: '所在地区', key: 'region', render: (_, r) => [r.province, r.city, r.area].filter(Boolean).join(' / ') || '—' },
    { title: '建筑类型', dataIndex: 'building_type', render: (t: string | null) => (t ? (TYPE_NAME[t] ?? t) : '—') },
    { title: '建筑面积(㎡)', dataIndex: 'building_area', sorter: true, sortOrder: sortOf('building_area'), render: (v: number | null) => v?.toLocaleString() ?? '—' },
    { title: '状态', dataIndex: 'status', sorter: true, sortOrder: sortOf('status'), render: (s: number) => <Tag color={STATUS_COLOR[s]}>{PROJECT_STATUS_NAMES[s]}</Tag> },
    { title: '开工日期', dataIndex: 'start_date', sorter: true, sortOrder: sortOf('start_date') },
    {
      title: '操作',
      key: 'actions',
      render: (_, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => void navigate(`/componList?project_id=${r.project_id}`)}>
            构件
          </Button>
          <Button type="link" size="small" onClick={() => (setEditing(r), setFormOpen(true))}>
            编辑
          </Button>
          <Popconfirm title={`删除项目“${r.project_name}”及其全部构件？`} onConfirm={() => remove.mutateAsync(r.project_id).then(() => toast.success('删除成功'))}>
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card title="项目列表" variant="borderless">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap>
          <Input.Search
            placeholder="搜索项目名称或编码"
            aria-label="搜索项目"
            allowClear
            style={{ width: 260 }}
            onSearch={(search) => setQuery((q) => ({ ...q, search: search.trim() || undefined, page: 1 }))}
          />
          <Select
            aria-label="项目状态"
            placeholder="项目状态"
            allowClear
            style={{ width: 140 }}
            value={status}
            onChange={(s) => (setStatus(s), setQuery((q) => ({ ...q, page: 1 })))}
            options={Object.entries(PROJECT_STATUS_NAMES).map(([value, label]) => ({ value: Number(value), label }))}
          />
          <Button type="primary" onClick={() => (setEditing(null), setFormOpen(true))}>
            新建项目
          </Button>
        </Space>
        {list.isError && <Alert type="error" showIcon title="项目列表加载失败" action={<Button onClick={() => void list.refetch()}>重试</Button>} />}
        <Table<Row>
          rowKey="project_id"
          size="small"
          loading={list.isFetching}
          columns={columns}
          dataSource={list.data?.list ?? []}
          onChange={onTable}
          locale={{ emptyText: <Empty description="暂无项目" /> }}
          pagination={{
            current: list.data?.cur_page ?? 1,
            pageSize: list.data?.page_size ?? 20,
            total: list.data?.total_count ?? 0,
            showSizeChanger: true,
            showTotal: (total) => `共 ${total} 条`,
          }}
        />
      </Space>
      {(formOpen || editing) && (
        <Suspense fallback={null}>
          <ProjectFormDialog open={formOpen} editing={editing} onClose={() => setFormOpen(false)} />
        </Suspense>
      )}
    </Card>
  );
}
