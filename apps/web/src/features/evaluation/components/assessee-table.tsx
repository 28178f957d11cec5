import { useQueryClient } from '@tanstack/react-query';
import { routes, type ResponseOf } from '@zhuyun/contracts';
import { ResourcePage, resourceApi, type ResourceColumn } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import { evalKeys } from '../api/evaluation-queries';
import { AddAssesseesModal } from './assignment-modals';

type Row = ResponseOf<typeof routes.evalListAssessees>['list'][number];

const assesseeApi = resourceApi({ list: routes.evalListAssessees, remove: routes.evalDeleteAssessee }, { id: 'assessee_data_id' });

const columns: ResourceColumn<Row>[] = [
  { key: 'person_name', title: '姓名', sortable: true, search: { kind: 'input', name: 'search', placeholder: '搜索姓名或手机号', width: 220 } },
  { key: 'phone', title: '手机号', sortable: true },
  { key: 'obs_name', title: '组织' },
  { key: 'job_name', title: '岗位' },
  { key: 'evaluator_count', title: '评价人数' },
];

/** Assessee data of one exercise: who is evaluated, with how many evaluate each. */
export function AssesseeTable({ exerciseId }: { exerciseId: string }) {
  const queryClient = useQueryClient();
  return (
    <ResourcePage<Row>
      noun="被评价人"
      api={assesseeApi}
      queryKey={['evaluation', 'assessees', exerciseId]}
      invalidates={[evalKeys.all]}
      rowKey="assessee_data_id"
      columns={columns}
      fixed={{ exercise_id: exerciseId }}
      emptyText="还没有被评价人"
      confirmDelete={(r) => `移除 ${r.person_name}（其未提交的评价关系一并移除）？`}
      dialog={({ open, close }) => (
        <AddAssesseesModal
          exerciseId={exerciseId}
          open={open}
          onClose={close}
          onSaved={(added) => {
            close();
            toast.success(`已添加 ${added} 人`);
            void queryClient.invalidateQueries({ queryKey: evalKeys.all });
          }}
        />
      )}
    />
  );
}
