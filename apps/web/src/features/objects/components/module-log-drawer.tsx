import Drawer from 'antd/es/drawer';
import Segmented from 'antd/es/segmented';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { audit, routes, type ResponseOf } from '@zhuyun/contracts';
import { PagedTable, useApiClient, useTableQuery, type TableQuery } from '@zhuyun/ui';

type Kind = (typeof audit.PAGE_MODULE_TYPES)[number];
type LogRow = ResponseOf<typeof routes.getPageModuleLogs>['list'][number];
interface LogQuery extends TableQuery {
  page: number;
  per_page: number;
  module_type?: Kind;
}
const kinds: { value: Kind | 'all'; label: string }[] = [{ value: 'all', label: '全部' }, ...audit.PAGE_MODULE_TYPES.map((t) => ({ value: t, label: audit.PAGE_MODULE_TYPE_NAMES[t] }))];

/** 变更记录 of /moduleList: the page-module logs (GET /admin/pageModule/lists), newest first. */
export function ModuleLogDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const client = useApiClient();
  const { query, onTableChange, refine } = useTableQuery<LogQuery>({ page: 1, per_page: 10 });
  const logs = useQuery({
    queryKey: ['page-module-logs', query],
    queryFn: ({ signal }) => client.call(routes.getPageModuleLogs, { module_type: query.module_type, page: query.page, per_page: query.per_page }, { signal, silent: true }),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  return (
    <Drawer open={open} onClose={onClose} size="large" title="模块变更记录" destroyOnHidden>
      <Segmented<Kind | 'all'>
        value={query.module_type ?? 'all'}
        options={kinds}
        style={{ marginBottom: 12 }}
        onChange={(v) => refine({ module_type: v === 'all' ? undefined : v })}
      />
      <PagedTable<LogRow>
        rowKey="log_id"
        answer={logs.data}
        loading={logs.isFetching}
        error={logs.isError && { title: '变更记录加载失败', retry: () => void logs.refetch(), cause: logs.error }}
        emptyText="暂无变更记录"
        pageSize={query.per_page}
        onChange={onTableChange}
        columns={[
          { title: '时间', dataIndex: 'at', width: 170, render: (v: string) => new Date(v).toLocaleString('zh-CN', { hour12: false }) },
          { title: '操作人', dataIndex: 'actor_name', width: 110, render: (v: string | null) => v ?? '—' },
          { title: '类型', dataIndex: 'module_type_name', width: 90 },
          { title: '模块', key: 'module', render: (_, r) => (r.module_name ? `${r.module_name}（${r.module_no}）` : '已删除') },
          { title: '路由', dataIndex: 'object_module', render: (v: string | null) => v ?? '—' },
        ]}
      />
    </Drawer>
  );
}
