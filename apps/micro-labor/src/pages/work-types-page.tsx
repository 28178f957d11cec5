import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { labor, routes } from '@zhuyun/contracts';
import { CrudPage } from '../crud-page';
import { useLabor } from '../labor-context';

const { LaborMsg } = labor;
type Values = { work_type_name: string; remark?: string };

export function WorkTypesPage() {
  const { api } = useLabor();
  return (
    <CrudPage<labor.WorkTypeRow, Values>
      noun="工种"
      queryKey="work-types"
      rowKey="work_type_id"
      invalidates={['work-type-options']}
      searchPlaceholder="搜索工种名称、备注"
      columns={[
        { title: '工种名称', dataIndex: 'work_type_name', key: 'work_type_name', sorter: true },
        { title: '人数', dataIndex: 'person_count', width: 90 },
        { title: '备注', dataIndex: 'remark', render: (v: string | null) => v ?? '—' },
        { title: '创建时间', dataIndex: 'created_at', key: 'created_at', sorter: true, render: (v: string) => v.slice(0, 10) },
      ]}
      list={(q) => api.call(routes.listWorkTypes, q as Parameters<typeof api.call<typeof routes.listWorkTypes>>[1])}
      save={(values, row) =>
        row ? api.call(routes.updateWorkType, { ...values, work_type_id: row.work_type_id }) : api.call(routes.createWorkType, values)
      }
      remove={(row) => api.call(routes.deleteWorkType, { work_type_id: row.work_type_id })}
      toValues={(row) => ({ work_type_name: row.work_type_name, remark: row.remark ?? '' })}
      fields={
        <>
          <Form.Item name="work_type_name" label="工种名称" rules={[{ required: true, whitespace: true, message: LaborMsg.workTypeNameRequired }, { max: 30, message: LaborMsg.workTypeNameTooLong }]}>
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item name="remark" label="备注">
            <Input.TextArea rows={2} />
          </Form.Item>
        </>
      }
    />
  );
}
