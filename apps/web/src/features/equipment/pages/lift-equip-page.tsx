import { useState } from 'react';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import { ResourcePage, resourceApi, type ResourceColumn } from '@zhuyun/ui';
import { equipment, type RequestOf, type ResponseOf } from '@zhuyun/contracts';
import { DueSummary } from '../components/due-summary';
import { InspectionDrawer } from '../components/inspection-drawer';

type Row = ResponseOf<typeof equipment.listLiftEquip>['list'][number];
type Input = RequestOf<typeof equipment.createLiftEquip>;
const { LiftEquipMsg, LIFT_EQUIP_TYPES, LIFT_EQUIP_STATUS, LIFT_DUE_NAMES, LIFT_DUE_STATES } = equipment;

const api = resourceApi<typeof equipment.listLiftEquip, Input>({
  list: equipment.listLiftEquip,
  create: equipment.createLiftEquip,
  update: equipment.updateLiftEquip,
  remove: equipment.deleteLiftEquip,
});

const TYPE_OPTIONS = Object.entries(LIFT_EQUIP_TYPES).map(([value, label]) => ({ value: Number(value), label }));
// The dialog's required select checks its value as text (the kit's rule is antd's default string rule): the type goes
// in as its code's text, which the contract takes as well as the number.
const TYPE_FORM_OPTIONS = TYPE_OPTIONS.map((o) => ({ ...o, value: String(o.value) }));
const STATUS_OPTIONS = Object.entries(LIFT_EQUIP_STATUS).map(([value, label]) => ({ value: Number(value), label }));
const DUE_COLOURS = { overdue: 'error', due_soon: 'warning', ok: 'success', none: 'default' } as const;

/** The due date with its state: 已逾期 N 天, N 天后到期 (within the warning window), or the date alone. */
function DueCell({ row }: { row: Row }) {
  if (!row.due_date) return <Tag>{LIFT_DUE_NAMES.none}</Tag>;
  const days = row.days_left ?? 0;
  const note = row.due_state === 'overdue' ? `已逾期 ${-days} 天` : row.due_state === 'due_soon' ? (days === 0 ? '今天到期' : `${days} 天后到期`) : LIFT_DUE_NAMES.ok;
  return (
    <Space size={4}>
      <span>{row.due_date}</span>
      <Tag color={DUE_COLOURS[row.due_state]}>{note}</Tag>
    </Space>
  );
}

const columns: ResourceColumn<Row>[] = [
  {
    key: 'equip_name',
    title: '设备名称',
    sortable: true,
    search: { kind: 'input', name: 'search', placeholder: '搜索名称、编号、证书号或位置', width: 260 },
    form: { kind: 'input', required: LiftEquipMsg.equipNameRequired, max: 100 },
  },
  { key: 'equip_no', title: '设备编号', sortable: true, form: { kind: 'input', required: LiftEquipMsg.equipNoRequired, max: 50 } },
  {
    key: 'equip_type',
    title: '设备类型',
    render: (v) => LIFT_EQUIP_TYPES[v as number] ?? '—',
    search: { kind: 'select', options: TYPE_OPTIONS },
    form: { kind: 'select', required: LiftEquipMsg.equipTypeInvalid, options: TYPE_FORM_OPTIONS },
  },
  { key: 'model', title: '规格型号', hideInTable: true, form: { kind: 'input', max: 100 } },
  { key: 'manufacturer', title: '制造单位', hideInTable: true, form: { kind: 'input', max: 100 } },
  { key: 'location', title: '安装位置', form: { kind: 'input', max: 200 } },
  { key: 'cert_no', title: '使用登记证号', form: { kind: 'input', max: 50 } },
  { key: 'cert_expiry', title: '证书有效期至', form: { kind: 'date' } },
  { key: 'last_inspection_date', title: '上次检验', hideInTable: true, form: { kind: 'date' } },
  { key: 'next_inspection_date', title: '下次检验', form: { kind: 'date' } },
  { key: 'inspection_org', title: '检验机构', hideInTable: true, form: { kind: 'input', max: 100 } },
  {
    key: 'due_date',
    title: '到期',
    sortable: true,
    render: (_v, row) => <DueCell row={row} />,
    exportValue: (row) => (row.due_date ? `${row.due_date} ${LIFT_DUE_NAMES[row.due_state]}` : LIFT_DUE_NAMES.none),
    search: { kind: 'select', name: 'due_state', options: LIFT_DUE_STATES.map((s) => ({ value: s, label: LIFT_DUE_NAMES[s] })) },
  },
  { key: 'status', title: '状态', render: (v) => LIFT_EQUIP_STATUS[v as number], form: { kind: 'select', options: STATUS_OPTIONS } },
  { key: 'remark', title: '备注', hideInTable: true, form: { kind: 'textarea', max: 500 } },
];

/** A new machine is in use (在用); an edited one starts from its row. Module-level: the dialog re-reads it when it changes. */
const initialValues = (row: Row | null): Record<string, unknown> => (row ? { ...row, equip_type: String(row.equip_type) } : { status: 1 });

/** /liftEquip: the register of lifts and cranes, their certificates and inspections (each machine's history in a drawer), the most urgent first. */
export function LiftEquipPage() {
  const [inspected, setInspected] = useState<Row | null>(null);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <DueSummary />
      <ResourcePage<Row, Input>
        title="升降设备"
        noun="设备"
        api={api}
        queryKey={['lift-equip']}
        rowKey="equip_id"
        columns={columns}
        describe={(r) => `${r.equip_name}（${r.equip_no}）`}
        initialValues={initialValues}
        invalidates={[['lift-equip', 'due']]}
        rowActions={(row) => (
          <Button type="link" size="small" onClick={() => setInspected(row)}>
            检验记录
          </Button>
        )}
      />
      <InspectionDrawer machine={inspected} onClose={() => setInspected(null)} />
    </Space>
  );
}
