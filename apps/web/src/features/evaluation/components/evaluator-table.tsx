import { useState } from 'react';
import { Alert, Button, Empty, Input, Popconfirm, Space, Table, Tag } from 'antd';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes, type RequestOf, type ResponseOf } from '@zhuyun/contracts';
import { useApiClient, useTableQuery } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import { evalKeys, evalListQuery, exportEvaluators, type EvalTableQuery } from '../api/evaluation-queries';
import { AddEvaluatorsModal } from './assignment-modals';
import { XlsxImportButton } from './xlsx-import-button';

type Row = ResponseOf<typeof routes.evalListEvaluators>['list'][number];
type Request = Omit<RequestOf<typeof routes.evalListEvaluators>, 'exercise_id'>;
type Filter = EvalTableQuery<Request>;

/** Evaluator data of one exercise: who evaluates whom, submitted or not, with the total given. */
export function EvaluatorTable({ exerciseId }: { exerciseId: string }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { query: filter, sortOf, onTableChange, refine } = useTableQuery<Filter>({ page: 1, per_page: 20 });
  const [adding, setAdding] = useState(false);
  const [exporting, setExporting] = useState(false);
  const list = useQuery({
    queryKey: evalKeys.list('evaluators', { exerciseId, ...filter }),
    queryFn: ({ signal }) => client.call(routes.evalListEvaluators, { ...evalListQuery<Request>(filter), exercise_id: exerciseId }, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: evalKeys.all });
  const remove = async (row: Row) => {
    await client.call(routes.evalDeleteEvaluator, { evaluator_data_id: row.evaluator_data_id });
    toast.success('删除成功');
    await refresh();
  };
  const doExport = async () => {
    setExporting(true);
    try {
      await exportEvaluators(client, exerciseId);
    } catch {
      // Shown by the client's error policy.
    } finally {
      setExporting(false);
    }
  };
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Input.Search allowClear placeholder="搜索评价人或被评价人" style={{ width: 240 }} onSearch={(search) => refine({ search: search || undefined })} />
        <Button type="primary" onClick={() => setAdding(true)}>
          添加评价关系
        </Button>
        <XlsxImportButton upload={(file) => client.upload(routes.evalImportEvaluators, { exercise_id: exerciseId }, file, file.name, { silent: true })} />
        <Button loading={exporting} onClick={() => void doExport()}>
          导出
        </Button>
      </Space>
      {list.isError ? <Alert type="error" showIcon title="评价关系加载失败" action={<Button onClick={() => void list.refetch()}>重试</Button>} /> : null}
      <Table<Row>
        rowKey="evaluator_data_id"
        size="small"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        onChange={onTableChange}
        locale={{ emptyText: <Empty description="还没有评价关系" /> }}
        pagination={{ current: list.data?.cur_page ?? 1, pageSize: list.data?.page_size ?? 20, total: list.data?.total_count ?? 0, showSizeChanger: true, showTotal: (t) => `共 ${t} 条` }}
        columns={[
          { title: '评价人', dataIndex: 'evaluator_name', sorter: true, sortOrder: sortOf('evaluator_name'), render: (v: string, r) => `${v} ${r.evaluator_phone}` },
          { title: '被评价人', dataIndex: 'assessee_name', sorter: true, sortOrder: sortOf('assessee_name') },
          { title: '状态', dataIndex: 'status', sorter: true, sortOrder: sortOf('status'), render: (s: number) => (s === 1 ? <Tag color="green">已提交</Tag> : <Tag>待评价</Tag>) },
          { title: '总分', dataIndex: 'score', sorter: true, sortOrder: sortOf('score'), render: (v: number | null) => v ?? '—' },
          { title: '提交时间', dataIndex: 'submitted_at', sorter: true, sortOrder: sortOf('submitted_at'), render: (v: string | null) => (v ? v.slice(0, 16).replace('T', ' ') : '—') },
          { title: '通知', dataIndex: 'notified_at', render: (v: string | null) => (v ? '已通知' : '—') },
          {
            title: '操作',
            key: 'actions',
            render: (_, row) => (
              <Popconfirm title="删除该评价关系？" disabled={row.status === 1} onConfirm={() => void remove(row).catch(() => undefined)}>
                <Button type="link" size="small" danger disabled={row.status === 1}>
                  删除
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
      <AddEvaluatorsModal
        exerciseId={exerciseId}
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={(added) => {
          setAdding(false);
          toast.success(`已添加 ${added} 条`);
          void refresh();
        }}
      />
    </Space>
  );
}
