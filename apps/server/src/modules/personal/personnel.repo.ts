import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { personnelSubmissions as ps, users } from '../../db/schema';
import type { PageWindow } from '../../platform/paging';

export type SubmissionRow = typeof ps.$inferSelect;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Personnel submissions, always within one unit (ARCHITECTURE.md rule 7). */
export class PersonnelRepo {
  constructor(private readonly db: Db) {}

  async insert(row: typeof ps.$inferInsert): Promise<void> {
    await this.db.insert(ps).values(row);
  }

  async reviewingOf(companyId: string, userId: string) {
    const [row] = await this.db
      .select({ submission_id: ps.submission_id })
      .from(ps)
      .where(and(eq(ps.company_id, companyId), eq(ps.user_id, userId), eq(ps.status, 2)));
    return row;
  }

  async page(
    companyId: string,
    input: { status?: number; search?: string; sort_field?: 'submitted_at' | 'real_name' | 'status'; sort_order?: string },
    window: PageWindow,
  ) {
    const where: SQL[] = [eq(ps.company_id, companyId)];
    if (input.status !== undefined) where.push(eq(ps.status, input.status));
    if (input.search) {
      const like = `%${escapeLike(input.search)}%`;
      where.push(or(ilike(ps.real_name, like), ilike(ps.cert_name, like), ilike(users.phone, like), ilike(users.user_name, like)) as SQL);
    }
    const column = { submitted_at: ps.created_at, real_name: ps.real_name, status: ps.status }[input.sort_field ?? 'submitted_at'];
    const order = input.sort_order?.startsWith('asc') ? asc(column) : desc(column);
    const condition = and(...where);
    const rows = await this.db
      .select({ s: ps, user_name: users.user_name, phone: users.phone })
      .from(ps)
      .innerJoin(users, eq(users.user_id, ps.user_id))
      .where(condition)
      .orderBy(order, desc(ps.submission_id))
      .limit(window.limit)
      .offset(window.offset);
    const [total] = await this.db.select({ n: count() }).from(ps).innerJoin(users, eq(users.user_id, ps.user_id)).where(condition);
    return { rows, total: Number(total?.n ?? 0) };
  }

  async byId(companyId: string, submissionId: string) {
    const [row] = await this.db
      .select({ s: ps, user_name: users.user_name, phone: users.phone, reviewer_name: sql<string | null>`(select u.user_name from users u where u.user_id = ${ps.reviewed_by})` })
      .from(ps)
      .innerJoin(users, eq(users.user_id, ps.user_id))
      .where(and(eq(ps.company_id, companyId), eq(ps.submission_id, submissionId)));
    return row;
  }

  /** Decides a submission still under review; undefined when it is not (any longer). */
  async decide(companyId: string, submissionId: string, decision: { status: number; review_remark: string | null; reviewed_by: string }) {
    const [row] = await this.db
      .update(ps)
      .set({ ...decision, reviewed_at: new Date() })
      .where(and(eq(ps.company_id, companyId), eq(ps.submission_id, submissionId), eq(ps.status, 2)))
      .returning({ user_id: ps.user_id });
    return row;
  }
}

/** A submission as a list row. */
export function rowOf(r: { s: SubmissionRow; user_name: string; phone: string }) {
  const { s } = r;
  return {
    submission_id: s.submission_id,
    user_id: s.user_id,
    user_name: r.user_name,
    phone: r.phone,
    real_name: s.real_name,
    cert_name: s.cert_name,
    cert_no: s.cert_no,
    cert_valid_until: s.cert_valid_until,
    file_count: s.cert_files.length,
    status: s.status,
    remark: s.review_remark,
    submitted_at: s.created_at.toISOString(),
    reviewed_at: s.reviewed_at?.toISOString() ?? null,
  };
}
