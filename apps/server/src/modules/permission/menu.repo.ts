import { and, asc, eq, isNull, max, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { menus } from '../../db/schema';

export type MenuRow = typeof menus.$inferSelect;

/** The global menu tree's reads and writes. */
export class MenuRepo {
  constructor(private readonly db: Db) {}

  all(): Promise<MenuRow[]> {
    return this.db.select().from(menus).orderBy(asc(menus.order_no), asc(menus.created_at), asc(menus.menu_no));
  }

  async byId(menuId: string, tx: Tx | Db = this.db): Promise<MenuRow | undefined> {
    const [row] = await tx.select().from(menus).where(eq(menus.menu_id, menuId));
    return row;
  }

  async byNo(menuNo: string, tx: Tx | Db = this.db): Promise<MenuRow | undefined> {
    const [row] = await tx.select().from(menus).where(eq(menus.menu_no, menuNo));
    return row;
  }

  siblings(parentNo: string | null, tx: Tx | Db = this.db): Promise<MenuRow[]> {
    return tx
      .select()
      .from(menus)
      .where(parentNo === null ? isNull(menus.p_menu_no) : eq(menus.p_menu_no, parentNo))
      .orderBy(asc(menus.order_no), asc(menus.created_at), asc(menus.menu_no));
  }

  async nextOrder(parentNo: string, tx: Tx | Db = this.db): Promise<number> {
    const [row] = await tx.select({ top: max(menus.order_no) }).from(menus).where(eq(menus.p_menu_no, parentNo));
    return (row?.top ?? 0) + 1;
  }

  async childCount(menuNo: string, tx: Tx | Db = this.db): Promise<number> {
    const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(menus).where(eq(menus.p_menu_no, menuNo));
    return row?.n ?? 0;
  }

  async usesObject(objectNo: string, tx: Tx | Db = this.db): Promise<boolean> {
    const rows = await tx.select({ one: sql`1` }).from(menus).where(and(eq(menus.object_no, objectNo))).limit(1);
    return rows.length > 0;
  }
}
