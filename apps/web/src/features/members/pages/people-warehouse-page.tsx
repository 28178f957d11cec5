import Empty from 'antd/es/empty';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import { members, type RequestOf, type ResponseOf } from '@zhuyun/contracts';
import { ResourcePage, resourceApi, type ResourceColumn } from '@zhuyun/ui';
import { useProjectChoice } from '../api/use-project-choice';
import { LaborTeamsTab } from '../components/labor-teams-tab';
import { ProjectSelect } from '../components/project-select';
import { validityTag } from '../components/validity-tag';

type Row = ResponseOf<typeof members.listProjectPeople>['list'][number];
type Input = RequestOf<typeof members.createProjectPerson>;
const { MembersMsg, PERSON_STATUS_NAMES } = members;
const STATUS_COLORS: Record<number, string> = { 1: 'green', 2: 'default', 3: 'orange' };
const statusOptions = Object.entries(PERSON_STATUS_NAMES).map(([value, label]) => ({ value: Number(value), label }));

const api = resourceApi<typeof members.listProjectPeople, Input>({
  list: members.listProjectPeople,
  create: members.createProjectPerson,
  update: members.updateProjectPerson,
  remove: members.deleteProjectPerson,
});

const columns: ResourceColumn<Row>[] = [
  {
    key: 'person_name',
    title: '姓名',
    sortable: true,
    search: { kind: 'input', name: 'search', placeholder: '搜索姓名、手机号、单位、工种或证书编号' },
    form: { kind: 'input', required: MembersMsg.personNameRequired, max: 20 },
  },
  { key: 'phone', title: '手机号', form: { kind: 'input', max: 11, rules: [{ pattern: /^1\d{10}$/, message: MembersMsg.phoneInvalid }] } },
  { key: 'id_card', title: '身份证号', hideInTable: true, form: { kind: 'input', max: 18 } },
  { key: 'unit_name', title: '所属单位', form: { kind: 'input', max: 100 } },
  { key: 'post', title: '岗位/工种', form: { kind: 'input', max: 50 } },
  { key: 'certificate_name', title: '证书名称', form: { kind: 'input', max: 100 } },
  { key: 'certificate_no', title: '证书编号', form: { kind: 'input', max: 64 } },
  {
    key: 'certificate_valid_to',
    title: '证书有效期至',
    sortable: true,
    render: (v) => validityTag(v as string | null),
    exportValue: (r) => r.certificate_valid_to,
    form: { kind: 'date' },
  },
  {
    key: 'status',
    title: '状态',
    render: (v) => <Tag color={STATUS_COLORS[Number(v)]}>{PERSON_STATUS_NAMES[Number(v)]}</Tag>,
    exportValue: (r) => PERSON_STATUS_NAMES[r.status],
    search: { kind: 'select', options: statusOptions, placeholder: '全部状态' },
    form: { kind: 'select', options: statusOptions },
  },
  { key: 'entry_date', title: '进场日期', sortable: true, form: { kind: 'date' } },
  { key: 'exit_date', title: '离场日期', form: { kind: 'date' } },
  { key: 'remark', title: '备注', hideInTable: true, form: { kind: 'textarea', max: 500 } },
];

// A stable function: the dialog resets its form whenever this changes.
const startValues = (row: Row | null): Record<string, unknown> => (row ? { ...row } : { status: 1 });

/** /PeopleWarehouse: everyone who has worked on the chosen project, with certificates and where they are (kept alive), and its labour teams. */
export function PeopleWarehousePage() {
  const choice = useProjectChoice();
  const projectId = choice.projectId;
  if (!projectId) return choice.loading ? null : <Empty description="暂无项目，请先创建项目" />;
  const pool = (
    <ResourcePage<Row, Input>
      key={projectId}
      title="人员库"
      noun="人员"
      api={api}
      queryKey={['project-people']}
      rowKey="person_id"
      columns={columns}
      fixed={{ project_id: projectId }}
      toolbar={<ProjectSelect choice={choice} />}
      describe={(r) => r.person_name}
      initialValues={startValues}
      toInput={(values) => ({ ...(values as Input), project_id: projectId })}
    />
  );
  // 劳务班组: the labour platform's teams on this project (labor_team), drawn when its tab is first opened.
  return (
    <Tabs
      items={[
        { key: 'pool', label: '项目人员', children: pool },
        { key: 'teams', label: '劳务班组', children: <LaborTeamsTab projectId={projectId} /> },
      ]}
    />
  );
}
