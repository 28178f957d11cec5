import Table from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@zhuyun/ui';
import { design, type ResponseOf } from '@zhuyun/contracts';
import { designKeys } from '../api/design-api';

type Row = ResponseOf<typeof design.getResolveWbs>['list'][number];
const { RESOLVE_LEVEL_NAMES } = design;

/** The decomposition as a WBS list (code, level, path, components installed of all), in tree order. */
export function WbsTable({ projectId }: { projectId: string }) {
  const client = useApiClient();
  const wbs = useQuery({
    queryKey: designKeys.wbs(projectId),
    queryFn: ({ signal }) => client.call(design.getResolveWbs, { project_id: projectId }, { signal, silent: true }),
  });
  return (
    <Table<Row>
      rowKey="resolve_id" size="small" loading={wbs.isLoading} dataSource={wbs.data?.list ?? []}
      pagination={{ pageSize: 20, showSizeChanger: false }}
      locale={{ emptyText: wbs.isError ? 'WBS加载失败' : '暂无分解' }}
      columns={[
        { title: 'WBS编码', dataIndex: 'wbs_code', width: 120 },
        { title: '层级', dataIndex: 'level', width: 90, render: (v: number) => RESOLVE_LEVEL_NAMES[v] },
        { title: '路径', dataIndex: 'path' },
        { title: '已安装/构件', key: 'count', width: 120, render: (_: unknown, r) => `${r.installed_count}/${r.component_count}` },
      ]}
    />
  );
}
