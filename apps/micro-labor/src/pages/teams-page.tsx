import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { labor, routes } from '@zhuyun/contracts';
import { CrudPage } from '../crud-page';
import { useLabor } from '../labor-context';

const { LaborMsg } = labor;
type Values = { team_name: string; leader?: string; phone?: string; remark?: string };

export function TeamsPage() {
  const { api } = useLabor();
  return (
    <CrudPage<labor.TeamRow, Values>
      noun="班组"
      queryKey="teams"
      rowKey="team_id"
      invalidates={['team-options']}
      searchPlaceholder="搜索班组名称、班组长、电话"
      columns={[
        { title: '班组名称', dataIndex: 'team_name', key: 'team_name', sorter: true },
        { title: '班组长', dataIndex: 'leader', render: (v: string | null) => v ?? '—' },
        { title: '联系电话', dataIndex: 'phone', render: (v: string | null) => v ?? '—' },
        { title: '人数', dataIndex: 'person_count', width: 90 },
        { title: '创建时间', dataIndex: 'created_at', key: 'created_at', sorter: true, render: (v: string) => v.slice(0, 10) },
      ]}
      list={(q) => api.call(routes.listTeams, q as Parameters<typeof api.call<typeof routes.listTeams>>[1])}
      save={(values, row) => (row ? api.call(routes.updateTeam, { ...values, team_id: row.team_id }) : api.call(routes.createTeam, values))}
      remove={(row) => api.call(routes.deleteTeam, { team_id: row.team_id })}
      toValues={(row) => ({ team_name: row.team_name, leader: row.leader ?? '', phone: row.phone ?? '', remark: row.remark ?? '' })}
      fields={
        <>
          <Form.Item name="team_name" label="班组名称" rules={[{ required: true, whitespace: true, message: LaborMsg.teamNameRequired }, { max: 30, message: LaborMsg.teamNameTooLong }]}>
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item name="leader" label="班组长">
            <Input />
          </Form.Item>
          <Form.Item name="phone" label="联系电话" rules={[{ pattern: /^1\d{10}$/, message: LaborMsg.phoneInvalid }]}>
            <Input maxLength={11} />
          </Form.Item>
          <Form.Item name="remark" label="备注">
            <Input.TextArea rows={2} />
          </Form.Item>
        </>
      }
    />
  );
}
