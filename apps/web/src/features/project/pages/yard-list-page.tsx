import { useLocation, useSearchParams } from 'react-router';
import { ResourcePage, resourceApi, type ResourceColumn } from '@zhuyun/ui';
import { project, type RequestOf, type ResponseOf } from '@zhuyun/contracts';
import { YardProjectOverview } from '../components/yard-project-overview';

type Row = ResponseOf<typeof project.listStackPoints>['list'][number];
type YardInput = RequestOf<typeof project.createStackPoint>;
const { ProjectMsg } = project;

const yardApi = resourceApi<typeof project.listStackPoints, YardInput>(
  { list: project.listStackPoints, create: project.createStackPoint, update: project.updateStackPoint, remove: project.deleteStackPoint },
  { sortWords: 'ascend' },
);

const columns: ResourceColumn<Row>[] = [
  {
    key: 'stack_point_name',
    title: '堆场名称',
    sortable: true,
    search: { kind: 'input', name: 'search', placeholder: '搜索堆场名称' },
    form: { kind: 'input', required: ProjectMsg.stackPointNameRequired, max: 50 },
  },
  { key: 'project_name', title: '所属项目', render: (v) => (v as string | null) ?? '工厂堆场' },
  { key: 'address', title: '地址', form: { kind: 'input', max: 100 } },
  { key: 'capacity', title: '容量', sortable: true, form: { kind: 'number', label: '容量（构件数）', min: 0, precision: 0 } },
  { key: 'stock', title: '在场构件' },
  { key: 'remark', title: '备注', hideInTable: true, form: { kind: 'textarea', max: 200 } },
];

/**
 * /yardList: the company's yards (stack points) with search, sorting, paging, create, edit and delete;
 * /projectYardList?project_id=…: the same for one project's site yards, new ones joining that project;
 * /projectYardList alone: every project with its yards, each opening its own list.
 */
export function YardListPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const projectId = params.get('project_id') ?? undefined;
  if (pathname === '/projectYardList' && !projectId) return <YardProjectOverview />;
  return (
    <ResourcePage<Row, YardInput>
      key={projectId ?? ''}
      title={projectId ? '项目堆场' : '堆场管理'}
      noun="堆场"
      api={yardApi}
      queryKey={['yards']}
      rowKey="stack_point_id"
      columns={columns}
      fixed={{ project_id: projectId }}
      describe={(r) => r.stack_point_name}
      toInput={(values, editing) => ({ ...(values as YardInput), project_id: editing ? editing.project_id : (projectId ?? null) })}
    />
  );
}
