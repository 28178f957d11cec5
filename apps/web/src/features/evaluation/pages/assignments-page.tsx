import { useEffect } from 'react';
import { Card, Empty, Space, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useExerciseOptions } from '../api/evaluation-queries';
import { AssesseeTable } from '../components/assessee-table';
import { EvaluatorTable } from '../components/evaluator-table';
import { ExerciseSelect } from '../components/exercise-select';

/** /eva/assignments?exercise_id=: who is evaluated (assessee data) and who evaluates whom (evaluator data). */
export function AssignmentsPage() {
  const [params, setParams] = useSearchParams();
  const exercises = useExerciseOptions();
  const exerciseId = params.get('exercise_id') ?? undefined;
  const newest = exercises.data?.list[0]?.exercise_id;
  useEffect(() => {
    if (!exerciseId && newest) setParams({ exercise_id: newest }, { replace: true });
  }, [exerciseId, newest, setParams]);
  return (
    <Card title="评价分配" variant="borderless">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <ExerciseSelect value={exerciseId} onChange={(id) => setParams({ exercise_id: id })} />
        {exerciseId ? (
          <Tabs
            items={[
              { key: 'assessees', label: '被评价人', children: <AssesseeTable key={exerciseId} exerciseId={exerciseId} /> },
              { key: 'evaluators', label: '评价关系', children: <EvaluatorTable key={exerciseId} exerciseId={exerciseId} /> },
            ]}
          />
        ) : exercises.isLoading ? null : (
          <Empty description="暂无评价活动，请先创建" />
        )}
      </Space>
    </Card>
  );
}
