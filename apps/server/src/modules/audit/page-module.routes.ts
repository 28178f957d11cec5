import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { audit, AuditActionLabel, type AuditAction } from '@zhuyun/contracts';
import { menus, permissionObjects } from '../../db/schema';
import { AuditRepo } from '../../platform/audit/audit.repo';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import { isUuid } from '../../platform/query-helpers';
import { pageOf, windowOf } from '../../platform/tenant';

const { PAGE_MODULE_TYPES, PAGE_MODULE_TYPE_NAMES } = audit;
const DAY_MS = 86_400_000;
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const instant = (text: string, intoDay: number) => (DAY_ONLY.test(text) ? new Date(Date.parse(`${text}T00:00:00+08:00`) + intoDay) : new Date(text));

type Module = { no: string; name: string; route: string | null };

/** GET /admin/pageModule/lists: the audit trail's entries for page modules, categories and menus, with their names. */
export function registerPageModuleLogRoutes(app: FastifyInstance, platform: Platform): void {
  const repo = new AuditRepo(platform.database.db);
  const { db } = platform.database;

  registerRoute(app, platform, audit.getPageModuleLogs, {
    handler: async ({ input, session, setMsg }) => {
      const window = windowOf(input);
      // Page modules are the platform's: a platform administrator's changes are on the platform's chain (no unit).
      const { rows, total } = await repo.page(
        session.companyId ?? null,
        {
          from: input.start_time ? instant(input.start_time, 0) : undefined,
          to: input.end_time ? instant(input.end_time, DAY_MS - 1) : undefined,
          actor: input.actor,
          objectTypes: input.module_type ? [input.module_type] : [...PAGE_MODULE_TYPES],
        },
        window,
      );
      const ids = [...new Set(rows.map((r) => r.object_id).filter((id): id is string => id != null && isUuid(id)))];
      const known = new Map<string, Module>();
      if (ids.length) {
        const [objects, menuRows] = await Promise.all([
          db.select({ id: permissionObjects.object_id, no: permissionObjects.object_no, name: permissionObjects.object_name, route: permissionObjects.object_module }).from(permissionObjects).where(inArray(permissionObjects.object_id, ids)),
          db.select({ id: menus.menu_id, no: menus.menu_no, name: menus.menu_name, route: menus.route_url }).from(menus).where(inArray(menus.menu_id, ids)),
        ]);
        for (const m of [...objects, ...menuRows]) known.set(m.id, m);
      }
      const list = rows.map((r) => {
        const m = r.object_id ? known.get(r.object_id) : undefined;
        return {
          log_id: r.entry_id,
          at: r.at,
          actor_id: r.actor_id,
          actor_name: r.actor_name,
          action: r.action,
          action_name: AuditActionLabel[r.action as AuditAction] ?? r.action,
          module_type: r.object_type,
          module_type_name: PAGE_MODULE_TYPE_NAMES[r.object_type as keyof typeof PAGE_MODULE_TYPE_NAMES] ?? r.object_type,
          module_id: r.object_id,
          module_no: m?.no ?? null,
          module_name: m?.name ?? null,
          object_module: m?.route ?? null,
          ip: r.ip,
        };
      });
      return pageOf(window, list, total, setMsg);
    },
  });
}
