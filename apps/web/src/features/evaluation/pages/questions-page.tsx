import { useEffect, useState } from 'react';
import { Alert, Button, Card, Empty, Input, Popconfirm, Skeleton, Space, Table, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { EvalRules, routes } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import { evalKeys, useExerciseOptions, useQuestions } from '../api/evaluation-queries';
import { ExerciseSelect } from '../components/exercise-select';
import { GroupModal, QuestionModal, type GroupEdit, type QuestionEdit } from '../components/question-modals';

/** /eva/questions?exercise_id=: an exercise's question groups (一…五, at most five) and their scored questions. */
export function QuestionsPage() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const exercises = useExerciseOptions();
  const exerciseId = params.get('exercise_id') ?? undefined;
  const [search, setSearch] = useState<string | undefined>();
  const [group, setGroup] = useState<GroupEdit | null>(null);
  const [question, setQuestion] = useState<QuestionEdit | null>(null);

  const newest = exercises.data?.list[0]?.exercise_id;
  useEffect(() => {
    if (!exerciseId && newest) setParams({ exercise_id: newest }, { replace: true });
  }, [exerciseId, newest, setParams]);

  const groups = useQuestions(exerciseId, search);
  const refresh = () => queryClient.invalidateQueries({ queryKey: evalKeys.all });
  const saved = (text: string) => {
    setGroup(null);
    setQuestion(null);
    toast.success(text);
    void refresh();
  };
  const remove = async (work: Promise<unknown>) => {
    await work;
    toast.success('删除成功');
    await refresh();
  };
  const list = groups.data?.list ?? [];

  return (
    <Card title="评价题目" variant="borderless">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap>
          <ExerciseSelect value={exerciseId} onChange={(id) => setParams({ exercise_id: id })} />
          <Input.Search allowClear placeholder="搜索题目" style={{ width: 200 }} onSearch={(v) => setSearch(v || undefined)} />
          <Button type="primary" disabled={!exerciseId || list.length >= EvalRules.maxGroups} onClick={() => exerciseId && setGroup({ exercise_id: exerciseId })}>
            添加分组
          </Button>
          {groups.data ? <Typography.Text type="secondary">满分 {groups.data.total_score} 分</Typography.Text> : null}
        </Space>
        {groups.isError ? <Alert type="error" showIcon title="题目加载失败" action={<Button onClick={() => void groups.refetch()}>重试</Button>} /> : null}
        {groups.isLoading || exercises.isLoading ? <Skeleton active /> : null}
        {groups.data && list.length === 0 ? <Empty description="还没有题目分组，请先添加分组" /> : null}
        {!exerciseId && !exercises.isLoading ? <Empty description="暂无评价活动，请先创建" /> : null}
        {list.map((g) => (
          <Card
            key={g.group_id}
            size="small"
            title={`${g.numeral}、${g.title}（${g.score}分）`}
            extra={
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setQuestion({ group_id: g.group_id, group_title: g.title })}>
                  添加题目
                </Button>
                <Button type="link" size="small" onClick={() => exerciseId && setGroup({ exercise_id: exerciseId, group_id: g.group_id, title: g.title })}>
                  编辑
                </Button>
                <Popconfirm title={`删除分组「${g.title}」？`} onConfirm={() => void remove(client.call(routes.evalDeleteQuestionGroup, { group_id: g.group_id })).catch(() => undefined)}>
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            }
          >
            <Table
              rowKey="question_id"
              size="small"
              pagination={false}
              dataSource={g.children}
              locale={{ emptyText: '该分组还没有题目' }}
              columns={[
                { title: '题目', dataIndex: 'question_name' },
                { title: '分值', dataIndex: 'score', width: 90 },
                {
                  title: '操作',
                  key: 'actions',
                  width: 130,
                  render: (_, q) => (
                    <Space size={0}>
                      <Button type="link" size="small" onClick={() => setQuestion({ group_id: g.group_id, group_title: g.title, ...q })}>
                        编辑
                      </Button>
                      <Popconfirm title="删除该题目？" onConfirm={() => void remove(client.call(routes.evalDeleteQuestion, { question_id: q.question_id })).catch(() => undefined)}>
                        <Button type="link" size="small" danger>
                          删除
                        </Button>
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]}
            />
          </Card>
        ))}
      </Space>
      <GroupModal edit={group} onClose={() => setGroup(null)} onSaved={() => saved('保存成功')} />
      <QuestionModal edit={question} onClose={() => setQuestion(null)} onSaved={() => saved('保存成功')} />
    </Card>
  );
}
