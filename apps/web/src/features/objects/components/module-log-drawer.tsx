import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Segmented from 'antd/es/segmented';
import Table from 'antd/es/table';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { audit, routes } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

const PAGE_SIZE = 10;
type Kind = 'all' | (typeof audit.PAGE_MODULE_TYPES)[number];
const kinds: { value: Kind; label: string }[] = [{ value: 'all', label: '全部' }, ...audit.PAGE_MODULE_TYPES.map((t) => ({ value: t, label: audit.PAGE_MODULE_TYPE_NAMES[t] }))];

/** 变更记录 of /moduleList: the page-module logs (GET /admin/pageModule/lists), newest first. */
export function ModuleLogDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const client = useApiClient();
  const [kind, setKind] = useState<Kind>('all');
  const [page, setPage] = useState(1);
  const logs = useQuery({
    queryKey: ['page-module-logs', kind, page],
    queryFn: ({ signal }) => client.call(routes.getPageModuleLogs, { module_type: kind === 'all' ? undefined : kind, page, per_page: PAGE_SIZE }, { signal, silent: true }),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  return (
    <Drawer open={open} onClose={onClose} size="large" title="模块变更记录" destroyOnHidden>
      <Segmented<Kind> value={kind} options={kinds} style={{ marginBottom: 12 }} onChange={(v) => (setKind(v), setPage(1))} />
      {logs.isError ? (
        <Alert type="error" showIcon title="变更记录加载失败" action={<Button onClick={() => void logs.refetch()}>重试</Button>} />
      ) : (
        <Table
          size="small"
          rowKey="log_id"
          loading={logs.isFetching}
          dataSource={logs.data?.list ?? []}
          locale={{ emptyText: '暂无变更记录' }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: logs.data?.total_count ?? 0, onChange: setPage, showSizeChanger: false }}
          columns={[
            { title: '时间', dataIndex: 'at', width: 170, render: (v: string) => new Date(v).toLocaleString('zh-CN', { hour12: false }) },
            { title: '操作人', dataIndex: 'actor_name', width: 110, render: (v: string | null) => v ?? '—' },
            { title: '类型', dataIndex: 'module_type_name', width: 90 },
            { title: '模块', key: 'module', render: (_, r) => (r.module_name ? `${r.module_name}（${r.module_no}）` : '已删除') },
            { title: '路由', dataIndex: 'object_module', render: (v: string | null) => v ?? '—' },
          ]}
        />
      )}
    </Drawer>
  );
}
