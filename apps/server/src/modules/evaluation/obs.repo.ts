import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { EvalMsg } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { companyMembers, evalObs, evalObsUsers, evalPersons, users } from '../../db/schema';
import { fail } from '../../platform/errors';
import { obsInScope, type EvalScope } from './eval-scope';
import { countOf, likeTerm, nullIfBlank, orderOf, type ListInput, outer } from './eval-list';
import { isUniqueViolation } from '../../platform/query-helpers';

/** Evaluation org units and their data-authorisation users; every query is scoped by the session's company. */
export class ObsRepo {
  constructor(private readonly db: Db) {}

  async list(scope: EvalScope, input: ListInput, window: { offset: number; limit: number }) {
    const like = likeTerm(input.search);
    const where = and(eq(evalObs.company_id, scope.companyId), obsInScope(scope, evalObs.obs_id), like ? ilike(evalObs.obs_name, like) : undefined);
    const personCount = sql<number>`(select count(*) from ${evalPersons} p where p.company_id = ${outer(evalObs, 'company_id')} and p.obs_id = ${outer(evalObs, 'obs_id')})`;
    const userCount = sql<number>`(select count(*) from ${evalObsUsers} u where u.company_id = ${outer(evalObs, 'company_id')} and u.obs_id = ${outer(evalObs, 'obs_id')})`;
    const rows = await this.db
      .select({ obs_id: evalObs.obs_id, obs_name: evalObs.obs_name, remark: evalObs.remark, created_at: evalObs.created_at, person_count: personCount, user_count: userCount })
      .from(evalObs)
      .where(where)
      .orderBy(
        ...orderOf({ obs_name: evalObs.obs_name, created_at: evalObs.created_at, person_count: personCount }, input.sort_field, input.sort_order, [
          desc(evalObs.created_at),
          desc(evalObs.obs_id),
        ]),
      )
      .limit(window.limit)
      .offset(window.offset);
    const [total] = await this.db.select({ n: count() }).from(evalObs).where(where);
    return {
      rows: rows.map((r) => ({ ...r, person_count: countOf(r.person_count), user_count: countOf(r.user_count), created_at: r.created_at.toISOString() })),
      total: countOf(total?.n),
    };
  }

  async exists(companyId: string, obsId: string): Promise<boolean> {
    const [row] = await this.db.select({ id: evalObs.obs_id }).from(evalObs).where(and(eq(evalObs.company_id, companyId), eq(evalObs.obs_id, obsId)));
    return Boolean(row);
  }

  async save(companyId: string, input: { obs_id?: string; obs_name: string; remark?: string }): Promise<string> {
    const values = { obs_name: input.obs_name, remark: nullIfBlank(input.remark) };
    try {
      if (!input.obs_id) {
        const obs_id = uuidv7();
        await this.db.insert(evalObs).values({ company_id: companyId, obs_id, ...values });
        return obs_id;
      }
      const updated = await this.db
        .update(evalObs)
        .set(values)
        .where(and(eq(evalObs.company_id, companyId), eq(evalObs.obs_id, input.obs_id)))
        .returning({ id: evalObs.obs_id });
      if (!updated[0]) throw fail.notFound();
      return input.obs_id;
    } catch (error) {
      if (isUniqueViolation(error)) throw fail.conflict(EvalMsg.obsNameTaken);
      throw error;
    }
  }

  async delete(companyId: string, obsId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [used] = await tx.select({ n: count() }).from(evalPersons).where(and(eq(evalPersons.company_id, companyId), eq(evalPersons.obs_id, obsId)));
      if (countOf(used?.n) > 0) throw fail.conflict(EvalMsg.obsInUse);
      await tx.delete(evalObsUsers).where(and(eq(evalObsUsers.company_id, companyId), eq(evalObsUsers.obs_id, obsId)));
      const gone = await tx.delete(evalObs).where(and(eq(evalObs.company_id, companyId), eq(evalObs.obs_id, obsId))).returning({ id: evalObs.obs_id });
      if (!gone[0]) throw fail.notFound();
    });
  }

  async users(companyId: string, obsId: string) {
    if (!(await this.exists(companyId, obsId))) throw fail.notFound();
    const rows = await this.db
      .select({ user_id: users.user_id, user_name: users.user_name, phone: users.phone, created_at: evalObsUsers.created_at })
      .from(evalObsUsers)
      .innerJoin(users, eq(users.user_id, evalObsUsers.user_id))
      .where(and(eq(evalObsUsers.company_id, companyId), eq(evalObsUsers.obs_id, obsId)))
      .orderBy(desc(evalObsUsers.created_at));
    return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
  }

  /** Authorises approved members of the unit to the obs's data; users outside the unit are refused. */
  async empower(companyId: string, obsId: string, userIds: string[]): Promise<number> {
    if (!(await this.exists(companyId, obsId))) throw fail.notFound();
    const unique = [...new Set(userIds)];
    const members = await this.db
      .select({ user_id: companyMembers.user_id })
      .from(companyMembers)
      .where(and(eq(companyMembers.company_id, companyId), eq(companyMembers.status, 3), inArray(companyMembers.user_id, unique)));
    if (members.length !== unique.length) throw fail.validation(EvalMsg.userUnknown);
    const added = await this.db
      .insert(evalObsUsers)
      .values(unique.map((user_id) => ({ company_id: companyId, obs_id: obsId, user_id })))
      .onConflictDoNothing()
      .returning({ id: evalObsUsers.user_id });
    return added.length;
  }

  async cancelEmpower(companyId: string, obsId: string, userIds: string[]): Promise<number> {
    if (!(await this.exists(companyId, obsId))) throw fail.notFound();
    const removed = await this.db
      .delete(evalObsUsers)
      .where(and(eq(evalObsUsers.company_id, companyId), eq(evalObsUsers.obs_id, obsId), inArray(evalObsUsers.user_id, userIds)))
      .returning({ id: evalObsUsers.user_id });
    return removed.length;
  }
}
