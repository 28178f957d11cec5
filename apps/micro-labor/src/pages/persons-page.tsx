import { useQuery } from '@tanstack/react-query';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { labor, routes } from '@zhuyun/contracts';
import { CrudPage } from '../crud-page';
import { useLabor } from '../labor-context';

const { LaborMsg, isIdCard } = labor;
type Values = { person_name: string; id_card: string; phone?: string; team_id?: string | null; work_type_id?: string | null };
/** Page sizes above 1,000 mean "all rows" (ARCHITECTURE.md): the choices of a select. */
const ALL = { per_page: 1000 };

export function PersonsPage() {
  const { api } = useLabor();
  const teams = useQuery({ queryKey: ['team-options'], queryFn: () => api.call(routes.listTeams, { ...ALL, sort_field: 'team_name', sort_order: 'ascend' }) });
  const workTypes = useQuery({
    queryKey: ['work-type-options'],
    queryFn: () => api.call(routes.listWorkTypes, { ...ALL, sort_field: 'work_type_name', sort_order: 'ascend' }),
  });
  return (
    <CrudPage<labor.PersonRow, Values>
      noun="人员"
      queryKey="persons"
      rowKey="person_id"
      invalidates={['teams', 'work-types']}
      searchPlaceholder="搜索姓名、身份证号、电话"
      columns={[
        { title: '姓名', dataIndex: 'person_name', key: 'person_name', sorter: true },
        { title: '身份证号', dataIndex: 'id_card' },
        { title: '联系电话', dataIndex: 'phone', render: (v: string | null) => v ?? '—' },
        { title: '班组', dataIndex: 'team_name', render: (v: string | null) => v ?? '—' },
        { title: '工种', dataIndex: 'work_type_name', render: (v: string | null) => v ?? '—' },
        { title: '登记时间', dataIndex: 'created_at', key: 'created_at', sorter: true, render: (v: string) => v.slice(0, 10) },
      ]}
      list={(q) => api.call(routes.listPersons, q as Parameters<typeof api.call<typeof routes.listPersons>>[1])}
      save={(values, row) => {
        const body = { ...values, team_id: values.team_id ?? null, work_type_id: values.work_type_id ?? null };
        return row ? api.call(routes.updatePerson, { ...body, person_id: row.person_id }) : api.call(routes.createPerson, body);
      }}
      remove={(row) => api.call(routes.deletePerson, { person_id: row.person_id })}
      toValues={(row) => ({ person_name: row.person_name, id_card: row.id_card, phone: row.phone ?? '', team_id: row.team_id, work_type_id: row.work_type_id })}
      fields={
        <>
          <Form.Item name="person_name" label="姓名" rules={[{ required: true, whitespace: true, message: LaborMsg.personNameRequired }, { max: 20, message: LaborMsg.personNameTooLong }]}>
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item
            name="id_card"
            label="身份证号"
            rules={[
              { required: true, whitespace: true, message: LaborMsg.idCardRequired },
              { validator: async (_, v?: string) => (!v?.trim() || isIdCard(v.trim().toUpperCase()) ? undefined : Promise.reject(new Error(LaborMsg.idCardInvalid))) },
            ]}
          >
            <Input maxLength={18} />
          </Form.Item>
          <Form.Item name="phone" label="联系电话" rules={[{ pattern: /^1\d{10}$/, message: LaborMsg.phoneInvalid }]}>
            <Input maxLength={11} />
          </Form.Item>
          <Form.Item name="team_id" label="班组">
            <Select allowClear loading={teams.isPending} placeholder="请选择班组" options={teams.data?.list.map((t) => ({ value: t.team_id, label: t.team_name }))} />
          </Form.Item>
          <Form.Item name="work_type_id" label="工种">
            <Select
              allowClear
              loading={workTypes.isPending}
              placeholder="请选择工种"
              options={workTypes.data?.list.map((w) => ({ value: w.work_type_id, label: w.work_type_name }))}
            />
          </Form.Item>
        </>
      }
    />
  );
}
