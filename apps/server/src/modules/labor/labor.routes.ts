import type { FastifyInstance } from 'fastify';
import { labor } from '@zhuyun/contracts';
import { fail } from '../../platform/errors';
import type { Platform } from '../../platform/platform';
import { registerResource } from '../../platform/resource/register-resource';
import { laborRepos, personsWith, teamExists, workTypeExists } from './labor.repo';
import { registerProjectTeamRoutes } from './project-team.routes';

const { LaborMsg } = labor;

/** Persons, teams and work types of the labour platform (the /labor micro-app), on the resource layer. */
export function registerLaborRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;
  const repos = laborRepos(db);
  const inUse = (column: 'team_id' | 'work_type_id', message: string) => async (companyId: string | null, id: string) => {
    if (await personsWith(db, companyId as string, column, id)) throw fail.conflict(message);
  };

  registerResource(app, platform, labor.workTypeResource, { repo: repos.workTypes, guardDelete: inUse('work_type_id', LaborMsg.workTypeInUse) });
  registerResource(app, platform, labor.teamResource, { repo: repos.teams, guardDelete: inUse('team_id', LaborMsg.teamInUse) });
  registerResource(app, platform, labor.personResource, {
    repo: repos.persons,
    // A person's team and work type are the company's own: another company's id reads as one that does not exist.
    prepare: async (companyId, values) => {
      if (values.team_id && !(await teamExists(db, companyId as string, values.team_id))) throw fail.validation(LaborMsg.teamNotFound);
      if (values.work_type_id && !(await workTypeExists(db, companyId as string, values.work_type_id))) throw fail.validation(LaborMsg.workTypeNotFound);
      return values;
    },
  });
  registerProjectTeamRoutes(app, platform);
}
