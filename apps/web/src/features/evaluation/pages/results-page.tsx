import { useEffect, useState } from 'react';
import { Alert, Button, Card, Empty, Input, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { EvalMsg, routes, type ResponseOf } from '@zhuyun/contracts';
import { useApiClient, useTableQuery } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import { evalKeys, exportResults, useExerciseOptions, useResults, type ResultsFilter } from '../api/evaluation-queries';
import { ExerciseSelect } from '../components/exercise-select';

type Answer = ResponseOf<typeof routes.evalGetResults>;
type Row = Answer['list'][number];
const STATUS = [
  { text: '未发布', color: 'default' },
  { text: '进行中', color: 'blue' },
  { text: '结果已提交', color: 'green' },
] as const;

/** /eva/results?exercise_id=: per evaluated person, the average total and per-question averages; export and commit. */
export function ResultsPage() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const exercises = useExerciseOptions();
  const exerciseId = params.get('exercise_id') ?? undefined;
  const { query: filter, setQuery: setFilter, sortOf, onTableChange, refine } = useTableQuery<Omit<ResultsFilter, 'exercise_id'>>({ page: 1, per_page: 20 });
  const [exporting, setExporting] = useState(false);

  // Without one in the link, the newest exercise is shown.
  const newest = exercises.data?.list[0]?.exercise_id;
  useEffect(() => {
    if (!exerciseId && newest) setParams({ exercise_id: newest }, { replace: true });
  }, [exerciseId, newest, setParams]);

  const results = useResults({ ...filter, exercise_id: String(exerciseId) }, Boolean(exerciseId));
  const data = results.data;


  const commit = async () => {
    if (!exerciseId) return;
    await client.call(routes.evalCommitResults, { exercise_id: exerciseId });
    toast.success(EvalMsg.committed);
    await queryClient.invalidateQueries({ queryKey: evalKeys.all });
  };
  const doExport = async () => {
    if (!exerciseId) return;
    setExporting(true);
    try {
      await exportResults(client, exerciseId);
    } catch {
      // Shown by the client's error policy.
    } finally {
      setExporting(false);
    }
  };

  const columns: TableProps<Row>['columns'] = [
    { title: '姓名', dataIndex: 'person_name', sorter: true, sortOrder: sortOf('person_name'), fixed: 'left', width: 100 },
    { title: '组织', dataIndex: 'obs_name', render: (v: string | null) => v ?? '—', width: 120 },
    { title: '岗位', dataIndex: 'job_name', render: (v: string | null) => v ?? '—', width: 100 },
    {
      title: '已评/评价人数',
      dataIndex: 'submitted_count',
      sorter: true,
      sortOrder: sortOf('submitted_count'),
      width: 130,
      render: (_: number, row) => `${row.submitted_count}/${row.evaluator_count}`,
    },
    {
      title: `平均总分${data ? `（满分${data.max_total}）` : ''}`,
      dataIndex: 'average_score',
      sorter: true,
      sortOrder: sortOf('average_score'),
      width: 150,
      render: (v: number | null) => (v === null ? <Typography.Text type="secondary">未评</Typography.Text> : <b>{v}</b>),
    },
    ...(data?.questions ?? []).map((q) => ({
      title: (
        <span title={q.group_title}>
          {q.question_name}
          <Typography.Text type="secondary">（{q.score}）</Typography.Text>
        </span>
      ),
      key: q.question_id,
      width: 130,
      render: (_: unknown, row: Row) => row.question_averages[q.question_id] ?? '—',
    })),
  ];

  const status = data ? STATUS[data.exercise.status as 0 | 1 | 2] : undefined;
  return (
    <Card title="评价结果" variant="borderless">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap>
          <ExerciseSelect
            value={exerciseId}
            onChange={(id) => {
              setParams({ exercise_id: id });
              setFilter((f) => ({ ...f, page: 1 }));
            }}
          />
          <Input.Search
            allowClear
            placeholder="搜索姓名"
            style={{ width: 200 }}
            onSearch={(search) => refine({ search: search || undefined })}
          />
          {status ? <Tag color={status.color}>{status.text}</Tag> : null}
          {data ? (
            <Typography.Text type="secondary">
              {data.exercise.start_date} 至 {data.exercise.end_date}，已提交 {data.exercise.submitted_count}/{data.exercise.evaluator_count} 份评价
            </Typography.Text>
          ) : null}
        </Space>
        <Space wrap>
          <Button loading={exporting} disabled={!exerciseId} onClick={() => void doExport()}>
            导出结果
          </Button>
          <Popconfirm title="提交后本次评价不再接受评分，也不能修改，确定提交结果？" onConfirm={() => void commit()} disabled={data?.exercise.status !== 1}>
            <Button type="primary" disabled={data?.exercise.status !== 1}>
              提交结果
            </Button>
          </Popconfirm>
        </Space>
        {results.isError ? (
          <Alert type="error" showIcon title="评价结果加载失败" action={<Button onClick={() => void results.refetch()}>重试</Button>} />
        ) : null}
        {exercises.isError ? <Alert type="error" showIcon title="评价活动加载失败" action={<Button onClick={() => void exercises.refetch()}>重试</Button>} /> : null}
        <Table<Row>
          rowKey="person_id"
          size="small"
          scroll={{ x: 640 + (data?.questions.length ?? 0) * 130 }}
          loading={results.isFetching || exercises.isLoading}
          columns={columns}
          dataSource={data?.list ?? []}
          onChange={onTableChange}
          locale={{ emptyText: <Empty description={exerciseId ? '本次评价还没有被评价人' : '暂无评价活动，请先创建'} /> }}
          pagination={{
            current: data?.cur_page ?? Number(filter.page ?? 1),
            pageSize: data?.page_size ?? Number(filter.per_page ?? 20),
            total: data?.total_count ?? 0,
            showSizeChanger: true,
            showTotal: (total) => `共 ${total} 人`,
          }}
        />
      </Space>
    </Card>
  );
}
