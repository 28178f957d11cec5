import { ResourcePage, type ResourceColumn } from '@zhuyun/ui';
import { check, type ResponseOf } from '@zhuyun/contracts';
import { checkKeys, moduleApi, useItemOptions } from '../api/check-api';

type Row = ResponseOf<typeof check.listCheckModules>['list'][number];

/** /checkModuleManage and /configCheckModule: modules group check items; templates name a module. */
export function CheckModulePage() {
  const items = useItemOptions();
  const names = new Map(items.map((i) => [i.value, i.label]));
  const columns: ResourceColumn<Row>[] = [
    { key: 'module_name', title: '模块名称', sortable: true, search: { kind: 'input', name: 'search', placeholder: '模块名称' }, form: { kind: 'input', required: check.CheckMsg.moduleNameRequired, max: 100 } },
    {
      key: 'item_ids',
      title: '检查项',
      form: { kind: 'select', options: items, multiple: true },
      render: (v) => ((v as string[]) ?? []).map((id) => names.get(id) ?? '').filter(Boolean).join('、') || '—',
      exportValue: (r) => r.item_ids.map((id) => names.get(id) ?? id).join('、'),
    },
    { key: 'item_count', title: '检查项数', width: 100 },
    { key: 'sort_no', title: '排序', sortable: true, width: 90, form: { kind: 'number', min: 0, precision: 0 } },
    { key: 'remark', title: '备注', form: { kind: 'textarea', max: 500 } },
  ];
  return <ResourcePage<Row> title="检查模块管理" noun="检查模块" api={moduleApi} queryKey={checkKeys.modules} rowKey="module_id" columns={columns} describe={(r) => r.module_name} />;
}
