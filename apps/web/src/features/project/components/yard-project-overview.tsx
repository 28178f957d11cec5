import { useState } from 'react';
import { Alert, Button, Card, Empty, Input, Segmented, Table } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { project } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

const PAGE_SIZE = 10;
type HasYard = 'all' | 1 | 0;

/** /projectYardList without a project: every project with its yards (POST /admin/yard/project); a project opens its own list. */
export function YardProjectOverview() {
  const client = useApiClient();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [hasYard, setHasYard] = useState<HasYard>('all');
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['yards', 'by-project', search, hasYard, page],
    queryFn: ({ signal }) =>
      client.call(project.getYardProjects, { search: search || undefined, has_yard: hasYard === 'all' ? undefined : hasYard, page, per_page: PAGE_SIZE }, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
  const open = (projectId: string) => void navigate(`/projectYardList?project_id=${projectId}`);
  return (
    <Card variant="borderless" title="项目堆场">
      <div style={{ display: 'flex', gap: 12, marginBottom: 12, flexWrap: 'wrap' }}>
        <Input.Search allowClear placeholder="搜索项目或堆场名称" style={{ maxWidth: 280 }} onSearch={(v) => (setSearch(v.trim()), setPage(1))} />
        <Segmented<HasYard>
          value={hasYard}
          onChange={(v) => (setHasYard(v), setPage(1))}
          options={[
            { value: 'all', label: '全部项目' },
            { value: 1, label: '有堆场' },
            { value: 0, label: '无堆场' },
          ]}
        />
      </div>
      {list.isError ? (
        <Alert type="error" showIcon title="项目堆场加载失败" action={<Button onClick={() => void list.refetch()}>重试</Button>} />
      ) : (
        <Table
          size="small"
          rowKey="project_id"
          loading={list.isFetching}
          dataSource={list.data?.list ?? []}
          locale={{ emptyText: <Empty description={search ? `没有找到与“${search}”相关的项目或堆场` : '暂无项目'} /> }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.total_count ?? 0, onChange: setPage, showSizeChanger: false }}
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
      )}
    </Card>
  );
}
