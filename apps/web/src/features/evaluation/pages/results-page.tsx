import { useEffect, useMemo } from 'react';
import { Alert, Button, Card, Empty, Popconfirm, Space, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { ApiClient } from '@zhuyun/client';
import { EvalMsg, routes, type ResponseOf } from '@zhuyun/contracts';
import { ResourcePage, resourceApi, useApiClient, type ResourceColumn, type ResourcePageAnswer } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import { evalKeys, useExerciseOptions } from '../api/evaluation-queries';
import { ExerciseSelect } from '../components/exercise-select';

type Answer = ResponseOf<typeof routes.evalGetResults>;
type Row = Answer['list'][number];
const STATUS = [
  { text: '未发布', color: 'default' },
  { text: '进行中', color: 'blue' },
  { text: '结果已提交', color: 'green' },
] as const;

const resultsApi = resourceApi({ list: routes.evalGetResults });
// The results page answers the exercise and its questions beside the rows.
const full = (answer: ResourcePageAnswer<Row> | undefined) => answer as Answer | undefined;

/** The fixed columns, then one per question with its average; the total's title says the maximum. */
function columnsOf(answer: Answer | undefined): ResourceColumn<Row>[] {
  return [
    { key: 'person_name', title: '姓名', sortable: true, width: 100, search: { kind: 'input', name: 'search', placeholder: '搜索姓名', width: 200 } },
    { key: 'obs_name', title: '组织', width: 120 },
    { key: 'job_name', title: '岗位', width: 100 },
    { key: 'submitted_count', title: '已评/评价人数', sortable: true, width: 130, render: (_, r) => `${r.submitted_count}/${r.evaluator_count}` },
    {
      key: 'average_score',
      title: `平均总分${answer ? `（满分${answer.max_total}）` : ''}`,
      sortable: true,
      width: 150,
      render: (v) => (v === null ? <Typography.Text type="secondary">未评</Typography.Text> : <b>{v as number}</b>),
      exportValue: (r) => r.average_score,
    },
    ...(answer?.questions ?? []).map(
      (q): ResourceColumn<Row> => ({
        key: `question:${q.question_id}`,
        title: `${q.question_name}（${q.score}）`,
        width: 130,
        render: (_, r) => r.question_averages[q.question_id] ?? '—',
        exportValue: (r) => r.question_averages[q.question_id],
      }),
    ),
  ];
}

/** The exercise's state and dates, and 提交结果 while it runs. */
function Summary({ answer, exerciseId }: { answer: Answer | undefined; exerciseId: string }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  if (!answer) return null;
  const { exercise } = answer;
  const status = STATUS[exercise.status as 0 | 1 | 2];
  const commit = async () => {
    await client.call(routes.evalCommitResults, { exercise_id: exerciseId });
    toast.success(EvalMsg.committed);
    await queryClient.invalidateQueries({ queryKey: evalKeys.all });
  };
  return (
    <Space wrap>
      {status ? <Tag color={status.color}>{status.text}</Tag> : null}
      <Typography.Text type="secondary">
        {exercise.start_date} 至 {exercise.end_date}，已提交 {exercise.submitted_count}/{exercise.evaluator_count} 份评价
      </Typography.Text>
      <Popconfirm title="提交后本次评价不再接受评分，也不能修改，确定提交结果？" onConfirm={() => void commit().catch(() => undefined)} disabled={exercise.status !== 1}>
        <Button type="primary" disabled={exercise.status !== 1}>
          提交结果
        </Button>
      </Popconfirm>
    </Space>
  );
}

/** /eva/results?exercise_id=: per evaluated person, the average total and per-question averages; export and commit. */
export function ResultsPage() {
  const [params, setParams] = useSearchParams();
  const exercises = useExerciseOptions();
  const exerciseId = params.get('exercise_id') ?? undefined;

  // Without one in the link, the newest exercise is shown.
  const newest = exercises.data?.list[0]?.exercise_id;
  useEffect(() => {
    if (!exerciseId && newest) setParams({ exercise_id: newest }, { replace: true });
  }, [exerciseId, newest, setParams]);

  // 导出 is the server's sheet of the whole exercise (评价结果.xlsx).
  const api = useMemo(() => (c: ApiClient) => ({ ...resultsApi(c), exportFile: () => c.download(routes.evalExportResults, { exercise_id: String(exerciseId) }) }), [exerciseId]);

  return (
    <Card title="评价结果" variant="borderless">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <ExerciseSelect value={exerciseId} onChange={(id) => setParams({ exercise_id: id })} />
        {exercises.isError ? <Alert type="error" showIcon title="评价活动加载失败" action={<Button onClick={() => void exercises.refetch()}>重试</Button>} /> : null}
        {exerciseId ? (
          <ResourcePage<Row>
            // Another exercise is another list: its own page, sort and search.
            key={exerciseId}
            noun="评价结果"
            api={api}
            queryKey={['evaluation', 'results', exerciseId]}
            rowKey="person_id"
            columns={(answer) => columnsOf(full(answer))}
            header={(answer) => <Summary answer={full(answer)} exerciseId={exerciseId} />}
            fixed={{ exercise_id: exerciseId }}
            emptyText="本次评价还没有被评价人"
          />
        ) : exercises.isLoading ? null : (
          <Empty description="暂无评价活动，请先创建" />
        )}
      </Space>
    </Card>
  );
}
