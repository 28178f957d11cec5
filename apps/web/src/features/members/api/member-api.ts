import { useQuery } from '@tanstack/react-query';
import { members, type RequestOf, type ResponseOf } from '@zhuyun/contracts';
import { resourceApi, useApiClient } from '@zhuyun/ui';
import type { ApiClient } from '@zhuyun/client';

export type MemberRow = ResponseOf<typeof members.listProjectMembers>['list'][number];
export type MemberInput = RequestOf<typeof members.createProjectMember>;

const base = resourceApi<typeof members.listProjectMembers, MemberInput>({
  list: members.listProjectMembers,
  create: members.createProjectMember,
  update: members.updateProjectMember,
});

/** The members resource; a member leaves through `unbind` (the project keeps a manager), not a plain delete. */
export const memberApi = (client: ApiClient) => ({
  ...base(client),
  remove: (row: MemberRow) => client.call(members.unbindProject, { project_id: row.project_id, unbind_type: members.UnbindType.person, user_id: row.user_id }),
});

export const memberKeys = {
  all: ['project-members'] as const,
  candidates: (projectId: string) => ['project-members', 'candidates', projectId] as const,
  one: (memberId: string) => ['project-members', 'one', memberId] as const,
  pages: (projectId: string, userId: string) => ['project-members', 'pages', projectId, userId] as const,
};

/** People of the project's unit and participating units, for the add dialog. */
export function useMemberCandidates(projectId: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: memberKeys.candidates(projectId ?? ''),
    queryFn: ({ signal }) => client.call(members.getMemberCandidates, { project_id: projectId ?? '' }, { signal, silent: true }),
    enabled: Boolean(projectId),
  });
}

export const roleOptions = members.PROJECT_MEMBER_ROLES.map((value) => ({ value, label: members.PROJECT_MEMBER_ROLE_NAMES[value] }));
export const roleName = (role: string) => members.PROJECT_MEMBER_ROLE_NAMES[role as members.ProjectMemberRole] ?? role;
