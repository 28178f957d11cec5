import { Button, Card, Input, Segmented, Table } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { project, type ResponseOf } from '@zhuyun/contracts';
import { PagedTable, useApiClient, useTableQuery, type TableQuery } from '@zhuyun/ui';

type HasYard = 'all' | 1 | 0;
type Row = ResponseOf<typeof project.getYardProjects>['list'][number];
interface OverviewQuery extends TableQuery {
  page: number;
  per_page: number;
  search?: string;
  has_yard?: 0 | 1;
}

/** /projectYardList without a project: every project with its yards (POST /admin/yard/project); a project opens its own list. */
export function YardProjectOverview() {
  const client = useApiClient();
  const navigate = useNavigate();
  const { query, onTableChange, refine } = useTableQuery<OverviewQuery>({ page: 1, per_page: 10 });
  const list = useQuery({
    queryKey: ['yards', 'by-project', query],
    queryFn: ({ signal }) => client.call(project.getYardProjects, { search: query.search, has_yard: query.has_yard, page: query.page, per_page: query.per_page }, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
  const open = (projectId: string) => void navigate(`/projectYardList?project_id=${projectId}`);
  return (
    <Card variant="borderless" title="项目堆场">
      <div style={{ display: 'flex', gap: 12, marginBottom: 12, flexWrap: 'wrap' }}>
        <Input.Search allowClear placeholder="搜索项目或堆场名称" style={{ maxWidth: 280 }} onSearch={(v) => refine({ search: v.trim() || undefined })} />
        <Segmented<HasYard>
          value={query.has_yard ?? 'all'}
          onChange={(v) => refine({ has_yard: v === 'all' ? undefined : v })}
          options={[
            { value: 'all', label: '全部项目' },
            { value: 1, label: '有堆场' },
            { value: 0, label: '无堆场' },
          ]}
        />
      </div>
      <PagedTable<Row>
        rowKey="project_id"
        answer={list.data}
        loading={list.isFetching}
        error={list.isError && { title: '项目堆场加载失败', retry: () => void list.refetch(), cause: list.error }}
        emptyText={query.search ? `没有找到与“${query.search}”相关的项目或堆场` : '暂无项目'}
        pageSize={query.per_page}
        onChange={onTableChange}
        expandable={{
          rowExpandable: (r) => r.yard_count > 0,
          expandedRowRender: (r) => (
            <Table
              size="small"
              rowKey="stack_point_id"
              pagination={false}
              dataSource={r.yards}
              columns={[
                { title: '堆场名称', dataIndex: 'stack_point_name' },
                { title: '地址', dataIndex: 'address', render: (v: string | null) => v ?? '—' },
                { title: '容量', dataIndex: 'capacity', render: (v: number | null) => v ?? '—' },
                { title: '在场构件', dataIndex: 'stock' },
              ]}
            />
          ),
        }}
        columns={[
          { title: '项目编码', dataIndex: 'project_code', width: 140 },
          { title: '项目名称', dataIndex: 'project_name' },
          { title: '堆场数', dataIndex: 'yard_count', width: 90 },
          { title: '总容量', dataIndex: 'capacity_total', width: 100 },
          { title: '在场构件', dataIndex: 'stock_total', width: 100 },
          {
            title: '操作',
            key: 'op',
            width: 120,
            render: (_, r) => (
              <Button type="link" size="small" onClick={() => open(r.project_id)}>
                管理堆场
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
