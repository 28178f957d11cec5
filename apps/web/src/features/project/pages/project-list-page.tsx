import { useState } from 'react';
import { Button, Card, Input, Popconfirm, Select, Space, Tag } from 'antd';
import type { TableProps } from 'antd';
import { PagedTable, useTableQuery } from '@zhuyun/ui';
import { useNavigate } from 'react-router';
import type { ResponseOf } from '@zhuyun/contracts';
import { project } from '@zhuyun/contracts';
import { toast } from '../../../lib/feedback';
import { useDeleteProject, useProjectPage, type ProjectQuery } from '../api/use-projects';

type Row = ResponseOf<typeof project.getProjectManageList>['list'][number];
const { PROJECT_STATUS_NAMES, BUILDING_TYPES } = project;
const STATUS_COLOR: Record<number, string> = { 1: 'default', 2: 'processing', 3: 'success', 4: 'warning' };
const TYPE_NAME = Object.fromEntries(BUILDING_TYPES);

/** /ProjectList: the company's projects with search, a status filter, sorting, paging and delete; create and edit on /operaProject. */
export function ProjectListPage() {
  const navigate = useNavigate();
  const { query, sortOf, onTableChange, refine } = useTableQuery<ProjectQuery>({ page: 1, per_page: 20 });
  const [status, setStatus] = useState<number>();
  const list = useProjectPage({ ...query, conditions: status ? [{ column: 'status', symbol: '=', value: status }] : undefined });
  const remove = useDeleteProject();


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
          <Button type="link" size="small" onClick={() => void navigate(`/operaProject?project_id=${r.project_id}`)}>
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
            onSearch={(search) => refine({ search: search.trim() || undefined })}
          />
          <Select
            aria-label="项目状态"
            placeholder="项目状态"
            allowClear
            style={{ width: 140 }}
            value={status}
            onChange={(s) => (setStatus(s), refine({}))}
            options={Object.entries(PROJECT_STATUS_NAMES).map(([value, label]) => ({ value: Number(value), label }))}
          />
          <Button type="primary" onClick={() => void navigate('/operaProject')}>
            新建项目
          </Button>
          <Button onClick={() => void navigate('/ProjectMap')}>项目地图</Button>
        </Space>
        <PagedTable<Row>
          rowKey="project_id"
          columns={columns}
          answer={list.data}
          loading={list.isFetching}
          error={list.isError && { title: '项目列表加载失败', retry: () => void list.refetch() }}
          emptyText="暂无项目"
          onChange={onTableChange}
        />
      </Space>
    </Card>
  );
}
