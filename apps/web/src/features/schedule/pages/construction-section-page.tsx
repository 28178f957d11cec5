import Empty from 'antd/es/empty';
import { ResourcePage, resourceApi, type ResourceColumn } from '@zhuyun/ui';
import { schedule, type RequestOf, type ResponseOf } from '@zhuyun/contracts';
import { useProjectChoice } from '../api/use-project-choice';
import { ProjectSelect } from '../components/project-select';

type Row = ResponseOf<typeof schedule.listConstructions>['list'][number];
type Input = RequestOf<typeof schedule.createConstruction>;
const { ScheduleMsg } = schedule;

const api = resourceApi<typeof schedule.listConstructions, Input>(
  { list: schedule.listConstructions, create: schedule.createConstruction, update: schedule.updateConstruction, remove: schedule.deleteConstruction },
  { sortWords: 'ascend' },
);

const columns: ResourceColumn<Row>[] = [
  {
    key: 'construction_name',
    title: '标段名称',
    sortable: true,
    search: { kind: 'input', name: 'search', placeholder: '搜索标段名称或施工单位' },
    form: { kind: 'input', required: ScheduleMsg.constructionNameRequired, max: 100 },
  },
  { key: 'construction_range', title: '施工范围', form: { kind: 'textarea', max: 500 } },
  { key: 'construction_unit', title: '施工单位', form: { kind: 'input', max: 200 } },
  { key: 'start_date', title: '开始日期', sortable: true, form: { kind: 'date' } },
  { key: 'end_date', title: '结束日期', form: { kind: 'date' } },
  { key: 'progress', title: '进度（%）', sortable: true, form: { kind: 'number', min: 0, precision: 0, rules: [{ type: 'number', max: 100, message: ScheduleMsg.progressInvalid }] } },
  { key: 'remark', title: '备注', hideInTable: true, form: { kind: 'textarea', max: 500 } },
];

/** /constructionSection: the construction sections (施工标段) of the chosen project. */
export function ConstructionSectionPage() {
  const choice = useProjectChoice();
  const projectId = choice.projectId;
  if (!projectId) return choice.loading ? null : <Empty description="暂无项目，请先创建项目" />;
  return (
    <ResourcePage<Row, Input>
      key={projectId}
      title="施工标段"
      noun="标段"
      api={api}
      queryKey={['constructions']}
      rowKey="construction_id"
      columns={columns}
      fixed={{ project_id: projectId }}
      toolbar={<ProjectSelect choice={choice} />}
      describe={(r) => r.construction_name}
      toInput={(values) => ({ ...(values as Input), project_id: projectId })}
    />
  );
}
