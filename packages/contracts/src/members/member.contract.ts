import { z } from 'zod';
import { defineRoute } from '../route';
import { boundedSigningParams, defineResource, optionalUuid, searchText, textOrNull, uuidField } from '../resource';
import { dayOrNull } from '../schedule/schedule-fields';
import { MembersMsg, MembersObject } from './members.messages';

/** A member's role on a project (stored as the code; never renumber, only add). */
export const PROJECT_MEMBER_ROLES = ['manager', 'tech_lead', 'builder', 'safety', 'quality', 'data', 'supervisor', 'other'] as const;
export type ProjectMemberRole = (typeof PROJECT_MEMBER_ROLES)[number];
export const PROJECT_MEMBER_ROLE_NAMES: Record<ProjectMemberRole, string> = {
  manager: '项目经理',
  tech_lead: '技术负责人',
  builder: '施工员',
  safety: '安全员',
  quality: '质检员',
  data: '资料员',
  supervisor: '监理工程师',
  other: '其他',
};
/** The role a project cannot be left without (unbind and role changes keep at least one). */
export const MANAGER_ROLE: ProjectMemberRole = 'manager';

const role = z.enum(PROJECT_MEMBER_ROLES, { error: MembersMsg.roleRequired });

export const projectMemberRow = z.object({
  member_id: z.string(),
  project_id: z.string(),
  project_name: z.string().nullable(),
  user_id: z.string(),
  user_name: z.string().nullable(),
  phone: z.string().nullable(),
  unit_company_id: z.string(),
  unit_name: z.string().nullable(),
  role: z.string(),
  entry_date: z.string().nullable(),
  exit_date: z.string().nullable(),
  remark: z.string().nullable(),
  created_at: z.string(),
});
export type ProjectMemberRow = z.infer<typeof projectMemberRow>;

/**
 * A project's members (/memberManage, /memberInfo). The spec lists no member calls besides `unbind`: the list, detail,
 * add and edit are one RESTful resource at /api/v1/project/member (paths chosen in the project family's style).
 * The person and the project are fixed when a member is added (update changes role, dates and remark); a member
 * leaves the project through `unbind` PUT, which keeps the rule that a project has a manager.
 */
export const projectMemberResource = defineResource({
  name: 'project_member',
  tag: 'project',
  scope: 'company',
  id: 'member_id',
  row: projectMemberRow,
  fields: {
    project_id: optionalUuid(MembersMsg.projectIdRequired),
    user_id: optionalUuid(MembersMsg.userRequired),
    role,
    entry_date: dayOrNull(MembersMsg.dateInvalid),
    exit_date: dayOrNull(MembersMsg.dateInvalid),
    remark: textOrNull(500),
  },
  filters: { project_id: optionalUuid(), role: role.optional(), unit_company_id: optionalUuid(), search: searchText(100) },
  sort: ['created_at', 'entry_date', 'role'],
  perPage: true,
  permission: { create: MembersObject.members, update: MembersObject.members },
  messages: { notFound: MembersMsg.memberNotFound, idRequired: MembersMsg.memberIdRequired, conflict: { user_id: MembersMsg.memberExists } },
  calls: {
    list: { method: 'GET', path: '/api/v1/project/member', summary: 'Project members (path chosen)' },
    detail: { method: 'GET', path: '/api/v1/project/member', summary: 'Project member detail (path chosen)', restful: true },
    create: { method: 'POST', path: '/api/v1/project/member', summary: 'Add a project member (path chosen)' },
    update: { method: 'PUT', path: '/api/v1/project/member', summary: 'Edit a project member (path chosen)', restful: true },
  },
});

export const {
  list: listProjectMembers,
  detail: getProjectMember,
  create: createProjectMember,
  update: updateProjectMember,
} = projectMemberResource.routes;

export const memberCandidate = z.object({
  user_id: z.string(),
  user_name: z.string(),
  phone: z.string(),
  unit_company_id: z.string(),
  unit_name: z.string(),
  /** Already a member of this project. */
  is_member: z.boolean(),
});
export type MemberCandidate = z.infer<typeof memberCandidate>;

/** People who may be added: approved members of the project's unit and of its participating units (200 at most). */
export const getMemberCandidates = defineRoute({
  method: 'GET',
  path: '/api/v1/project/member_candidates',
  summary: 'Project member candidates (path chosen)',
  tag: 'project',
  auth: 'session',
  signed: true,
  request: z.object({ project_id: uuidField(MembersMsg.projectIdRequired), search: searchText(100), ...boundedSigningParams }),
  response: z.object({ list: z.array(memberCandidate) }),
});

/** 1 a person, 2 a participating unit (with every member it has on the project). */
export const UnbindType = { person: 1, unit: 2 } as const;

/**
 * Takes a person or a participating unit off a project (spec-2 §7.3 `unbind` PUT). A unit goes with its members on
 * the project; the project's own unit cannot be removed, nor the last project manager (10003).
 */
export const unbindProject = defineRoute({
  method: 'PUT',
  path: '/api/v1/project/unbind',
  summary: 'Unbind a person or unit from a project',
  tag: 'project',
  auth: 'session',
  signed: true,
  permission: MembersObject.members,
  request: z.object({
    project_id: uuidField(MembersMsg.projectIdRequired),
    unbind_type: z
      .union([z.number(), z.string().max(4)], { error: MembersMsg.unbindTypeInvalid })
      .transform(Number)
      .refine((n) => n === UnbindType.person || n === UnbindType.unit, { error: MembersMsg.unbindTypeInvalid }),
    user_id: optionalUuid(MembersMsg.userRequired),
    unit_company_id: optionalUuid(MembersMsg.unitRequired),
    ...boundedSigningParams,
  }),
  response: z.object({ removed_members: z.number(), removed_units: z.number() }),
});
