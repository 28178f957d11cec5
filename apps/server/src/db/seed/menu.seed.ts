import { MenuGroups, PermObject } from '@zhuyun/contracts';
import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db, Tx } from '../client';
import { authJobTemplates, authTemplateObjects, authTemplates, menus, permissionObjects } from '../schema';
import { SEED_ELEMENTS, SEED_EXTERNAL_MENUS, SEED_MENU_TREE } from './data/menu-tree';
import { DemoIds } from './demo-organisation';

/** Objects several pages share get a name of their own instead of the first page's. */
const OBJECT_NAMES: Record<string, string> = { eva_view: '员工评价（查看）' };

type ObjectInsert = typeof permissionObjects.$inferInsert;
type MenuInsert = typeof menus.$inferInsert;

export const pageObjectNo = (route: string) => `page.${route.replace(/^\//, '').replace(/\//g, '.')}`;

/** The seeded rows, computed once: menus, categories, page objects and their elements. */
export function seedMenuRows(): { objects: ObjectInsert[]; menuRows: MenuInsert[] } {
  const objects: ObjectInsert[] = [
    { object_id: uuidv7(), object_no: 'cat.platform', object_name: '平台管理', is_dir: 1, order_no: 99 },
  ];
  const menuRows: MenuInsert[] = [];
  const seenObjects = new Set<string>();
  const addObject = (o: Omit<ObjectInsert, 'object_id'>) => {
    if (seenObjects.has(o.object_no)) return;
    seenObjects.add(o.object_no);
    objects.push({ object_id: uuidv7(), ...o });
  };
  MenuGroups.forEach((group, gi) => {
    const tree = SEED_MENU_TREE[group.menu_no];
    menuRows.push({ menu_id: uuidv7(), menu_no: group.menu_no, menu_name: group.menu_name, menu_type: 0, menu_css: tree.menu_css, order_no: gi + 1 });
    addObject({ object_no: `cat.${group.menu_no}`, object_name: group.menu_name, is_dir: 1, order_no: gi + 1 });
    tree.dirs.forEach((dir, di) => {
      menuRows.push({ menu_id: uuidv7(), menu_no: dir.menu_no, menu_name: dir.menu_name, p_menu_no: group.menu_no, menu_type: 0, menu_css: dir.menu_css, order_no: di + 1 });
      addObject({ object_no: `cat.${dir.menu_no}`, object_name: dir.menu_name, p_object_no: `cat.${group.menu_no}`, is_dir: 1, order_no: di + 1 });
      dir.pages.forEach(([menu_name, route_url, own], pi) => {
        const object_no = own ?? pageObjectNo(route_url);
        const platform = object_no.startsWith('platform.');
        addObject({ object_no, object_name: OBJECT_NAMES[object_no] ?? menu_name, p_object_no: platform ? 'cat.platform' : `cat.${dir.menu_no}`, is_menu: 1, object_module: route_url, order_no: pi + 1 });
        menuRows.push({ menu_id: uuidv7(), menu_no: `m${pageObjectNo(route_url).slice(4)}`, menu_name, p_menu_no: dir.menu_no, menu_type: 1, route_url, object_no, order_no: pi + 1 });
      });
    });
  });
  SEED_EXTERNAL_MENUS.forEach((m, i) => {
    const object_no = `ext.${m.system_app_no}`;
    addObject({ object_no, object_name: m.menu_name, p_object_no: 'cat.rc_external', is_menu: 1, object_module: m.route_url, order_no: i + 1 });
    menuRows.push({ menu_id: uuidv7(), ...m, p_menu_no: 'rc_external', menu_type: 2, object_no, order_no: i + 1 });
  });
  for (const [i, e] of SEED_ELEMENTS.entries()) addObject({ object_no: e.object_no, object_name: e.object_name, p_object_no: e.page, order_no: i + 1 });
  // Platform review objects that no menu page names still belong to the tree.
  for (const no of ['platform.unit_review', 'platform.company_apply_review', 'platform.system_review']) {
    addObject({ object_no: no, object_name: no, p_object_no: 'cat.platform', is_menu: 1 });
  }
  return { objects, menuRows };
}

/**
 * Menus and permission objects every deployment needs (reference data, not demo data). Idempotent: rows are keyed by
 * menu_no and object_no, so an administrator's later edits survive a restart.
 */
export async function seedMenusAndObjects(db: Db): Promise<void> {
  const { objects, menuRows } = seedMenuRows();
  await db.transaction(async (tx) => {
    await tx.insert(permissionObjects).values(objects).onConflictDoNothing();
    await tx.insert(menus).values(menuRows).onConflictDoNothing();
    await gateModuleListOnItsObject(tx);
  });
}

/**
 * Deployments seeded before 2026-11-25 gated /moduleList on page.moduleList (which units hold, so they saw a menu that
 * could only answer 403) and kept platform.object_manage as an element of menu management. Insert-only seeding leaves
 * those rows, so they are moved here: only while they are exactly as the old seed left them, so that an
 * administrator's own edit stands.
 */
async function gateModuleListOnItsObject(tx: Tx): Promise<void> {
  await tx
    .update(permissionObjects)
    .set({ is_menu: 1, object_module: '/moduleList', p_object_no: 'cat.platform' })
    .where(and(eq(permissionObjects.object_no, PermObject.objectManage), eq(permissionObjects.p_object_no, 'platform.menu_manage'), eq(permissionObjects.is_menu, 0)));
  await tx
    .update(menus)
    .set({ object_no: PermObject.objectManage })
    .where(and(eq(menus.route_url, '/moduleList'), eq(menus.object_no, 'page.moduleList')));
}

export const DemoTemplateIds = {
  all: '01900000-0000-7000-8000-000000003001',
  clerk: '01900000-0000-7000-8000-000000003002',
  builder: '01900000-0000-7000-8000-000000003003',
} as const;

/**
 * The demo unit's templates: everything for 单位管理员, office pages for 行政专员, project pages for the 施工员 jobs.
 * The unit administrator holds every object anyway; the template shows what "everything" means.
 */
export async function seedDemoTemplates(db: Db): Promise<void> {
  const { objects } = seedMenuRows();
  const grantable = objects.filter((o) => !o.object_no.startsWith('platform.') && (o.is_dir ?? 0) === 0).map((o) => o.object_no);
  const personal = objects.filter((o) => String(o.p_object_no).startsWith('cat.ps_')).map((o) => o.object_no);
  const project = objects.filter((o) => String(o.p_object_no).startsWith('cat.pc_')).map((o) => o.object_no);
  const sets: [string, string, string[], string[]][] = [
    [DemoTemplateIds.all, '全部权限', grantable, [DemoIds.adminJob]],
    [DemoTemplateIds.clerk, '行政办公', [...personal, 'page.companyInfo', 'page.organizationFramework', 'page.accountList', 'page.permissionTemplate'], [DemoIds.clerkJob]],
    [DemoTemplateIds.builder, '项目施工', [...personal, ...project], [DemoIds.builderJob, DemoIds.siteBuilderJob]],
  ];
  const company_id = DemoIds.company;
  await db.transaction(async (tx) => {
    for (const [auth_template_id, auth_template_name, nos, jobIds] of sets) {
      const [fresh] = await tx.insert(authTemplates).values({ company_id, auth_template_id, auth_template_name }).onConflictDoNothing().returning();
      if (!fresh) continue; // seeded before: the unit may have changed it since
      await tx.insert(authTemplateObjects).values(nos.map((object_no) => ({ company_id, auth_template_id, object_no })));
      await tx.insert(authJobTemplates).values(jobIds.map((job_id) => ({ company_id, auth_template_id, job_id })));
    }
  });
}
