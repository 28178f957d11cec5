import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { EvalMsg } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { evalJobs, evalPersons } from '../../db/schema';
import { fail } from '../../platform/errors';
import { countOf, likeTerm, orderOf, type ListInput, outer } from './eval-list';
import { isUniqueViolation } from '../../platform/query-helpers';

/** Job titles of evaluated persons, scoped by the session's company. */
export class EvalJobRepo {
  constructor(private readonly db: Db) {}

  async list(companyId: string, input: ListInput, window: { offset: number; limit: number }) {
    const like = likeTerm(input.search);
    const where = and(eq(evalJobs.company_id, companyId), like ? ilike(evalJobs.job_name, like) : undefined);
    const personCount = sql<number>`(select count(*) from ${evalPersons} p where p.company_id = ${outer(evalJobs, 'company_id')} and p.job_id = ${outer(evalJobs, 'job_id')})`;
    const rows = await this.db
      .select({ job_id: evalJobs.job_id, job_name: evalJobs.job_name, created_at: evalJobs.created_at, person_count: personCount })
      .from(evalJobs)
      .where(where)
      .orderBy(
        ...orderOf({ job_name: evalJobs.job_name, created_at: evalJobs.created_at, person_count: personCount }, input.sort_field, input.sort_order, [
          desc(evalJobs.created_at),
          desc(evalJobs.job_id),
        ]),
      )
      .limit(window.limit)
      .offset(window.offset);
    const [total] = await this.db.select({ n: count() }).from(evalJobs).where(where);
    return { rows: rows.map((r) => ({ ...r, person_count: countOf(r.person_count), created_at: r.created_at.toISOString() })), total: countOf(total?.n) };
  }

  async exists(companyId: string, jobId: string): Promise<boolean> {
    const [row] = await this.db.select({ id: evalJobs.job_id }).from(evalJobs).where(and(eq(evalJobs.company_id, companyId), eq(evalJobs.job_id, jobId)));
    return Boolean(row);
  }

  async save(companyId: string, input: { job_id?: string; job_name: string }): Promise<string> {
    try {
      if (!input.job_id) {
        const job_id = uuidv7();
        await this.db.insert(evalJobs).values({ company_id: companyId, job_id, job_name: input.job_name });
        return job_id;
      }
      const updated = await this.db
        .update(evalJobs)
        .set({ job_name: input.job_name })
        .where(and(eq(evalJobs.company_id, companyId), eq(evalJobs.job_id, input.job_id)))
        .returning({ id: evalJobs.job_id });
      if (!updated[0]) throw fail.notFound();
      return input.job_id;
    } catch (error) {
      if (isUniqueViolation(error)) throw fail.conflict(EvalMsg.jobNameTaken);
      throw error;
    }
  }

  async delete(companyId: string, jobId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [used] = await tx.select({ n: count() }).from(evalPersons).where(and(eq(evalPersons.company_id, companyId), eq(evalPersons.job_id, jobId)));
      if (countOf(used?.n) > 0) throw fail.conflict(EvalMsg.jobInUse);
      const gone = await tx.delete(evalJobs).where(and(eq(evalJobs.company_id, companyId), eq(evalJobs.job_id, jobId))).returning({ id: evalJobs.job_id });
      if (!gone[0]) throw fail.notFound();
    });
  }
}
