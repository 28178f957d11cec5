import { useEffect, useState } from 'react';
import { Button, Card, Popconfirm, Space, Tag } from 'antd';
import type { TableProps } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { ResponseOf } from '@zhuyun/contracts';
import { component } from '@zhuyun/contracts';
import { PagedTable, useApiClient, useTableQuery } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import { componentKeys } from '../api/component-keys';
import { downloadTemplate, exportComponents } from '../api/component-files';
import { useComponents, useProjectOptions, type ComponentFilter } from '../api/use-component-queries';
import { useOpeningProject } from '../api/use-opening-project';
import { ComponentFilters } from '../components/component-filters';
import { ImportButton } from '../components/import-button';
import { ProgressCell } from '../components/progress-cell';
import { ProgressDialog } from '../components/progress-dialog';
import { ReportDialog } from '../components/report-dialog';
import { usePrintLabels } from '../components/use-print-labels';

type Row = ResponseOf<typeof component.listComponents>['list'][number];

/** /componList: a project's precast components with filters, paging, sorting, import, export and progress. */
export function ComponentListPage() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const projects = useProjectOptions();
  const { query: filter, setQuery: setFilter, sortOf, onTableChange, refine } = useTableQuery<ComponentFilter>({
    project_id: params.get('project_id') ?? undefined,
    page: 1,
    per_page: 20,
  });
  const [selected, setSelected] = useState<string[]>([]);
  const [progressOpen, setProgressOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [reporting, setReporting] = useState<Row | null>(null);
  const labels = usePrintLabels();

  const { projectId: opening } = useOpeningProject(params.get('project_id') ?? undefined);
  useEffect(() => {
    if (!filter.project_id && opening) setFilter((f) => ({ ...f, project_id: opening }));
  }, [filter.project_id, opening, setFilter]);

  const list = useComponents(filter, Boolean(filter.project_id));
  const change = (next: Partial<ComponentFilter>) => {
    setSelected([]);
    refine(next);
  };

  const remove = async () => {
    await client.call(component.deleteComponents, { component_id: selected.join(',') });
    toast.success('删除成功');
    setSelected([]);
    await queryClient.invalidateQueries({ queryKey: componentKeys.all });
  };

  const doExport = async () => {
    if (!filter.project_id) return;
    setExporting(true);
    try {
      const { page: _p, per_page: _pp, ...rest } = filter;
      await exportComponents(client, { ...rest, project_id: filter.project_id });
    } catch {
      // Shown by the client's error policy.
    } finally {
      setExporting(false);
    }
  };

  const columns: TableProps<Row>['columns'] = [
    { title: '构件编号', dataIndex: 'cp_num', sorter: true, sortOrder: sortOf('cp_num'), fixed: 'left' },
    { title: '构件类型', dataIndex: 'cp_type_name', sorter: true, key: 'cp_type', sortOrder: sortOf('cp_type') },
    { title: '楼栋号', dataIndex: 'build_no', sorter: true, sortOrder: sortOf('build_no') },
    { title: '楼层号', dataIndex: 'floor_no', sorter: true, sortOrder: sortOf('floor_no') },
    {
      title: '进度',
      dataIndex: 'progress',
      sorter: true,
      sortOrder: sortOf('progress'),
      width: 210,
      render: (p: number) => <ProgressCell progress={p} />,
    },
    { title: '生产日期', dataIndex: 'produce_date', sorter: true, sortOrder: sortOf('produce_date') },
    { title: '出厂日期', dataIndex: 'out_date', sorter: true, sortOrder: sortOf('out_date') },
    { title: '进场日期', dataIndex: 'scene_date', sorter: true, sortOrder: sortOf('scene_date') },
    { title: '安装日期', dataIndex: 'end_install_date', sorter: true, sortOrder: sortOf('end_install_date') },
    {
      title: '检验结果',
      dataIndex: 'report_result',
      render: (r: number | null) => (r === 1 ? <Tag color="green">合格</Tag> : r === 2 ? <Tag color="red">不合格</Tag> : '—'),
    },
    { title: '车辆', dataIndex: 'car_num', render: (v: string | null) => v ?? '—' },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 150,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => void navigate(`/componentDetails?id=${row.component_id}`)}>
            详情
          </Button>
          <Button type="link" size="small" onClick={() => setReporting(row)}>
            检验结果
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card title="构件管理" variant="borderless">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <ComponentFilters filter={filter} onChange={change} />
        <Space wrap>
          <ImportButton projectId={filter.project_id} />
          <Button onClick={() => void downloadTemplate(client).catch(() => undefined)}>下载模板</Button>
          <Button loading={exporting} disabled={!filter.project_id} onClick={() => void doExport()}>
            导出
          </Button>
          <Button disabled={!selected.length} onClick={() => setProgressOpen(true)}>
            更新进度
          </Button>
          <Button
            disabled={!filter.project_id || !list.data?.total_count}
            loading={labels.busy}
            onClick={() => {
              const chosen = (list.data?.list ?? []).filter((row) => selected.includes(row.component_id));
              const projectName = projects.data?.list.find((p) => p.project_id === filter.project_id)?.project_name ?? '';
              void labels.printLabels(chosen, filter, projectName);
            }}
          >
            打印二维码
          </Button>
          <Popconfirm title={`删除选中的 ${selected.length} 个构件？`} onConfirm={() => void remove()} disabled={!selected.length}>
            <Button danger disabled={!selected.length}>
              删除
            </Button>
          </Popconfirm>
        </Space>
        <PagedTable<Row>
          rowKey="component_id"
          scroll={{ x: 1500 }}
          columns={columns}
          answer={list.data}
          loading={list.isFetching || projects.isLoading}
          error={list.isError && { title: '构件列表加载失败', retry: () => void list.refetch() }}
          emptyText={filter.project_id ? '暂无构件，可下载模板后导入' : '请先选择项目'}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }}
          onChange={onTableChange}
        />
      </Space>
      <ProgressDialog ids={selected} open={progressOpen} onClose={() => setProgressOpen(false)} />
      <ReportDialog row={reporting} onClose={() => setReporting(null)} />
      {labels.sheet}
    </Card>
  );
}
