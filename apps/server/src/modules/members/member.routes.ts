import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { members } from '@zhuyun/contracts';
import { projectMemberObjects, projectMembers, projectUnits } from '../../db/schema';
import { fail } from '../../platform/errors';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import { registerResource } from '../../platform/resource/register-resource';
import { tenantOf } from '../../platform/tenant';
import { keepAManager, managersAmong, memberCandidates, memberTableRepo, unitOfPerson } from './member.repo';
import { assertOrder, assertProject } from './project-of';

const { MembersMsg, MANAGER_ROLE, UnbindType } = members;
const m = projectMembers;

/** Project members on the layer, the people who may be added, and `unbind` (a person or a unit off the project). */
export function registerMemberRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;
  const table = memberTableRepo(db);

  registerResource(app, platform, members.projectMemberResource, {
    repo: {
      ...table,
      // The person's unit is found, never sent: the project's own unit, else the participating unit they belong to.
      insert: async (companyId, id, values) => {
        if (!values.project_id) throw fail.validation(MembersMsg.projectIdRequired);
        if (!values.user_id) throw fail.validation(MembersMsg.userRequired);
        const company = companyId as string;
        await assertProject(db, company, values.project_id);
        const unit = await unitOfPerson(db, company, values.project_id, values.user_id);
        await db.insert(m).values({
          company_id: company,
          member_id: id,
          project_id: values.project_id,
          user_id: values.user_id,
          unit_company_id: unit,
          role: values.role,
          entry_date: values.entry_date,
          exit_date: values.exit_date,
          remark: values.remark,
        });
      },
      // The person and the project stay; a manager's role changes only while another manager remains.
      update: async (companyId, id, values) => {
        const company = companyId as string;
        return db.transaction(async (tx) => {
          const [row] = await tx.select().from(m).where(and(eq(m.company_id, company), eq(m.member_id, id)));
          if (!row) return false;
          if (row.role === MANAGER_ROLE && values.role !== MANAGER_ROLE) {
            await assertProject(tx, company, row.project_id, true);
            await keepAManager(tx, company, row.project_id, [row.user_id]);
          }
          await tx
            .update(m)
            .set({ role: values.role, entry_date: values.entry_date, exit_date: values.exit_date, remark: values.remark })
            .where(and(eq(m.company_id, company), eq(m.member_id, id)));
          return true;
        });
      },
    },
    prepare: async (_companyId, values) => {
      assertOrder(values.entry_date, values.exit_date, MembersMsg.exitBeforeEntry);
      return values;
    },
  });

  registerRoute(app, platform, members.getMemberCandidates, {
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      await assertProject(db, companyId, input.project_id);
      return { list: await memberCandidates(db, companyId, input.project_id, input.search) };
    },
  });

  registerRoute(app, platform, members.unbindProject, {
    msg: MembersMsg.unbound,
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      const person = input.unbind_type === UnbindType.person;
      if (person && !input.user_id) throw fail.validation(MembersMsg.userRequired);
      if (!person && !input.unit_company_id) throw fail.validation(MembersMsg.unitRequired);
      if (!person && input.unit_company_id === companyId) throw fail.validation(MembersMsg.ownerUnit);
      const projectId = input.project_id;
      return db.transaction(async (tx) => {
        await assertProject(tx, companyId, projectId, true);
        const inProject = and(eq(m.company_id, companyId), eq(m.project_id, projectId));
        if (person) {
          const userId = input.user_id as string;
          const [row] = await tx.select({ id: m.member_id }).from(m).where(and(inProject, eq(m.user_id, userId)));
          if (!row) throw fail.notFound(MembersMsg.memberNotFound);
          await keepAManager(tx, companyId, projectId, await managersAmong(tx, companyId, projectId, 'user', userId));
          await tx.delete(m).where(and(inProject, eq(m.user_id, userId)));
          await tx.delete(projectMemberObjects).where(grantsOf(companyId, projectId, [userId]));
          return { removed_members: 1, removed_units: 0 };
        }
        const unitId = input.unit_company_id as string;
        const unitRows = and(eq(projectUnits.company_id, companyId), eq(projectUnits.project_id, projectId), eq(projectUnits.unit_company_id, unitId));
        const units = await tx.select({ role: projectUnits.role }).from(projectUnits).where(unitRows);
        if (!units.length) throw fail.notFound(MembersMsg.unitNotFound);
        await keepAManager(tx, companyId, projectId, await managersAmong(tx, companyId, projectId, 'unit', unitId));
        const gone = await tx.delete(m).where(and(inProject, eq(m.unit_company_id, unitId))).returning({ user_id: m.user_id });
        if (gone.length) await tx.delete(projectMemberObjects).where(grantsOf(companyId, projectId, gone.map((g) => g.user_id)));
        await tx.delete(projectUnits).where(unitRows);
        return { removed_members: gone.length, removed_units: 1 };
      });
    },
  });
}

/** A project's page grants of the given people. */
const grantsOf = (companyId: string, projectId: string, userIds: string[]) =>
  and(eq(projectMemberObjects.company_id, companyId), eq(projectMemberObjects.project_id, projectId), inArray(projectMemberObjects.user_id, userIds));
