import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { AuditAction, project } from '@zhuyun/contracts';
import { projects } from '../../db/schema';
import { fail } from '../../platform/errors';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import { ProjectService } from './project.service';
import { isUuid } from '../../platform/query-helpers';
import { pageOf, tenantOf, windowOf } from '../../platform/tenant';
import { hasComponents } from './project.repo';
import { registerStackPointRoutes } from './stack-point.routes';
import { registerUnitCandidateRoutes } from './unit-candidates.routes';
import { registerYardPlaceRoutes } from './yard-place.routes';
import { scopeCondition } from '../../platform/data-scope/data-scope';
import type { SessionContext } from '../../platform/session/session.types';

/** The page whose data scope (/pageDataAuth) limits the project lists and details; a project is its own project. */
export const PROJECT_SCOPE_PAGE = 'page.ProjectList';

const { ProjectMsg } = project;
type UnitRole = (typeof project.PROJECT_UNIT_ROLES)[number];

export function registerProjectRoutes(app: FastifyInstance, platform: Platform): void {
  const service = new ProjectService(platform.database.db);
  const repo = service.repo;

  // A job limited on /pageDataAuth sees only its projects (or its department's, or its own) in every list and detail,
  // and a project outside its scope is "not found" for reads, edits and deletes alike.
  const scopeOf = async (session: SessionContext) =>
    scopeCondition(await platform.dataScope.resolve(session, PROJECT_SCOPE_PAGE), { project: projects.project_id, creator: projects.created_by });
  const mustFind = async (session: SessionContext, projectId: string) => {
    const found = await repo.byId(tenantOf(session), projectId, await scopeOf(session));
    if (!found) throw fail.notFound(ProjectMsg.projectNotFound);
    return found;
  };
  // Each change of a project is in the unit's audit chain with digests of the row before and after (issue 15).
  const audited = (session: SessionContext, action: AuditAction, projectId: string, before: unknown, after: unknown) =>
    platform.audit.record(session, { action, objectType: 'project', objectId: projectId, before, after });

  registerRoute(app, platform, project.getProjectList, {
    handler: async ({ input, session, setMsg }) => {
      const companyId = tenantOf(session);
      const window = windowOf(input);
      const { rows, total } = await repo.page(companyId, {
        where: [
          input.province_no ? eq(projects.province_no, input.province_no) : undefined,
          input.city_no ? eq(projects.city_no, input.city_no) : undefined,
          input.area_no ? eq(projects.area_no, input.area_no) : undefined,
          input.has_components ? hasComponents(companyId) : undefined,
          await scopeOf(session),
        ],
        search: input.project_name,
        offset: window.offset,
        limit: window.limit,
      });
      return pageOf(window, rows, total, setMsg);
    },
  });

  registerRoute(app, platform, project.getProjectManageList, {
    handler: async ({ input, session, setMsg }) => {
      const companyId = tenantOf(session);
      const window = windowOf(input);
      const { rows, total } = await repo.page(companyId, {
        where: [input.org_no ? eq(projects.org_no, input.org_no) : undefined, await scopeOf(session)],
        conditions: input.conditions,
        search: input.search,
        sort: { field: input.sort_field, order: input.sort_order },
        offset: window.offset,
        limit: window.limit,
      });
      if (!input.show_rela_project) return pageOf(window, rows, total, setMsg);
      const relations = await repo.relationsOf(
        companyId,
        rows.map((r) => r.project_id),
      );
      const list = rows.map((r) => ({
        ...r,
        rela_projects: relations.filter((x) => x.of === r.project_id).map(({ project_id, project_name }) => ({ project_id, project_name })),
      }));
      return pageOf(window, list, total, setMsg);
    },
  });

  for (const contract of [project.saveProject, project.createProject]) {
    registerRoute(app, platform, contract, {
      msg: ProjectMsg.saved,
      handler: async ({ input, session }) => {
        const project_id = await service.create(tenantOf(session), session.userId, input);
        await audited(session, AuditAction.create, project_id, null, await repo.byId(tenantOf(session), project_id));
        return { project_id };
      },
    });
  }

  for (const contract of [project.editProject, project.updateProject]) {
    registerRoute(app, platform, contract, {
      msg: ProjectMsg.saved,
      handler: async ({ input, session }) => {
        const before = await mustFind(session, input.project_id);
        await service.update(tenantOf(session), input);
        await audited(session, AuditAction.update, input.project_id, before, await repo.byId(tenantOf(session), input.project_id));
        return null;
      },
    });
  }

  registerRoute(app, platform, project.getProjectInfo, {
    handler: async ({ input, session }) => mustFind(session, input.project_id),
  });

  registerRoute(app, platform, project.detailProject, {
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      const found = await mustFind(session, input.project_id);
      const [units, rela_projects, component_total] = await Promise.all([
        repo.units(companyId, found.project_id),
        repo.relations(companyId, found.project_id),
        repo.componentTotal(companyId, found.project_id),
      ]);
      return { ...found, units: units.map((u) => ({ ...u, role: u.role as UnitRole })), rela_projects, component_total };
    },
  });

  registerRoute(app, platform, project.deleteProject, {
    msg: ProjectMsg.deleted,
    handler: async ({ input, session }) => {
      const before = await mustFind(session, input.project_id);
      if (!(await repo.delete(tenantOf(session), input.project_id))) throw fail.notFound(ProjectMsg.projectNotFound);
      await audited(session, AuditAction.delete, input.project_id, before, null);
      return null;
    },
  });

  registerRoute(app, platform, project.getProjectInfoByProjectCode, {
    handler: async ({ input, session }) => {
      const found = await repo.byCode(tenantOf(session), input.project_code);
      if (!found) throw fail.notFound(ProjectMsg.projectNotFound);
      return found;
    },
  });

  registerRoute(app, platform, project.checkProjectCode, {
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      // The project being edited is the caller's own: another unit's (or an unknown) id is 10002, not "free".
      if (input.project_id && !(await repo.existing(companyId, [input.project_id])).size) throw fail.notFound(ProjectMsg.projectNotFound);
      if (await repo.codeTaken(companyId, input.project_code, input.project_id)) throw fail.conflict(ProjectMsg.projectCodeExists);
      return { exists: false as const };
    },
  });

  registerRoute(app, platform, project.projectRelaProjectByProjectId, {
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      await mustFind(session, input.project_id);
      const wanted = [...new Set(input.rela_project_ids ?? [])];
      if (wanted.includes(input.project_id)) throw fail.validation(ProjectMsg.relaSelf);
      const found = await repo.existing(companyId, wanted);
      if (found.size !== wanted.length) throw fail.notFound(ProjectMsg.projectNotFound);
      await repo.relate(companyId, input.project_id, wanted);
      return { list: await repo.relations(companyId, input.project_id) };
    },
  });

  registerRoute(app, platform, project.cancelProjectRelaProject, {
    msg: ProjectMsg.deleted,
    handler: async ({ input, session }) => {
      if (!(await repo.cancelRelation(tenantOf(session), input.project_id, input.rela_project_id))) throw fail.notFound();
      return null;
    },
  });

  registerRoute(app, platform, project.checkProjectPower, {
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      const owned = await repo.byId(companyId, input.project_id);
      const roles = isUuid(input.project_id) ? await repo.participantRoles(companyId, input.project_id) : [];
      if (!owned && !roles.length) throw fail.notFound(ProjectMsg.projectNotFound);
      return { project_id: input.project_id, is_owner: Boolean(owned), roles: roles as UnitRole[] };
    },
  });

  registerRoute(app, platform, project.projectAreaBoxList, {
    handler: async ({ input, session }) => {
      const level = input.area_type as 1 | 2 | 3;
      if (level === 2 && !input.province_no) throw fail.validation(ProjectMsg.areaTypeInvalid);
      if (level === 3 && !input.city_no) throw fail.validation(ProjectMsg.areaTypeInvalid);
      return { list: await repo.areaCounts(tenantOf(session), level, input) };
    },
  });

  registerStackPointRoutes(app, platform);
  registerUnitCandidateRoutes(app, platform);
  registerYardPlaceRoutes(app, platform, PROJECT_SCOPE_PAGE);
}
