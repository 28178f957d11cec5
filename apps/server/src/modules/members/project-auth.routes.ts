import type { FastifyInstance } from 'fastify';
import { and, asc, eq, like } from 'drizzle-orm';
import { members } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { permissionObjects, projectMemberObjects, projectMembers } from '../../db/schema';
import { fail } from '../../platform/errors';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import { tenantOf } from '../../platform/tenant';
import { assertProject } from './project-of';

const { MembersMsg } = members;
const g = projectMemberObjects;

/** The project centre's pages: page objects under its directories (cat.pc_*), in menu order. */
async function projectPages(db: Db) {
  return db
    .select({ object_no: permissionObjects.object_no, object_name: permissionObjects.object_name, object_module: permissionObjects.object_module })
    .from(permissionObjects)
    .where(and(eq(permissionObjects.is_menu, 1), like(permissionObjects.p_object_no, 'cat.pc\\_%')))
    .orderBy(asc(permissionObjects.p_object_no), asc(permissionObjects.order_no), asc(permissionObjects.object_no));
}

async function grantsOf(db: Db, companyId: string, projectId: string, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ object_no: g.object_no })
    .from(g)
    .where(and(eq(g.company_id, companyId), eq(g.project_id, projectId), eq(g.user_id, userId)));
  return new Set(rows.map((r) => r.object_no));
}

async function isMember(db: Db, companyId: string, projectId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: projectMembers.member_id })
    .from(projectMembers)
    .where(and(eq(projectMembers.company_id, companyId), eq(projectMembers.project_id, projectId), eq(projectMembers.user_id, userId)));
  return Boolean(row);
}

/** Which pages of a project each member may use (spec-2 §6 "Project page objects can be authorised to users"). */
export function registerProjectAuthRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;
  const memberOf = async (companyId: string, projectId: string, userId: string) => {
    await assertProject(db, companyId, projectId);
    if (!(await isMember(db, companyId, projectId, userId))) throw fail.notFound(MembersMsg.memberNotFound);
  };

  registerRoute(app, platform, members.getProjectPageObjects, {
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      await memberOf(companyId, input.project_id, input.user_id);
      const [pages, granted] = await Promise.all([projectPages(db), grantsOf(db, companyId, input.project_id, input.user_id)]);
      return { list: pages.map((page) => ({ ...page, checked: granted.has(page.object_no) })) };
    },
  });

  registerRoute(app, platform, members.saveProjectPageObjects, {
    msg: MembersMsg.saved,
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      const wanted = [...new Set(input.object_nos)];
      const pages = new Set((await projectPages(db)).map((page) => page.object_no));
      if (wanted.some((no) => !pages.has(no))) throw fail.validation(MembersMsg.objectsInvalid);
      await memberOf(companyId, input.project_id, input.user_id);
      await db.transaction(async (tx) => {
        await tx.delete(g).where(and(eq(g.company_id, companyId), eq(g.project_id, input.project_id), eq(g.user_id, input.user_id)));
        if (wanted.length) {
          await tx.insert(g).values(wanted.map((object_no) => ({ company_id: companyId, project_id: input.project_id, user_id: input.user_id, object_no })));
        }
      });
      return { count: wanted.length };
    },
  });

  registerRoute(app, platform, members.getMyProjectPageObjects, {
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      await assertProject(db, companyId, input.project_id);
      // The unit's administrator (and the platform's) holds every object already (access-policy.ts): every page.
      if (session.user.is_platform_admin || session.company?.is_admin === true) {
        return { is_all: true, object_nos: (await projectPages(db)).map((page) => page.object_no) };
      }
      return { is_all: false, object_nos: [...(await grantsOf(db, companyId, input.project_id, session.userId))] };
    },
  });
}
