import type { FastifyInstance } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { labor } from '@zhuyun/contracts';
import { fail } from '../../platform/errors';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import { isUniqueViolation } from '../../platform/query-helpers';
import { registerRestfulRoute } from '../../platform/http/restful-route';
import { pageOf, tenantOf, windowOf } from '../../platform/tenant';
import { LaborRepo, type PersonValues } from './labor.repo';

const { LaborMsg } = labor;

/** A unique index answers 10003 with the resource's own message; anything else is rethrown. */
const conflictAs = (message: string) => (error: unknown): never => {
  if (isUniqueViolation(error)) throw fail.conflict(message);
  throw error;
};
/** A team or work type gained a person between the check and the delete: the foreign key refuses it. */
const inUseAs = (message: string) => (error: unknown): never => {
  const e = error as { code?: string; cause?: { code?: string } };
  if (e?.code === '23503' || e?.cause?.code === '23503') throw fail.conflict(message);
  throw error;
};

/** Persons, teams and work types of the labour platform (the /labor micro-app), inside the session's company. */
export function registerLaborRoutes(app: FastifyInstance, platform: Platform): void {
  const repo = new LaborRepo(platform.database.db);

  // ---- work types
  registerRoute(app, platform, labor.listWorkTypes, {
    handler: async ({ input, session, setMsg }) => {
      const window = windowOf(input);
      const { rows, total } = await repo.workTypes(tenantOf(session), input, window.offset, window.limit);
      return pageOf(window, rows, total, setMsg);
    },
  });
  registerRoute(app, platform, labor.createWorkType, {
    msg: '保存成功',
    handler: async ({ input, session }) => {
      const work_type_id = uuidv7();
      await repo.insertWorkType(tenantOf(session), work_type_id, { work_type_name: input.work_type_name, remark: input.remark ?? null }).catch(conflictAs(LaborMsg.workTypeNameExists));
      return { work_type_id };
    },
  });
  registerRestfulRoute(app, platform, labor.updateWorkType, {
    msg: '保存成功',
    handler: async ({ input, session }) => {
      const values = { work_type_name: input.work_type_name, remark: input.remark ?? null };
      const done = await repo.updateWorkType(tenantOf(session), input.work_type_id, values).catch(conflictAs(LaborMsg.workTypeNameExists));
      if (!done) throw fail.notFound(LaborMsg.workTypeNotFound);
      return null;
    },
  });
  registerRestfulRoute(app, platform, labor.deleteWorkType, {
    msg: '删除成功',
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      if (await repo.personsWith(companyId, 'work_type_id', input.work_type_id)) throw fail.conflict(LaborMsg.workTypeInUse);
      const done = await repo.deleteWorkType(companyId, input.work_type_id).catch(inUseAs(LaborMsg.workTypeInUse));
      if (!done) throw fail.notFound(LaborMsg.workTypeNotFound);
      return null;
    },
  });

  // ---- teams
  registerRoute(app, platform, labor.listTeams, {
    handler: async ({ input, session, setMsg }) => {
      const window = windowOf(input);
      const { rows, total } = await repo.teams(tenantOf(session), input, window.offset, window.limit);
      return pageOf(window, rows, total, setMsg);
    },
  });
  const teamValues = (input: { team_name: string; leader?: string | null; phone?: string | null; remark?: string | null }) => ({
    team_name: input.team_name,
    leader: input.leader ?? null,
    phone: input.phone ?? null,
    remark: input.remark ?? null,
  });
  registerRoute(app, platform, labor.createTeam, {
    msg: '保存成功',
    handler: async ({ input, session }) => {
      const team_id = uuidv7();
      await repo.insertTeam(tenantOf(session), team_id, teamValues(input)).catch(conflictAs(LaborMsg.teamNameExists));
      return { team_id };
    },
  });
  registerRestfulRoute(app, platform, labor.updateTeam, {
    msg: '保存成功',
    handler: async ({ input, session }) => {
      const done = await repo.updateTeam(tenantOf(session), input.team_id, teamValues(input)).catch(conflictAs(LaborMsg.teamNameExists));
      if (!done) throw fail.notFound(LaborMsg.teamNotFound);
      return null;
    },
  });
  registerRestfulRoute(app, platform, labor.deleteTeam, {
    msg: '删除成功',
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      if (await repo.personsWith(companyId, 'team_id', input.team_id)) throw fail.conflict(LaborMsg.teamInUse);
      const done = await repo.deleteTeam(companyId, input.team_id).catch(inUseAs(LaborMsg.teamInUse));
      if (!done) throw fail.notFound(LaborMsg.teamNotFound);
      return null;
    },
  });

  // ---- persons
  registerRoute(app, platform, labor.listPersons, {
    handler: async ({ input, session, setMsg }) => {
      const window = windowOf(input);
      const { rows, total } = await repo.persons(tenantOf(session), input, window.offset, window.limit);
      return pageOf(window, rows, total, setMsg);
    },
  });
  /** The team and work type must be the company's own: another company's id reads as one that does not exist. */
  const personValues = async (companyId: string, input: PersonValues): Promise<PersonValues> => {
    if (input.team_id && !(await repo.teamExists(companyId, input.team_id))) throw fail.validation(LaborMsg.teamNotFound);
    if (input.work_type_id && !(await repo.workTypeExists(companyId, input.work_type_id))) throw fail.validation(LaborMsg.workTypeNotFound);
    return {
      person_name: input.person_name,
      id_card: input.id_card,
      phone: input.phone ?? null,
      team_id: input.team_id ?? null,
      work_type_id: input.work_type_id ?? null,
    };
  };
  registerRoute(app, platform, labor.createPerson, {
    msg: '保存成功',
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      const person_id = uuidv7();
      await repo.insertPerson(companyId, person_id, await personValues(companyId, input)).catch(conflictAs(LaborMsg.idCardExists));
      return { person_id };
    },
  });
  registerRestfulRoute(app, platform, labor.updatePerson, {
    msg: '保存成功',
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      const values = await personValues(companyId, input);
      const done = await repo.updatePerson(companyId, input.person_id, values).catch(conflictAs(LaborMsg.idCardExists));
      if (!done) throw fail.notFound(LaborMsg.personNotFound);
      return null;
    },
  });
  registerRestfulRoute(app, platform, labor.deletePerson, {
    msg: '删除成功',
    handler: async ({ input, session }) => {
      if (!(await repo.deletePerson(tenantOf(session), input.person_id))) throw fail.notFound(LaborMsg.personNotFound);
      return null;
    },
  });
}
