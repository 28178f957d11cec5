import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { labor } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema';
import { fail } from '../../platform/errors';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import { registerResource } from '../../platform/resource/register-resource';
import { pageOf, tenantOf, windowOf } from '../../platform/tenant';
import { teamExists } from './labor.repo';
import { projectTeamRepo, projectTeamUsers } from './project-team.repo';

const { LaborMsg, ProjectTeamMsg } = labor;

async function assertProject(db: Db, companyId: string, projectId: string): Promise<void> {
  const [found] = await db
    .select({ id: projects.project_id })
    .from(projects)
    .where(and(eq(projects.company_id, companyId), eq(projects.project_id, projectId)));
  if (!found) throw fail.notFound(ProjectTeamMsg.projectNotFound);
}

/** A project's labour teams (labor_team) and their people (labor_team_user), linked to the labour platform's teams. */
export function registerProjectTeamRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;
  const repo = projectTeamRepo(db);

  registerResource(app, platform, labor.projectTeamResource, {
    repo: {
      ...repo,
      // The project is checked after the row is found: another company's link answers 项目班组不存在.
      insert: async (companyId, id, values) => {
        await assertProject(db, companyId as string, values.project_id);
        await repo.insert!(companyId, id, values);
      },
      update: async (companyId, id, values) => {
        if (!(await repo.get!(companyId, id))) return false;
        await assertProject(db, companyId as string, values.project_id);
        return repo.update!(companyId, id, values);
      },
    },
    prepare: async (companyId, values) => {
      if (values.entry_date && values.exit_date && values.exit_date < values.entry_date) throw fail.validation(ProjectTeamMsg.exitBeforeEntry);
      // Another company's team reads as one that does not exist.
      if (!(await teamExists(db, companyId as string, values.team_id))) throw fail.validation(LaborMsg.teamNotFound);
      return values;
    },
  });

  registerRoute(app, platform, labor.getProjectTeamUsers, {
    handler: async ({ input, session, setMsg }) => {
      const companyId = tenantOf(session);
      await assertProject(db, companyId, input.project_id);
      const window = windowOf(input);
      const { rows, total } = await projectTeamUsers(db, companyId, input, window);
      return pageOf(window, rows, total, setMsg);
    },
  });
}
