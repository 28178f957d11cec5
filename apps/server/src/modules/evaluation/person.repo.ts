import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { EvalMsg } from '@zhuyun/contracts';
import type { Db, Tx } from '../../db/client';
import { evalAssessees, evalEvaluators, evalJobs, evalObs, evalPersons, evalRespondents } from '../../db/schema';
import { fail } from '../../platform/errors';
import { countOf, likeTerm, orderOf, type ListInput } from './eval-list';
import { isUniqueViolation } from '../../platform/query-helpers';
import { covers, obsInScope, type EvalScope } from './eval-scope';
import { RespondentRepo } from './respondent.repo';

export interface PersonInput {
  person_id?: string;
  person_name: string;
  phone: string;
  job_id: string | null;
  obs_id: string | null;
}

/** Evaluated persons, scoped by the session's company; each save keeps the phone's respondent row in step. */
export class PersonRepo {
  constructor(private readonly db: Db) {}

  private where(scope: EvalScope, input: { search?: string; obs_id?: string; job_id?: string }) {
    const like = likeTerm(input.search);
    return and(
      eq(evalPersons.company_id, scope.companyId),
      obsInScope(scope, evalPersons.obs_id),
      like ? or(ilike(evalPersons.person_name, like), ilike(evalPersons.phone, like)) : undefined,
      input.obs_id ? eq(evalPersons.obs_id, input.obs_id) : undefined,
      input.job_id ? eq(evalPersons.job_id, input.job_id) : undefined,
    );
  }

  async list(scope: EvalScope, input: ListInput & { obs_id?: string; job_id?: string }, window: { offset: number; limit: number }) {
    const where = this.where(scope, input);
    const rows = await this.db
      .select({
        person_id: evalPersons.person_id,
        person_name: evalPersons.person_name,
        phone: evalPersons.phone,
        job_id: evalPersons.job_id,
        job_name: evalJobs.job_name,
        obs_id: evalPersons.obs_id,
        obs_name: evalObs.obs_name,
        has_password: sql<boolean>`${evalRespondents.password_hash} is not null`,
        created_at: evalPersons.created_at,
      })
      .from(evalPersons)
      .leftJoin(evalJobs, and(eq(evalJobs.company_id, evalPersons.company_id), eq(evalJobs.job_id, evalPersons.job_id)))
      .leftJoin(evalObs, and(eq(evalObs.company_id, evalPersons.company_id), eq(evalObs.obs_id, evalPersons.obs_id)))
      .leftJoin(evalRespondents, eq(evalRespondents.phone, evalPersons.phone))
      .where(where)
      .orderBy(
        ...orderOf(
          { person_name: evalPersons.person_name, phone: evalPersons.phone, created_at: evalPersons.created_at, obs_name: evalObs.obs_name, job_name: evalJobs.job_name },
          input.sort_field,
          input.sort_order,
          [desc(evalPersons.created_at), desc(evalPersons.person_id)],
        ),
      )
      .limit(window.limit)
      .offset(window.offset);
    const [total] = await this.db.select({ n: count() }).from(evalPersons).where(where);
    return { rows: rows.map((r) => ({ ...r, has_password: Boolean(r.has_password), created_at: r.created_at.toISOString() })), total: countOf(total?.n) };
  }

  async byId(companyId: string, personId: string) {
    const [row] = await this.db.select().from(evalPersons).where(and(eq(evalPersons.company_id, companyId), eq(evalPersons.person_id, personId)));
    return row;
  }

  async save(scope: EvalScope, input: PersonInput): Promise<string> {
    try {
      return await this.db.transaction((tx) => PersonRepo.saveIn(tx, scope, input));
    } catch (error) {
      if (isUniqueViolation(error)) throw fail.conflict(EvalMsg.personPhoneTaken);
      throw error;
    }
  }

  /**
   * One person's insert or update inside the caller's transaction (the import saves many in one). A caller limited to
   * some org units may only place persons in them and may only change the persons already there.
   */
  static async saveIn(tx: Tx, scope: EvalScope, input: PersonInput): Promise<string> {
    const { companyId } = scope;
    if (!covers(scope, input.obs_id)) throw fail.validation(EvalMsg.obsOutOfScope);
    const values = { person_name: input.person_name, phone: input.phone, job_id: input.job_id, obs_id: input.obs_id };
    if (!input.person_id) {
      const person_id = uuidv7();
      await tx.insert(evalPersons).values({ company_id: companyId, person_id, ...values });
      await RespondentRepo.enrol(tx, input.phone, companyId);
      return person_id;
    }
    const [before] = await tx
      .select({ phone: evalPersons.phone, obs_id: evalPersons.obs_id })
      .from(evalPersons)
      .where(and(eq(evalPersons.company_id, companyId), eq(evalPersons.person_id, input.person_id)))
      .for('update');
    if (!before || !covers(scope, before.obs_id)) throw fail.notFound();
    await tx.update(evalPersons).set(values).where(and(eq(evalPersons.company_id, companyId), eq(evalPersons.person_id, input.person_id)));
    if (before.phone !== input.phone) {
      await RespondentRepo.withdraw(tx, before.phone, companyId);
      await RespondentRepo.enrol(tx, input.phone, companyId);
    }
    return input.person_id;
  }

  async delete(scope: EvalScope, personId: string): Promise<void> {
    const { companyId } = scope;
    await this.db.transaction(async (tx) => {
      const [person] = await tx
        .select({ phone: evalPersons.phone, obs_id: evalPersons.obs_id })
        .from(evalPersons)
        .where(and(eq(evalPersons.company_id, companyId), eq(evalPersons.person_id, personId)))
        .for('update');
      if (!person || !covers(scope, person.obs_id)) throw fail.notFound();
      const [asAssessee] = await tx.select({ n: count() }).from(evalAssessees).where(and(eq(evalAssessees.company_id, companyId), eq(evalAssessees.person_id, personId)));
      const [asEvaluator] = await tx
        .select({ n: count() })
        .from(evalEvaluators)
        .where(and(eq(evalEvaluators.company_id, companyId), eq(evalEvaluators.evaluator_person_id, personId)));
      if (countOf(asAssessee?.n) + countOf(asEvaluator?.n) > 0) throw fail.conflict(EvalMsg.personInUse);
      await tx.delete(evalPersons).where(and(eq(evalPersons.company_id, companyId), eq(evalPersons.person_id, personId)));
      await RespondentRepo.withdraw(tx, person.phone, companyId);
    });
  }

  /** Every person matching a search, oldest first, for the export (read in pages by the caller). */
  async exportPage(scope: EvalScope, search: string | undefined, offset: number, limit: number) {
    return this.db
      .select({ person_name: evalPersons.person_name, phone: evalPersons.phone, job_name: evalJobs.job_name, obs_name: evalObs.obs_name })
      .from(evalPersons)
      .leftJoin(evalJobs, and(eq(evalJobs.company_id, evalPersons.company_id), eq(evalJobs.job_id, evalPersons.job_id)))
      .leftJoin(evalObs, and(eq(evalObs.company_id, evalPersons.company_id), eq(evalObs.obs_id, evalPersons.obs_id)))
      .where(this.where(scope, { search }))
      .orderBy(evalPersons.created_at, evalPersons.person_id)
      .limit(limit)
      .offset(offset);
  }
}
