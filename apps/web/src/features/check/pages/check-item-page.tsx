import { ResourcePage, type ResourceColumn } from '@zhuyun/ui';
import { check, type ResponseOf } from '@zhuyun/contracts';
import { checkKeys, itemApi, optionsOf } from '../api/check-api';

type Row = ResponseOf<typeof check.listCheckItems>['list'][number];
const { CheckMsg } = check;
const typeOptions = optionsOf(check.ITEM_TYPE_NAMES);

/** /checkItemManage (and /configCheckItem, /checkItemConfig, /addCheck): what is checked, by which standard. */
export function CheckItemPage() {
  const columns: ResourceColumn<Row>[] = [
    { key: 'item_name', title: '检查项名称', sortable: true, search: { kind: 'input', name: 'search', placeholder: '名称或编码' }, form: { kind: 'input', required: CheckMsg.itemNameRequired, max: 100 } },
    { key: 'item_code', title: '编码', form: { kind: 'input', max: 50 } },
    {
      key: 'item_type',
      title: '类别',
      search: { kind: 'select', options: typeOptions },
      form: { kind: 'select', options: typeOptions },
      render: (v) => check.ITEM_TYPE_NAMES[v as number],
      exportValue: (r) => check.ITEM_TYPE_NAMES[r.item_type],
    },
    { key: 'standard', title: '检查标准', form: { kind: 'textarea', max: 500 } },
    { key: 'sort_no', title: '排序', sortable: true, form: { kind: 'number', min: 0, precision: 0 } },
    { key: 'remark', title: '备注', hideInTable: true, form: { kind: 'textarea', max: 500 } },
  ];
  return <ResourcePage<Row> title="检查项管理" noun="检查项" api={itemApi} queryKey={checkKeys.items} rowKey="check_item_id" columns={columns} describe={(r) => r.item_name} />;
}
