import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { permissionObjects } from '../../db/schema';
import type { PageWindow } from '../../platform/paging';
import { orderByRequest } from '../../platform/sorting';
import { likePattern } from '../../platform/query-helpers';

export type ObjectRow = typeof permissionObjects.$inferSelect;

/** What the object list filters and orders by; the sort field is one of the contract's closed set. */
export interface ObjectListFilter {
  parentNo?: string;
  search?: string;
  sortField?: 'object_no' | 'object_name' | 'is_menu' | 'order_no';
  sortOrder?: 'ascend' | 'descend';
}

const sortable = {
  object_no: permissionObjects.object_no,
  object_name: permissionObjects.object_name,
  is_menu: permissionObjects.is_menu,
  order_no: permissionObjects.order_no,
};

/** The global permission-object tree's reads and writes. */
export class ObjectRepo {
  constructor(private readonly db: Db) {}

  all(): Promise<ObjectRow[]> {
    return this.db.select().from(permissionObjects).orderBy(asc(permissionObjects.order_no), asc(permissionObjects.created_at), asc(permissionObjects.object_no));
  }

  async byId(objectId: string, tx: Tx | Db = this.db): Promise<ObjectRow | undefined> {
    const [row] = await tx.select().from(permissionObjects).where(eq(permissionObjects.object_id, objectId));
    return row;
  }

  async byNo(objectNo: string, tx: Tx | Db = this.db): Promise<ObjectRow | undefined> {
    const [row] = await tx.select().from(permissionObjects).where(eq(permissionObjects.object_no, objectNo));
    return row;
  }

  async childCount(objectNo: string, tx: Tx | Db = this.db): Promise<number> {
    const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(permissionObjects).where(eq(permissionObjects.p_object_no, objectNo));
    return row?.n ?? 0;
  }

  /** Objects (not categories) directly under `parentNo` when given, matching a name or number search. */
  async list(filter: ObjectListFilter, window: PageWindow): Promise<{ rows: ObjectRow[]; total: number }> {
    const conditions: SQL[] = [eq(permissionObjects.is_dir, 0)];
    if (filter.parentNo) conditions.push(eq(permissionObjects.p_object_no, filter.parentNo));
    if (filter.search) {
      const like = likePattern(filter.search);
      conditions.push(or(ilike(permissionObjects.object_name, like), ilike(permissionObjects.object_no, like)) as SQL);
    }
    const where = and(...conditions);
    const [count] = await this.db.select({ n: sql<number>`count(*)::int` }).from(permissionObjects).where(where);
    const rows = await this.db
      .select()
      .from(permissionObjects)
      .where(where)
      .orderBy(...orderByRequest(sortable, filter.sortField, filter.sortOrder, [asc(permissionObjects.order_no), asc(permissionObjects.object_no)]))
      .limit(window.limit)
      .offset(window.offset);
    return { rows, total: count?.n ?? 0 };
  }
}
