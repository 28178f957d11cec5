import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { codeLists, companyApplications, files, regions, users } from '../../db/schema';
import type { applications } from '@zhuyun/contracts';
import { orderByRequest } from '../../platform/sorting';
import { likePattern } from '../../platform/query-helpers';

const self = alias(regions, 'self');
const parent = alias(regions, 'parent');
const grand = alias(regions, 'grand');

/** An application's region by its area_id and up to two ancestors: its names are the chain read top-down. */
const placeColumns = { self: self.name, parent: parent.name, grand: grand.name };

export function placeOf(row: { self: string | null; parent: string | null; grand: string | null }) {
  const [province = null, city = null, area = null] = [row.grand, row.parent, row.self].filter((n): n is string => Boolean(n));
  return { province, city, area };
}
export type ApplicationRow = typeof companyApplications.$inferSelect;

/** Company applications (global: the company does not exist yet) and the files they point at. */
export class ApplicationsRepo {
  constructor(private readonly db: Db) {}

  async companyTypeNames(): Promise<Map<number, string>> {
    const rows = await this.db.select({ value: codeLists.value, name: codeLists.name }).from(codeLists).where(eq(codeLists.code_type, 'companyType'));
    return new Map(rows.map((r) => [Number(r.value), r.name]));
  }

  async regionExists(areaId: number): Promise<boolean> {
    const [row] = await this.db.select({ n: count() }).from(regions).where(eq(regions.area_id, areaId));
    return Number(row?.n ?? 0) > 0;
  }

  async file(fileId: string) {
    const [row] = await this.db.select().from(files).where(eq(files.file_id, fileId));
    return row;
  }

  async pendingOf(userId: string) {
    const [row] = await this.db
      .select({ id: companyApplications.id })
      .from(companyApplications)
      .where(and(eq(companyApplications.user_id, userId), eq(companyApplications.status, 2)));
    return row;
  }

  async insert(row: typeof companyApplications.$inferInsert): Promise<void> {
    await this.db.insert(companyApplications).values(row);
  }

  async setUserName(userId: string, userName: string): Promise<void> {
    await this.db.update(users).set({ user_name: userName, updated_at: new Date() }).where(eq(users.user_id, userId));
  }

  async byId(id: string) {
    const [row] = await this.db
      .select({ application: companyApplications, ...placeColumns })
      .from(companyApplications)
      .leftJoin(self, eq(self.area_id, companyApplications.area_id))
      .leftJoin(parent, eq(parent.code, self.p_code))
      .leftJoin(grand, eq(grand.code, parent.p_code))
      .where(eq(companyApplications.id, id));
    return row;
  }

  async page(
    filter: { status?: number; search?: string; sort_field?: (typeof applications.COMPANY_APPLY_SORT_FIELDS)[number]; sort_order?: 'ascend' | 'descend' },
    window: { offset: number; limit: number },
  ) {
    const term = filter.search ? likePattern(filter.search) : undefined;
    const where = and(
      filter.status === undefined ? undefined : eq(companyApplications.status, filter.status),
      term
        ? or(ilike(companyApplications.company_name, term), ilike(companyApplications.user_name, term), ilike(companyApplications.phone, term))
        : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ application: companyApplications, ...placeColumns })
        .from(companyApplications)
        .leftJoin(self, eq(self.area_id, companyApplications.area_id))
        .leftJoin(parent, eq(parent.code, self.p_code))
        .leftJoin(grand, eq(grand.code, parent.p_code))
        .where(where)
        .orderBy(
          ...orderByRequest(
            { company_name: companyApplications.company_name, apply_date: companyApplications.created_at, status: companyApplications.status },
            filter.sort_field,
            filter.sort_order,
            [desc(companyApplications.created_at), desc(companyApplications.id)],
          ),
        )
        .limit(window.limit)
        .offset(window.offset),
      this.db.select({ n: count() }).from(companyApplications).where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }

  /** Answers false when the application was no longer under review. */
  async decide(id: string, change: { status: number; reviewed_by: string; remark: string | null; company_id: string | null }): Promise<boolean> {
    const changed = await this.db
      .update(companyApplications)
      .set({ ...change, reviewed_at: new Date() })
      .where(and(eq(companyApplications.id, id), eq(companyApplications.status, 2)))
      .returning({ id: companyApplications.id });
    return changed.length === 1;
  }
}
