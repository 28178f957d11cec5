import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Empty from 'antd/es/empty';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { members } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { memberKeys, roleName } from '../api/member-api';
import { useProjectChoice } from '../api/use-project-choice';
import { ProjectSelect } from '../components/project-select';

/** The pages a member may use on the project, as tags. */
function MemberPages({ projectId, userId }: { projectId: string; userId: string }) {
  const client = useApiClient();
  const pages = useQuery({
    queryKey: memberKeys.pages(projectId, userId),
    queryFn: ({ signal }) => client.call(members.getProjectPageObjects, { project_id: projectId, user_id: userId }, { signal, silent: true }),
  });
  // Reading grants needs 项目成员's page object: without it the card simply says nothing is shown.
  if (pages.isLoading) return <Skeleton active paragraph={{ rows: 1 }} />;
  const granted = (pages.data?.list ?? []).filter((p) => p.checked);
  if (!granted.length) return <span>{pages.isError ? '无权查看' : '未授权页面'}</span>;
  return (
    <Space wrap>
      {granted.map((p) => (
        <Tag key={p.object_no}>{p.object_name}</Tag>
      ))}
    </Space>
  );
}

/** /memberInfo?project_id&member_id: one member of a project (who, which unit, role, dates, the pages they may use). */
export function MemberInfoPage() {
  const client = useApiClient();
  const choice = useProjectChoice();
  const [params, setParams] = useSearchParams();
  const projectId = choice.projectId ?? '';
  const memberId = params.get('member_id') ?? '';
  const roster = useQuery({
    queryKey: [...memberKeys.all, 'roster', projectId],
    queryFn: ({ signal }) => client.call(members.listProjectMembers, { project_id: projectId, is_page: 0 }, { signal, silent: true }),
    enabled: Boolean(projectId),
  });
  const member = useQuery({
    queryKey: memberKeys.one(memberId),
    queryFn: ({ signal }) => client.call(members.getProjectMember, { member_id: memberId }, { signal, silent: true }),
    enabled: Boolean(memberId),
    retry: false,
  });
  const pick = (id: string) =>
    setParams((p) => {
      p.set('member_id', id);
      return p;
    });
  const m = member.data;
  return (
    <Card
      variant="borderless"
      title="成员信息"
      extra={
        <Space>
          <ProjectSelect choice={choice} />
          <Select
            aria-label="成员"
            style={{ width: 220 }}
            placeholder="请选择成员"
            value={memberId || undefined}
            onChange={pick}
            loading={roster.isLoading}
            showSearch={{ optionFilterProp: 'label' }}
            options={(roster.data?.list ?? []).map((r) => ({ value: r.member_id, label: `${r.user_name ?? ''}（${roleName(r.role)}）` }))}
          />
        </Space>
      }
    >
      {!memberId ? (
        <Empty description="请选择成员" />
      ) : member.isLoading ? (
        <Skeleton active />
      ) : !m ? (
        <Empty description={members.MembersMsg.memberNotFound} />
      ) : (
        <Descriptions bordered size="small" column={2}>
          <Descriptions.Item label="姓名">{m.user_name ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="手机号">{m.phone ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="所属单位">{m.unit_name ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="项目角色">{roleName(m.role)}</Descriptions.Item>
          <Descriptions.Item label="所在项目">{m.project_name ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="进退场">{`${m.entry_date ?? '—'} 至 ${m.exit_date ?? '在场'}`}</Descriptions.Item>
          <Descriptions.Item label="可用页面" span={2}>
            <MemberPages projectId={m.project_id} userId={m.user_id} />
          </Descriptions.Item>
          <Descriptions.Item label="备注" span={2}>
            {m.remark ?? '—'}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
