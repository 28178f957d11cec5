import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyMembers, users } from '../../db/schema';

/** Tenant-scoped: every query takes the session's company and nothing from the request decides it. */
export class CompanyUsersRepo {
  constructor(private readonly db: Db) {}

  async page(companyId: string, opts: { offset: number; limit: number; search?: string }) {
    const where: SQL[] = [eq(companyMembers.company_id, companyId)];
    const term = opts.search?.trim();
    if (term) {
      const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.push(or(ilike(users.user_name, like), ilike(users.phone, like), ilike(users.user_no, like)) as SQL);
    }
    const condition = and(...where);
    const rows = await this.db
      .select({
        user_id: users.user_id,
        user_no: users.user_no,
        user_name: users.user_name,
        phone: users.phone,
        status: companyMembers.status,
        is_admin: companyMembers.is_admin,
        join_date: companyMembers.created_at,
      })
      .from(companyMembers)
      .innerJoin(users, eq(users.user_id, companyMembers.user_id))
      .where(condition)
      .orderBy(desc(companyMembers.created_at), desc(companyMembers.user_id))
      .limit(opts.limit)
      .offset(opts.offset);
    const [total] = await this.db
      .select({ n: count() })
      .from(companyMembers)
      .innerJoin(users, eq(users.user_id, companyMembers.user_id))
      .where(condition);
    return { rows: rows.map((r) => ({ ...r, join_date: r.join_date.toISOString() })), total: Number(total?.n ?? 0) };
  }
}
