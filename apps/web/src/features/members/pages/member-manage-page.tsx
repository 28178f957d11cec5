import { useMemo, useState } from 'react';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import { useNavigate } from 'react-router';
import { members } from '@zhuyun/contracts';
import { ResourcePage, type ResourceColumn } from '@zhuyun/ui';
import { memberApi, memberKeys, roleName, roleOptions, useMemberCandidates, type MemberInput, type MemberRow } from '../api/member-api';
import { useProjectChoice } from '../api/use-project-choice';
import { PageGrantsDialog } from '../components/page-grants-dialog';
import { ProjectSelect } from '../components/project-select';
import { UnitsDialog } from '../components/units-dialog';

const { MembersMsg, MANAGER_ROLE } = members;

function useColumns(projectId: string): ResourceColumn<MemberRow>[] {
  const candidates = useMemberCandidates(projectId);
  return useMemo((): ResourceColumn<MemberRow>[] => {
    const people = (candidates.data?.list ?? []).map((c) => ({
      value: c.user_id,
      label: `${c.user_name}（${c.unit_name}${c.is_member ? '，已在项目中' : ''}）`,
      disabled: c.is_member,
    }));
    return [
      {
        key: 'user_name',
        title: '姓名',
        search: { kind: 'input', name: 'search', placeholder: '搜索姓名或手机号' },
        form: { kind: 'select', name: 'user_id', label: '人员', only: 'create', required: MembersMsg.userRequired, options: people, placeholder: '本单位或参建单位的人员' },
      },
      { key: 'phone', title: '手机号' },
      { key: 'unit_name', title: '所属单位' },
      {
        key: 'role',
        title: '项目角色',
        sortable: true,
        render: (v) => <Tag color={v === MANAGER_ROLE ? 'blue' : undefined}>{roleName(String(v))}</Tag>,
        exportValue: (r) => roleName(r.role),
        search: { kind: 'select', options: roleOptions, placeholder: '全部角色' },
        form: { kind: 'select', required: MembersMsg.roleRequired, options: roleOptions },
      },
      { key: 'entry_date', title: '进场日期', sortable: true, form: { kind: 'date' } },
      { key: 'exit_date', title: '退场日期', form: { kind: 'date' } },
      { key: 'remark', title: '备注', hideInTable: true, form: { kind: 'textarea', max: 500 } },
    ];
  }, [candidates.data]);
}

/** /memberManage: the chosen project's members and their roles; people of the unit or its participating units join. */
export function MemberManagePage() {
  const choice = useProjectChoice();
  const navigate = useNavigate();
  const projectId = choice.projectId;
  const columns = useColumns(projectId ?? '');
  const [grants, setGrants] = useState<MemberRow | null>(null);
  const [units, setUnits] = useState(false);
  if (!projectId) return choice.loading ? null : <Empty description="暂无项目，请先创建项目" />;
  return (
    <>
      <ResourcePage<MemberRow, MemberInput>
        key={projectId}
        title="项目成员"
        noun="成员"
        api={memberApi}
        queryKey={memberKeys.all}
        invalidates={[memberKeys.candidates(projectId)]}
        rowKey="member_id"
        columns={columns}
        fixed={{ project_id: projectId }}
        toolbar={
          <Space>
            <ProjectSelect choice={choice} />
            <Button onClick={() => setUnits(true)}>参建单位</Button>
          </Space>
        }
        describe={(r) => r.user_name ?? ''}
        rowActions={(r) => (
          <>
            <Button type="link" size="small" onClick={() => void navigate(`/memberInfo?project_id=${r.project_id}&member_id=${r.member_id}`)}>
              详情
            </Button>
            <Button type="link" size="small" onClick={() => setGrants(r)}>
              页面权限
            </Button>
          </>
        )}
        toInput={(values, editing) => {
          const v = values as Record<string, string | null | undefined>;
          const common = { role: v.role as MemberInput['role'], entry_date: v.entry_date ?? null, exit_date: v.exit_date ?? null, remark: v.remark ?? null };
          return editing ? common : { ...common, project_id: projectId, user_id: v.user_id ?? null };
        }}
      />
      <PageGrantsDialog member={grants} onClose={() => setGrants(null)} />
      <UnitsDialog projectId={projectId} open={units} onClose={() => setUnits(false)} />
    </>
  );
}
