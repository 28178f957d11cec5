import { and, eq, inArray } from 'drizzle-orm';
import { AuditAction, audit } from '@zhuyun/contracts';
import type { Db } from '../client';
import { auditLog, menus, permissionObjects } from '../schema';
import { AuditRepo, chainOf } from '../../platform/audit/audit.repo';
import { stateDigest } from '../../platform/audit/audit-hash';
import { DemoIds } from './demo-organisation';

/**
 * A few page-module changes by the platform administrator on the platform's chain, so /moduleList's 变更记录 and
 * GET /admin/pageModule/lists have rows at start. Appended through the repository (the chain verifies); skipped once
 * the platform's chain has a page-module entry.
 */
export async function seedPageModuleLogDemo(db: Db): Promise<void> {
  const chain = chainOf(null);
  const [seen] = await db
    .select({ id: auditLog.entry_id })
    .from(auditLog)
    .where(and(eq(auditLog.chain, chain), inArray(auditLog.object_type, [...audit.PAGE_MODULE_TYPES])))
    .limit(1);
  if (seen) return;
  const objects = await db
    .select({ id: permissionObjects.object_id, no: permissionObjects.object_no })
    .from(permissionObjects)
    .where(inArray(permissionObjects.object_no, ['cat.pc_project', 'page.projectDetail', 'page.projectYardList']));
  const [menu] = await db.select({ id: menus.menu_id }).from(menus).where(eq(menus.route_url, '/projectYardList')).limit(1);
  const idOf = (no: string) => objects.find((o) => o.no === no)?.id ?? null;
  const repo = new AuditRepo(db);
  const base = { company_id: null, actor_id: DemoIds.admin, actor_name: '平台管理员', action: AuditAction.permissionChange, before_digest: null, detail: null, ip: '192.168.1.10', device: null };
  const entries = [
    { object_type: 'object_category', object_id: idOf('cat.pc_project'), after_digest: stateDigest({ object_name: '项目管理' }) },
    { object_type: 'object', object_id: idOf('page.projectDetail'), after_digest: stateDigest({ object_name: '项目详情', object_module: '/projectDetail' }) },
    { object_type: 'object', object_id: idOf('page.projectYardList'), after_digest: stateDigest({ object_name: '项目堆场', object_module: '/projectYardList' }) },
    { object_type: 'menu', object_id: menu?.id ?? null, after_digest: stateDigest({ menu_name: '项目堆场', route_url: '/projectYardList' }) },
  ];
  for (const e of entries) if (e.object_id) await repo.append({ ...base, ...e });
}
