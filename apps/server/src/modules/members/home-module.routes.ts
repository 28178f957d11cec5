import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { component, members, project } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { components, projectActivities, projectMembers, projectPeople, projects, testBases, userHomeModules } from '../../db/schema';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import { tenantOf } from '../../platform/tenant';
import { assertProject } from './project-of';

const { HOME_MODULES, MembersMsg } = members;
const h = userHomeModules;
type Item = { name: string; value: number; note: string | null };

/** Counts of a table's rows of the company (and project) by one column, named through `names`, every name listed. */
async function countsBy(db: Db, table: PgTable, column: PgColumn | SQL, scope: SQL | undefined, names: Record<string, string>): Promise<Item[]> {
  const rows = await db.select({ key: column, n: count() }).from(table).where(scope).groupBy(column);
  const byKey = new Map(rows.map((r) => [String(r.key), Number(r.n)]));
  return Object.entries(names).map(([key, name]) => ({ name, value: byKey.get(key) ?? 0, note: null }));
}

/** The home page's modules: a person's choice and order (spec-2 §7.3 "user component get and save", "home module data"). */
export function registerHomeModuleRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;

  registerRoute(app, platform, members.getUserComponents, {
    handler: async ({ session }) => {
      const companyId = tenantOf(session);
      const saved = await db
        .select({ module_code: h.module_code, sort: h.sort, visible: h.visible })
        .from(h)
        .where(and(eq(h.company_id, companyId), eq(h.user_id, session.userId)))
        .orderBy(asc(h.sort));
      const nameOf = new Map<string, string>(HOME_MODULES.map((mod) => [mod.module_code, mod.module_name]));
      // Nothing saved: the whole catalogue, shown. Saved: that order, then modules added to the catalogue since, hidden.
      const known = saved.filter((s) => nameOf.has(s.module_code));
      const rest = HOME_MODULES.filter((mod) => !known.some((s) => s.module_code === mod.module_code));
      const list = [
        ...known.map((s) => ({ module_code: s.module_code, visible: s.visible })),
        ...rest.map((mod) => ({ module_code: mod.module_code, visible: saved.length ? 0 : 1 })),
      ];
      return { list: list.map((x, i) => ({ ...x, module_name: nameOf.get(x.module_code) as string, sort: i })) };
    },
  });

  registerRoute(app, platform, members.saveUserComponents, {
    msg: MembersMsg.saved,
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      const listed = new Set(input.list.map((x) => x.module_code));
      const rows = [
        ...input.list.map((x) => ({ module_code: x.module_code as string, visible: x.visible ?? 1 })),
        ...HOME_MODULES.filter((mod) => !listed.has(mod.module_code)).map((mod) => ({ module_code: mod.module_code as string, visible: 0 })),
      ].map((x, sort) => ({ company_id: companyId, user_id: session.userId, sort, ...x }));
      await db.transaction(async (tx) => {
        await tx.delete(h).where(and(eq(h.company_id, companyId), eq(h.user_id, session.userId)));
        await tx.insert(h).values(rows);
      });
      return { count: input.list.filter((x) => (x.visible ?? 1) === 1).length };
    },
  });

  registerRoute(app, platform, members.getHomeModuleData, {
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      const projectId = input.project_id ?? null;
      if (projectId) await assertProject(db, companyId, projectId);
      const scoped = (companyColumn: AnyColumn, projectColumn: AnyColumn) =>
        and(eq(companyColumn, companyId), projectId ? eq(projectColumn, projectId) : undefined);
      const data: Record<members.HomeModuleCode, () => Promise<Item[]>> = {
        project_status: () => countsBy(db, projects, projects.status, scoped(projects.company_id, projects.project_id), project.PROJECT_STATUS_NAMES),
        component_progress: () =>
          countsBy(db, components, components.progress, scoped(components.company_id, components.project_id), Object.fromEntries(component.PROGRESS_STEPS.map((s) => [s.progress, s.name]))),
        project_members: () =>
          countsBy(db, projectMembers, projectMembers.role, scoped(projectMembers.company_id, projectMembers.project_id), members.PROJECT_MEMBER_ROLE_NAMES),
        people_pool: () => countsBy(db, projectPeople, projectPeople.status, scoped(projectPeople.company_id, projectPeople.project_id), members.PERSON_STATUS_NAMES),
        activities: () =>
          countsBy(db, projectActivities, projectActivities.status, scoped(projectActivities.company_id, projectActivities.project_id), members.ACTIVITY_STATUS_NAMES),
        // A base's accreditation: valid, due within 30 days, expired, or with no end date.
        test_bases: () =>
          countsBy(
            db,
            testBases,
            // No parameters in the expression: the same text in SELECT and GROUP BY is the same expression to PostgreSQL.
            sql<string>`case when ${testBases.valid_to} is null then 'none' when ${testBases.valid_to} < current_date then 'expired'
              when ${testBases.valid_to} < current_date + 30 then 'due' else 'valid' end` as SQL,
            scoped(testBases.company_id, testBases.project_id),
            { valid: '有效', due: '30天内到期', expired: '已过期', none: '未填写有效期' },
          ),
      };
      const codes = [...new Set(input.module_codes)];
      const nameOf = new Map<string, string>(HOME_MODULES.map((mod) => [mod.module_code, mod.module_name]));
      const list = await Promise.all(
        codes.map(async (code) => ({ module_code: code, module_name: nameOf.get(code) as string, items: await data[code]() })),
      );
      return { list };
    },
  });
}
