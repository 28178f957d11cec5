import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Tag from 'antd/es/tag';
import { useNavigate } from 'react-router';
import { routes, type ResponseOf } from '@zhuyun/contracts';
import { ResourcePage, resourceApi, useApiClient, type ResourceColumn } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import { evalKeys } from '../api/evaluation-queries';
import { ExerciseFormModal } from '../components/exercise-form-modal';

type Row = ResponseOf<typeof routes.evalListExercises>['list'][number];
const STATUS = [
  { text: '未发布', color: 'default' },
  { text: '进行中', color: 'blue' },
  { text: '结果已提交', color: 'green' },
] as const;
const statusOf = (s: unknown) => STATUS[Number(s) as 0 | 1 | 2] ?? STATUS[0];

const exerciseApi = resourceApi({ list: routes.evalListExercises, remove: routes.evalDeleteExercise }, { id: 'exercise_id' });

const columns: ResourceColumn<Row>[] = [
  { key: 'exercise_name', title: '评价名称', sortable: true, search: { kind: 'input', name: 'search', placeholder: '搜索评价名称', width: 220 } },
  { key: 'start_date', title: '开始日期', sortable: true, width: 120 },
  { key: 'end_date', title: '结束日期', sortable: true, width: 120 },
  {
    key: 'status',
    title: '状态',
    sortable: true,
    width: 110,
    search: { kind: 'select', placeholder: '全部状态', options: STATUS.map((s, i) => ({ value: i, label: s.text })), width: 140 },
    render: (s) => <Tag color={statusOf(s).color}>{statusOf(s).text}</Tag>,
    exportValue: (r) => statusOf(r.status).text,
  },
  { key: 'assessee_count', title: '被评价人', width: 90 },
  { key: 'progress', title: '已评/应评', width: 100, render: (_, r) => `${r.submitted_count}/${r.evaluator_count}` },
];

/** /eva/exercises: the unit's evaluation exercises with search, status filter, paging, sorting and their actions. */
export function ExercisesPage() {
  const client = useApiClient();
  const navigate = useNavigate();
  return (
    <ResourcePage<Row>
      title="评价活动"
      noun="评价活动"
      api={exerciseApi}
      queryKey={evalKeys.all}
      rowKey="exercise_id"
      columns={columns}
      describe={(r) => r.exercise_name}
      // An exercise whose results are in is closed.
      can={{ update: (r) => r.status !== 2 }}
      dialog={({ open, editing, close, saved }) => <ExerciseFormModal open={open} exercise={editing} onClose={close} onSaved={saved} />}
      rowActions={(row) => (
        <>
          <Button type="link" size="small" onClick={() => void navigate(`/eva/results?exercise_id=${row.exercise_id}`)}>
            结果
          </Button>
          <Button type="link" size="small" onClick={() => void navigate(`/eva/questions?exercise_id=${row.exercise_id}`)}>
            题目
          </Button>
          <Popconfirm
            title="给尚未完成评价的评价人发送短信通知？"
            disabled={row.status !== 1}
            onConfirm={() =>
              client
                .call(routes.evalNotifyPersons, { exercise_id: row.exercise_id })
                .then(() => toast.success('通知已发送'))
                .catch(() => undefined)
            }
          >
            <Button type="link" size="small" disabled={row.status !== 1}>
              通知
            </Button>
          </Popconfirm>
        </>
      )}
    />
  );
}
