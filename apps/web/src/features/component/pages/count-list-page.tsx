import { ResourcePage, resourceApi, type ResourceColumn } from '@zhuyun/ui';
import { component, type ResponseOf } from '@zhuyun/contracts';
import { useCodeList, useProjectOptions } from '../api/use-component-queries';

type Row = ResponseOf<typeof component.getComponentCounts>['list'][number];
const { COUNT_PERIODS, COUNT_PERIOD_NAMES } = component;

const api = resourceApi<typeof component.getComponentCounts>({ list: component.getComponentCounts });
const count = (title: string, key: keyof Row & string): ResourceColumn<Row> => ({ key, title, width: 100 });

/**
 * /countList: how many components of each project reached each stage (produced, left the factory, on site,
 * installed) per day, week or month; filtered by project, type and dates, exported as the kit's CSV.
 */
export function CountListPage() {
  const projects = (useProjectOptions().data?.list ?? []).map((p) => ({ value: p.project_id, label: p.project_name }));
  const types = (useCodeList('component_type').data?.list ?? []).map((t) => ({ value: t.value, label: t.name }));
  const columns: ResourceColumn<Row>[] = [
    {
      key: 'period_label',
      title: '统计周期',
      sortable: 'period',
      search: { kind: 'segmented', name: 'period', initial: 'month', options: COUNT_PERIODS.map((p) => ({ value: p, label: COUNT_PERIOD_NAMES[p] })) },
    },
    { key: 'project_name', title: '项目', sortable: true, search: { kind: 'select', name: 'project_id', options: projects, width: 240 } },
    { key: 'cp_type', title: '构件类型', hideInTable: true, exportValue: false, search: { kind: 'select', options: types } },
    { key: 'start_date', title: '开始日期', hideInTable: true, exportValue: false, search: { kind: 'date', placeholder: '开始日期' } },
    { key: 'end_date', title: '结束日期', hideInTable: true, exportValue: false, search: { kind: 'date', placeholder: '结束日期' } },
    count('已生产', 'produced'),
    count('已出厂', 'outbound'),
    count('已进场', 'on_site'),
    count('已安装', 'installed'),
    { key: 'total', title: '合计', sortable: true, width: 100 },
  ];
  return <ResourcePage<Row> title="统计列表" noun="统计" api={api} queryKey={['components', 'counts']} rowKey="row_key" columns={columns} can={{ create: false, update: false, remove: false }} />;
}
