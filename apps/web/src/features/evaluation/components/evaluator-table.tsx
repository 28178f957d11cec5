import { useMemo } from 'react';
import Tag from 'antd/es/tag';
import { useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@zhuyun/client';
import { routes, type ResponseOf } from '@zhuyun/contracts';
import { ResourcePage, resourceApi, useApiClient, type ResourceColumn } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import { evalKeys } from '../api/evaluation-queries';
import { AddEvaluatorsModal } from './assignment-modals';
import { XlsxImportButton } from './xlsx-import-button';

type Row = ResponseOf<typeof routes.evalListEvaluators>['list'][number];

const listApi = resourceApi({ list: routes.evalListEvaluators, remove: routes.evalDeleteEvaluator }, { id: 'evaluator_data_id' });

const columns: ResourceColumn<Row>[] = [
  {
    key: 'evaluator_name',
    title: '评价人',
    sortable: true,
    search: { kind: 'input', name: 'search', placeholder: '搜索评价人或被评价人', width: 240 },
    render: (v, r) => `${v as string} ${r.evaluator_phone}`,
  },
  { key: 'assessee_name', title: '被评价人', sortable: true },
  { key: 'status', title: '状态', sortable: true, render: (s) => (s === 1 ? <Tag color="green">已提交</Tag> : <Tag>待评价</Tag>) },
  { key: 'score', title: '总分', sortable: true, render: (v) => (v as number | null) ?? '—' },
  { key: 'submitted_at', title: '提交时间', sortable: true, render: (v) => (v ? (v as string).slice(0, 16).replace('T', ' ') : '—') },
  { key: 'notified_at', title: '通知', render: (v) => (v ? '已通知' : '—') },
];

/** Evaluator data of one exercise: who evaluates whom, submitted or not, with the total given. */
export function EvaluatorTable({ exerciseId }: { exerciseId: string }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  // 导出 is the server's sheet of the whole exercise (评价关系.xlsx), which 导入 takes back.
  const api = useMemo(() => (c: ApiClient) => ({ ...listApi(c), exportFile: () => c.download(routes.evalExportEvaluators, { exercise_id: exerciseId }) }), [exerciseId]);
  return (
    <ResourcePage<Row>
      noun="评价关系"
      api={api}
      queryKey={['evaluation', 'evaluators', exerciseId]}
      invalidates={[evalKeys.all]}
      rowKey="evaluator_data_id"
      columns={columns}
      fixed={{ exercise_id: exerciseId }}
      emptyText="还没有评价关系"
      describe={(r) => `${r.evaluator_name} → ${r.assessee_name}`}
      // A submitted evaluation stays.
      can={{ remove: (r) => r.status !== 1 }}
      toolbar={<XlsxImportButton upload={(file) => client.upload(routes.evalImportEvaluators, { exercise_id: exerciseId }, file, file.name, { silent: true })} />}
      dialog={({ open, close }) => (
        <AddEvaluatorsModal
          exerciseId={exerciseId}
          open={open}
          onClose={close}
          onSaved={(added) => {
            close();
            toast.success(`已添加 ${added} 条`);
            void queryClient.invalidateQueries({ queryKey: evalKeys.all });
          }}
        />
      )}
    />
  );
}
