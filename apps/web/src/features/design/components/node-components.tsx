import Tag from 'antd/es/tag';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { design, type ResponseOf } from '@zhuyun/contracts';
import { PagedTable, useApiClient, useTableQuery, type TableQuery } from '@zhuyun/ui';
import { designKeys } from '../api/design-api';
import { PROGRESS_COLOURS, PROGRESS_NAMES } from './options';

type Component = ResponseOf<typeof design.getResolveComponents>['list'][number];
interface PageQuery extends TableQuery {
  page: number;
  per_page: number;
}

/** The components of one decomposition node and their progress, paged on the server; keyed by the node, a new one starts at page 1. */
export function NodeComponents({ resolveId }: { resolveId: string }) {
  const client = useApiClient();
  const { query, onTableChange } = useTableQuery<PageQuery>({ page: 1, per_page: 10 });
  const components = useQuery({
    queryKey: [...designKeys.nodeComponents(resolveId), query],
    queryFn: ({ signal }) => client.call(design.getResolveComponents, { resolve_id: resolveId, page: query.page, page_size: query.per_page }, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
  return (
    <PagedTable<Component>
      rowKey="component_id"
      answer={components.data}
      loading={components.isFetching}
      error={components.isError && { title: '构件加载失败', retry: () => void components.refetch(), cause: components.error }}
      emptyText="该节点下暂无构件"
      pageSize={query.per_page}
      onChange={onTableChange}
      columns={[
        { title: '构件编号', dataIndex: 'cp_num' },
        { title: '楼栋', dataIndex: 'build_no' },
        { title: '楼层', dataIndex: 'floor_no' },
        { title: '构件厂', dataIndex: 'factory_name', render: (v: string | null) => v ?? '—' },
        { title: '进度', dataIndex: 'progress', render: (v: number) => <Tag color={PROGRESS_COLOURS[v]}>{PROGRESS_NAMES[v]}</Tag> },
      ]}
    />
  );
}
