import { z } from 'zod';
import { page } from '../envelope';
import { defineRoute } from '../route';
import { boundedSigningParams, defineResource, optionalUuid, searchText, textOrNull, uuidField } from '../resource';
import { pagingShape, sortShape } from '../resource/paging';
import { dayOrNull } from '../schedule/schedule-fields';
import { LaborMsg, ProjectTeamMsg } from './labor.messages';

/*
 * A project's labour teams and their people (spec-2 §7.3 "GET labor_team, labor_team_user"). The teams and persons are
 * the labour platform's (/labor); a project only links a team, with the days it entered and left the site, so a team
 * and its people are kept once. labor_team is the list of a resource whose writes are ours (POST, PUT /:id, DELETE /:id
 * at the same path: a team enters a project, its days change, it leaves); labor_team_user lists the people of the
 * project's teams (one team's with team_id). Reading is any member's; writing needs the people pool's page.
 */
export const ProjectTeamObject = 'page.PeopleWarehouse';

export const projectTeamRow = z.object({
  link_id: z.string(),
  project_id: z.string(),
  project_name: z.string().nullable(),
  team_id: z.string(),
  team_name: z.string(),
  leader: z.string().nullable(),
  phone: z.string().nullable(),
  person_count: z.number(),
  entry_date: z.string().nullable(),
  exit_date: z.string().nullable(),
  remark: z.string().nullable(),
  created_at: z.string(),
});
export type ProjectTeamRow = z.infer<typeof projectTeamRow>;
export const PROJECT_TEAM_SORT_FIELDS = ['created_at', 'team_name', 'entry_date', 'person_count'] as const;

export const projectTeamResource = defineResource({
  name: 'project_labor_team',
  tag: 'project',
  scope: 'company',
  id: 'link_id',
  row: projectTeamRow,
  fields: {
    project_id: uuidField(ProjectTeamMsg.projectIdRequired),
    team_id: uuidField(LaborMsg.teamIdRequired),
    entry_date: dayOrNull(),
    exit_date: dayOrNull(),
    remark: textOrNull(200),
  },
  filters: { project_id: optionalUuid(), team_id: optionalUuid(), search: searchText(100) },
  sort: PROJECT_TEAM_SORT_FIELDS,
  perPage: true,
  permission: { create: ProjectTeamObject, update: ProjectTeamObject, delete: ProjectTeamObject },
  messages: { notFound: ProjectTeamMsg.linkNotFound, idRequired: ProjectTeamMsg.linkIdRequired, conflict: { team_id: ProjectTeamMsg.linkExists } },
  calls: {
    list: { method: 'GET', path: '/api/v1/project/labor_team', summary: "A project's labour teams" },
    create: { method: 'POST', path: '/api/v1/project/labor_team', summary: 'A labour team enters a project (path and method chosen)' },
    update: { method: 'PUT', path: '/api/v1/project/labor_team', summary: "Edit a project team's days (path and method chosen)", restful: true },
    delete: { method: 'DELETE', path: '/api/v1/project/labor_team', summary: 'A labour team leaves a project (path and method chosen)', restful: true },
  },
});
export const { list: listProjectTeams, create: createProjectTeam, update: updateProjectTeam, delete: deleteProjectTeam } = projectTeamResource.routes;

export const projectTeamUserRow = z.object({
  person_id: z.string(),
  person_name: z.string(),
  /** Masked: the first 6 and last 4 characters (the full number stays in the labour platform). */
  id_card: z.string(),
  phone: z.string().nullable(),
  team_id: z.string(),
  team_name: z.string(),
  work_type_id: z.string().nullable(),
  work_type_name: z.string().nullable(),
  entry_date: z.string().nullable(),
  exit_date: z.string().nullable(),
});
export type ProjectTeamUserRow = z.infer<typeof projectTeamUserRow>;
export const PROJECT_TEAM_USER_SORT_FIELDS = ['person_name', 'team_name', 'work_type_name'] as const;

/** The people of a project's teams: project_id required; team_id, work_type_id and a search (name, phone) narrow it. */
export const getProjectTeamUsers = defineRoute({
  method: 'GET',
  path: '/api/v1/project/labor_team_user',
  summary: "People of a project's labour teams",
  tag: 'project',
  auth: 'session',
  signed: true,
  request: z.object({
    project_id: uuidField(ProjectTeamMsg.projectIdRequired),
    team_id: optionalUuid(),
    work_type_id: optionalUuid(),
    search: searchText(100),
    ...sortShape(PROJECT_TEAM_USER_SORT_FIELDS),
    ...pagingShape(true),
    ...boundedSigningParams,
  }),
  response: page(projectTeamUserRow),
});
