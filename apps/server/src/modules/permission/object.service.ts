import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { PermMsg, type ObjectNode } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { authTemplateObjects, permissionObjects } from '../../db/schema';
import { PLATFORM_OBJECT_PREFIX } from '../../platform/access-policy';
import { fail } from '../../platform/errors';
import { knownIds } from '../../platform/ids';
import type { MenuRepo } from './menu.repo';
import type { ObjectListFilter, ObjectRepo } from './object.repo';
import { type ObjectRow } from './object.repo';
import { buildTree, pruneTree } from './tree';

export const objectRow = (r: ObjectRow) => ({
  object_id: r.object_id,
  object_no: r.object_no,
  object_name: r.object_name,
  p_object_no: r.p_object_no,
  is_dir: r.is_dir,
  is_menu: r.is_menu,
  object_module: r.object_module,
  order_no: r.order_no,
});

const toNode = (r: ObjectRow): ObjectNode => ({ ...objectRow(r), children_list: [] });

// A platform object, or anything filed under one, is no unit's to grant.
function withoutPlatform(nodes: ObjectNode[]): ObjectNode[] {
  return nodes
    .filter((n) => !n.object_no.startsWith(PLATFORM_OBJECT_PREFIX))
    .map((n) => ({ ...n, children_list: withoutPlatform(n.children_list) }));
}

export interface ObjectInput {
  object_name: string;
  is_menu: number;
  object_module: string | null;
  order_no?: number;
}

/** Permission objects and their categories: the tree, the held tree, and their editing by the platform. */
export class ObjectService {
  constructor(
    private readonly db: Db,
    private readonly repo: ObjectRepo,
    private readonly menus: MenuRepo,
  ) {}

  async tree(options: { pagesOnly: boolean; withPlatform: boolean }): Promise<ObjectNode[]> {
    const rows = (await this.repo.all()).filter((r) => !options.pagesOnly || r.is_dir === 1 || r.is_menu === 1);
    const nodes = buildTree(rows, (r) => r.object_no, (r) => r.p_object_no, toNode);
    return options.withPlatform ? nodes : withoutPlatform(nodes);
  }

  /** The held objects, with the categories leading to them (spec-2 §6: a page's children are what it allows). */
  async heldTree(holds: (objectNo: string) => boolean): Promise<ObjectNode[]> {
    return pruneTree(await this.tree({ pagesOnly: false, withPlatform: true }), (n) => n.is_dir === 0 && holds(n.object_no));
  }

  list(filter: ObjectListFilter, window: Parameters<ObjectRepo['list']>[1]) {
    return this.repo.list(filter, window);
  }

  private async existing(objectId: string, wantDir: 0 | 1): Promise<ObjectRow> {
    knownIds(objectId);
    const row = await this.repo.byId(objectId);
    if (!row) throw fail.notFound();
    if (row.is_dir !== wantDir) throw fail.validation(wantDir === 1 ? PermMsg.notACategory : PermMsg.notAnObject);
    return row;
  }

  private async parent(parentNo: string, mustBeCategory: boolean): Promise<ObjectRow> {
    const parent = await this.repo.byNo(parentNo);
    if (!parent) throw fail.notFound();
    if (mustBeCategory && parent.is_dir !== 1) throw fail.validation(PermMsg.cateParentNotCate);
    return parent;
  }

  private async insert(row: Omit<typeof permissionObjects.$inferInsert, 'object_id'>) {
    if (await this.repo.byNo(row.object_no)) throw fail.conflict(PermMsg.objectNoTaken);
    const [saved] = await this.db.insert(permissionObjects).values({ object_id: uuidv7(), ...row }).onConflictDoNothing().returning();
    if (!saved) throw fail.conflict(PermMsg.objectNoTaken);
    return objectRow(saved);
  }

  /** A page is found by its route (the shell matches the open tab to object_module), so a page must name one. */
  private checkPageRoute(isMenu: number, objectModule: string | null | undefined): void {
    if (isMenu !== 1) return;
    if (!objectModule) throw fail.validation(PermMsg.objectModuleRequired);
    if (!objectModule.startsWith('/')) throw fail.validation(PermMsg.routeInvalid);
  }

  async createObject(input: ObjectInput & { object_no: string; p_object_no: string }) {
    this.checkPageRoute(input.is_menu, input.object_module);
    await this.parent(input.p_object_no, false);
    return this.insert({ ...input, is_dir: 0, order_no: input.order_no ?? 0 });
  }

  async createCategory(input: { object_no: string; object_name: string; p_object_no: string | null; order_no?: number }) {
    if (input.p_object_no) await this.parent(input.p_object_no, true);
    return this.insert({ ...input, is_dir: 1, is_menu: 0, order_no: input.order_no ?? 0 });
  }

  async update(objectId: string, isDir: 0 | 1, input: Partial<ObjectInput> & { p_object_no: string | null }) {
    const row = await this.existing(objectId, isDir);
    if (isDir === 0) this.checkPageRoute(input.is_menu ?? row.is_menu, input.object_module === undefined ? row.object_module : input.object_module);
    if (input.p_object_no) {
      if (input.p_object_no === row.object_no) throw fail.validation(PermMsg.parentIsSelf);
      await this.parent(input.p_object_no, isDir === 1);
      if (await this.isBelow(input.p_object_no, row.object_no)) throw fail.validation(PermMsg.parentIsSelf);
    }
    const patch = Object.fromEntries(Object.entries({ ...input, p_object_no: input.p_object_no ?? row.p_object_no }).filter(([, v]) => v !== undefined));
    const [saved] = await this.db.update(permissionObjects).set(patch).where(eq(permissionObjects.object_id, row.object_id)).returning();
    return objectRow(saved as ObjectRow);
  }

  // Whether `objectNo` lies under `ancestorNo`: moving a node there would cut it off the tree in a cycle.
  private async isBelow(objectNo: string, ancestorNo: string): Promise<boolean> {
    const parentOf = new Map((await this.repo.all()).map((r) => [r.object_no, r.p_object_no]));
    for (let at = parentOf.get(objectNo), steps = 0; at && steps < parentOf.size; at = parentOf.get(at), steps++) {
      if (at === ancestorNo) return true;
    }
    return false;
  }

  /** Deletes a leaf; an object still gating a menu stays. Templates lose it in the same transaction. */
  async remove(objectId: string, isDir: 0 | 1): Promise<void> {
    const row = await this.existing(objectId, isDir);
    if ((await this.repo.childCount(row.object_no)) > 0) throw fail.conflict(PermMsg.objectHasChildren);
    if (await this.menus.usesObject(row.object_no)) throw fail.conflict(PermMsg.objectInUse);
    await this.db.transaction(async (tx) => {
      await tx.delete(authTemplateObjects).where(eq(authTemplateObjects.object_no, row.object_no));
      await tx.delete(permissionObjects).where(eq(permissionObjects.object_id, row.object_id));
    });
  }
}
