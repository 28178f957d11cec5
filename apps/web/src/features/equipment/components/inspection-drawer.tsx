import Drawer from 'antd/es/drawer';
import Tag from 'antd/es/tag';
import { ResourcePage, resourceApi, type ResourceColumn } from '@zhuyun/ui';
import { equipment, type RequestOf, type ResponseOf } from '@zhuyun/contracts';

type Row = ResponseOf<typeof equipment.listLiftInspections>['list'][number];
type Input = RequestOf<typeof equipment.createLiftInspection>;
const { LiftEquipMsg, LIFT_INSPECTION_RESULTS } = equipment;

const api = resourceApi<typeof equipment.listLiftInspections, Input>({
  list: equipment.listLiftInspections,
  create: equipment.createLiftInspection,
  update: equipment.updateLiftInspection,
  remove: equipment.deleteLiftInspection,
});
const RESULT_OPTIONS = [1, 2].map((v) => ({ value: v, label: LIFT_INSPECTION_RESULTS[v] }));
// As text in the dialog: the kit's required select checks its value as a string (the contract takes either).
const RESULT_FORM_OPTIONS = RESULT_OPTIONS.map((o) => ({ ...o, value: String(o.value) }));
const initialValues = (row: Row | null): Record<string, unknown> => (row ? { ...row, result: String(row.result) } : { result: '1' });

const columns: ResourceColumn<Row>[] = [
  { key: 'inspection_date', title: '检验日期', sortable: true, form: { kind: 'date', required: LiftEquipMsg.inspectionDateRequired } },
  {
    key: 'result',
    title: '检验结论',
    render: (v) => <Tag color={v === 1 ? 'success' : 'error'}>{LIFT_INSPECTION_RESULTS[v as number]}</Tag>,
    exportValue: (r) => LIFT_INSPECTION_RESULTS[r.result],
    search: { kind: 'select', options: RESULT_OPTIONS },
    form: { kind: 'select', required: LiftEquipMsg.resultInvalid, options: RESULT_FORM_OPTIONS },
  },
  { key: 'next_due_date', title: '下次检验', form: { kind: 'date' } },
  { key: 'inspection_org', title: '检验机构', form: { kind: 'input', max: 100 } },
  { key: 'inspector', title: '检验员', form: { kind: 'input', max: 50 } },
  { key: 'report_no', title: '报告编号', form: { kind: 'input', max: 50 } },
  { key: 'remark', title: '备注', hideInTable: true, form: { kind: 'textarea', max: 500 } },
];

/**
 * One machine's periodic inspections, newest first; filing one moves the machine's last inspection and next due date
 * (the register re-reads itself when the drawer saves).
 */
export function InspectionDrawer({ machine, onClose }: { machine: { equip_id: string; equip_name: string; equip_no: string } | null; onClose: () => void }) {
  return (
    <Drawer open={machine !== null} size={880} title={machine ? `检验记录：${machine.equip_name}（${machine.equip_no}）` : ''} onClose={onClose} destroyOnHidden>
      {machine && (
        <ResourcePage<Row, Input>
          noun="检验记录"
          api={api}
          queryKey={['lift-equip', 'inspections', machine.equip_id]}
          rowKey="inspection_id"
          columns={columns}
          fixed={{ equip_id: machine.equip_id }}
          invalidates={[['lift-equip']]}
          describe={(r) => `${r.inspection_date} ${LIFT_INSPECTION_RESULTS[r.result]}`}
          initialValues={initialValues}
          toInput={(values) => ({ ...(values as Input), equip_id: machine.equip_id })}
        />
      )}
    </Drawer>
  );
}
