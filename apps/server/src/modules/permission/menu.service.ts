import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { MenuGroups, PermMsg, type MenuNode } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { menus, permissionObjects } from '../../db/schema';
import { fail } from '../../platform/errors';
import { knownIds } from '../../platform/ids';
import type { MenuRepo} from './menu.repo';
import { type MenuRow } from './menu.repo';
import { buildTree, pruneTree } from './tree';

export interface MenuInput {
  menu_name: string;
  menu_type: number;
  route_url: string | null;
  outer_url: string | null;
  system_app_no: string | null;
  app_domain_name: string | null;
  menu_css: string | null;
  object_no: string | null;
}

const toNode = (r: MenuRow): MenuNode => ({
  menu_id: r.menu_id,
  menu_no: r.menu_no,
  menu_name: r.menu_name,
  menu_type: r.menu_type,
  route_url: r.route_url,
  outer_url: r.outer_url,
  system_app_no: r.system_app_no,
  app_domain_name: r.app_domain_name,
  menu_css: r.menu_css,
  object_no: r.object_no,
  order_no: r.order_no,
  children_list: [],
});

/** The five groups in their fixed order, each from the tree or, when missing, empty (spec-1 §3). */
function fiveGroups(roots: MenuNode[]): MenuNode[] {
  return MenuGroups.map((g, i) => {
    const found = roots.find((r) => r.menu_no === g.menu_no);
    if (found) return found;
    const empty = { menu_id: g.menu_no, menu_no: g.menu_no, menu_name: g.menu_name, menu_type: 0, order_no: i + 1 };
    return toNode({ ...empty, p_menu_no: null, route_url: null, outer_url: null, system_app_no: null, app_domain_name: null, menu_css: null, object_no: null, created_at: new Date(0) });
  });
}

const isGroup = (row: MenuRow) => row.p_menu_no === null;

/** Menus: the per-user tree (gated on held objects) and its editing by the platform administrator. */
export class MenuService {
  constructor(
    private readonly db: Db,
    private readonly repo: MenuRepo,
  ) {}

  async tree(): Promise<MenuNode[]> {
    const rows = await this.repo.all();
    return fiveGroups(buildTree(rows, (r) => r.menu_no, (r) => r.p_menu_no, toNode));
  }

  /** A node shows when it needs no object or its object is held; a directory without an object, when a child shows. */
  async forHolder(holds: (objectNo: string) => boolean): Promise<MenuNode[]> {
    const groups = await this.tree();
    return groups.map((g) => ({
      ...g,
      children_list: pruneTree(g.children_list, (n) => (n.object_no ? holds(n.object_no) : n.menu_type !== 0)),
    }));
  }

  private async checkObject(objectNo: string | null): Promise<void> {
    if (!objectNo) return;
    const [row] = await this.db.select({ no: permissionObjects.object_no }).from(permissionObjects).where(eq(permissionObjects.object_no, objectNo));
    if (!row) throw fail.validation(PermMsg.objectUnknown);
  }

  private async existing(menuId: string): Promise<MenuRow> {
    knownIds(menuId);
    const row = await this.repo.byId(menuId);
    if (!row) throw fail.notFound();
    return row;
  }

  async create(input: MenuInput & { menu_no: string; p_menu_no: string }): Promise<MenuNode> {
    const parent = await this.repo.byNo(input.p_menu_no);
    if (!parent) throw fail.notFound();
    if (parent.menu_type !== 0) throw fail.validation(PermMsg.parentNotDir);
    await this.checkObject(input.object_no);
    if (await this.repo.byNo(input.menu_no)) throw fail.conflict(PermMsg.menuNoTaken);
    const row = { menu_id: uuidv7(), ...input, order_no: await this.repo.nextOrder(parent.menu_no) };
    // The unique index answers a race between two creates with the same number.
    const [saved] = await this.db.insert(menus).values(row).onConflictDoNothing().returning();
    if (!saved) throw fail.conflict(PermMsg.menuNoTaken);
    return toNode(saved);
  }

  async update(menuId: string, input: MenuInput): Promise<MenuNode> {
    const row = await this.existing(menuId);
    if (isGroup(row) && input.menu_type !== 0) throw fail.validation(PermMsg.groupMustBeDir);
    if (input.menu_type !== 0 && (await this.repo.childCount(row.menu_no)) > 0) throw fail.conflict(PermMsg.menuHasChildren);
    await this.checkObject(input.object_no);
    const [saved] = await this.db.update(menus).set(input).where(eq(menus.menu_id, row.menu_id)).returning();
    return toNode(saved as MenuRow);
  }

  async remove(menuId: string): Promise<void> {
    const row = await this.existing(menuId);
    if (isGroup(row)) throw fail.conflict(PermMsg.groupNotEditable);
    if ((await this.repo.childCount(row.menu_no)) > 0) throw fail.conflict(PermMsg.menuHasChildren);
    await this.db.delete(menus).where(eq(menus.menu_id, row.menu_id));
  }

  /** Swaps the node with its neighbour; renumbers the siblings so equal order numbers cannot stall a move. */
  async move(menuId: string, direction: 'up' | 'down'): Promise<void> {
    const row = await this.existing(menuId);
    if (isGroup(row)) throw fail.conflict(PermMsg.groupNotEditable);
    await this.db.transaction(async (tx) => {
      const siblings = await this.repo.siblings(row.p_menu_no, tx);
      const at = siblings.findIndex((s) => s.menu_id === row.menu_id);
      const to = direction === 'up' ? at - 1 : at + 1;
      if (to < 0) throw fail.conflict(PermMsg.alreadyFirst);
      if (to >= siblings.length) throw fail.conflict(PermMsg.alreadyLast);
      const order = siblings.map((s) => s.menu_id);
      [order[at], order[to]] = [order[to] as string, order[at] as string];
      for (const [i, id] of order.entries()) await tx.update(menus).set({ order_no: i + 1 }).where(eq(menus.menu_id, id));
    });
  }
}
