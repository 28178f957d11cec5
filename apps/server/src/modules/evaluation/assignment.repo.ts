import { and, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { uuidv7 } from 'uuidv7';
import { EvalMsg } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { evalAssessees, evalEvaluators, evalJobs, evalObs, evalPersons } from '../../db/schema';
import { fail } from '../../platform/errors';
import { countOf, iso, likeTerm, orderOf, type ListInput, outer } from './eval-list';
import { covers, obsInScope, type EvalScope } from './eval-scope';
import { ExerciseRepo } from './exercise.repo';

const evaluator = alias(evalPersons, 'evaluator');
const assessee = alias(evalPersons, 'assessee');

/** Assessee data (who is evaluated) and evaluator data (who evaluates whom) of an exercise. */
export class AssignmentRepo {
  constructor(private readonly db: Db) {}

  async listAssessees(scope: EvalScope, input: ListInput & { exercise_id: string }, window: { offset: number; limit: number }) {
    await ExerciseRepo.require(this.db, scope.companyId, input.exercise_id);
    const like = likeTerm(input.search);
    const where = and(
      eq(evalAssessees.company_id, scope.companyId),
      eq(evalAssessees.exercise_id, input.exercise_id),
      obsInScope(scope, evalPersons.obs_id),
      like ? or(ilike(evalPersons.person_name, like), ilike(evalPersons.phone, like)) : undefined,
    );
    const evaluatorCount = sql<number>`(select count(*) from ${evalEvaluators} e where e.company_id = ${outer(evalAssessees, 'company_id')}
      and e.exercise_id = ${outer(evalAssessees, 'exercise_id')} and e.assessee_person_id = ${outer(evalAssessees, 'person_id')})`;
    const base = this.db
      .select({
        assessee_data_id: evalAssessees.assessee_data_id,
        exercise_id: evalAssessees.exercise_id,
        person_id: evalAssessees.person_id,
        person_name: evalPersons.person_name,
        phone: evalPersons.phone,
        obs_name: evalObs.obs_name,
        job_name: evalJobs.job_name,
        evaluator_count: evaluatorCount,
        created_at: evalAssessees.created_at,
      })
      .from(evalAssessees)
      .innerJoin(evalPersons, and(eq(evalPersons.company_id, evalAssessees.company_id), eq(evalPersons.person_id, evalAssessees.person_id)))
      .leftJoin(evalJobs, and(eq(evalJobs.company_id, evalPersons.company_id), eq(evalJobs.job_id, evalPersons.job_id)))
      .leftJoin(evalObs, and(eq(evalObs.company_id, evalPersons.company_id), eq(evalObs.obs_id, evalPersons.obs_id)))
      .where(where);
    const rows = await base
      .orderBy(
        ...orderOf({ person_name: evalPersons.person_name, phone: evalPersons.phone, created_at: evalAssessees.created_at }, input.sort_field, input.sort_order, [
          desc(evalAssessees.created_at),
          desc(evalAssessees.assessee_data_id),
        ]),
      )
      .limit(window.limit)
      .offset(window.offset);
    const [total] = await this.db
      .select({ n: count() })
      .from(evalAssessees)
      .innerJoin(evalPersons, and(eq(evalPersons.company_id, evalAssessees.company_id), eq(evalPersons.person_id, evalAssessees.person_id)))
      .where(where);
    return {
      rows: rows.map((r) => ({ ...r, evaluator_count: countOf(r.evaluator_count), created_at: r.created_at.toISOString() })),
      total: countOf(total?.n),
    };
  }

  /** The persons, all of the unit and (for whom they are evaluated) of the caller's org units; else 所选人员不存在. */
  private async requirePersons(scope: EvalScope, personIds: string[]): Promise<string[]> {
    const unique = [...new Set(personIds)];
    const found = await this.db
      .select({ id: evalPersons.person_id })
      .from(evalPersons)
      .where(and(eq(evalPersons.company_id, scope.companyId), obsInScope(scope, evalPersons.obs_id), inArray(evalPersons.person_id, unique)));
    if (found.length !== unique.length) throw fail.validation(EvalMsg.personUnknown);
    return unique;
  }

  async saveAssessees(scope: EvalScope, exerciseId: string, personIds: string[]): Promise<number> {
    const { companyId } = scope;
    const ids = await this.requirePersons(scope, personIds);
    return this.db.transaction(async (tx) => {
      await ExerciseRepo.requireEditable(tx, companyId, exerciseId);
      const added = await tx
        .insert(evalAssessees)
        .values(ids.map((person_id) => ({ company_id: companyId, assessee_data_id: uuidv7(), exercise_id: exerciseId, person_id })))
        .onConflictDoNothing()
        .returning({ id: evalAssessees.assessee_data_id });
      return added.length;
    });
  }

  /** Removes a person from the evaluated, with their pending evaluator rows; refused once anyone scored them. */
  async deleteAssessee(scope: EvalScope, assesseeDataId: string): Promise<void> {
    const { companyId } = scope;
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ exercise_id: evalAssessees.exercise_id, person_id: evalAssessees.person_id, obs_id: evalPersons.obs_id })
        .from(evalAssessees)
        .innerJoin(evalPersons, and(eq(evalPersons.company_id, evalAssessees.company_id), eq(evalPersons.person_id, evalAssessees.person_id)))
        .where(and(eq(evalAssessees.company_id, companyId), eq(evalAssessees.assessee_data_id, assesseeDataId)));
      if (!row || !covers(scope, row.obs_id)) throw fail.notFound();
      await ExerciseRepo.requireEditable(tx, companyId, row.exercise_id);
      const rowsOf = and(
        eq(evalEvaluators.company_id, companyId),
        eq(evalEvaluators.exercise_id, row.exercise_id),
        eq(evalEvaluators.assessee_person_id, row.person_id),
      );
      const [answered] = await tx.select({ n: count() }).from(evalEvaluators).where(and(rowsOf, eq(evalEvaluators.status, 1)));
      if (countOf(answered?.n) > 0) throw fail.conflict(EvalMsg.rowAnswered);
      await tx.delete(evalEvaluators).where(rowsOf);
      await tx.delete(evalAssessees).where(and(eq(evalAssessees.company_id, companyId), eq(evalAssessees.assessee_data_id, assesseeDataId)));
    });
  }

  /** Evaluator rows are seen by the assessee's org unit: whose evaluation it is, not who gives it. */
  async listEvaluators(scope: EvalScope, input: ListInput & { exercise_id: string }, window: { offset: number; limit: number }) {
    await ExerciseRepo.require(this.db, scope.companyId, input.exercise_id);
    const like = likeTerm(input.search);
    const where = and(
      eq(evalEvaluators.company_id, scope.companyId),
      eq(evalEvaluators.exercise_id, input.exercise_id),
      obsInScope(scope, assessee.obs_id),
      like ? or(ilike(evaluator.person_name, like), ilike(evaluator.phone, like), ilike(assessee.person_name, like)) : undefined,
    );
    const rows = await this.db
      .select({
        evaluator_data_id: evalEvaluators.evaluator_data_id,
        exercise_id: evalEvaluators.exercise_id,
        evaluator_person_id: evalEvaluators.evaluator_person_id,
        evaluator_name: evaluator.person_name,
        evaluator_phone: evaluator.phone,
        assessee_person_id: evalEvaluators.assessee_person_id,
        assessee_name: assessee.person_name,
        assessee_phone: assessee.phone,
        status: evalEvaluators.status,
        score: evalEvaluators.score,
        submitted_at: evalEvaluators.submitted_at,
        notified_at: evalEvaluators.notified_at,
      })
      .from(evalEvaluators)
      .innerJoin(evaluator, and(eq(evaluator.company_id, evalEvaluators.company_id), eq(evaluator.person_id, evalEvaluators.evaluator_person_id)))
      .innerJoin(assessee, and(eq(assessee.company_id, evalEvaluators.company_id), eq(assessee.person_id, evalEvaluators.assessee_person_id)))
      .where(where)
      .orderBy(
        ...orderOf(
          {
            evaluator_name: evaluator.person_name,
            assessee_name: assessee.person_name,
            status: evalEvaluators.status,
            score: evalEvaluators.score,
            submitted_at: evalEvaluators.submitted_at,
          },
          input.sort_field,
          input.sort_order,
          [desc(evalEvaluators.created_at), desc(evalEvaluators.evaluator_data_id)],
        ),
      )
      .limit(window.limit)
      .offset(window.offset);
    const [total] = await this.db
      .select({ n: count() })
      .from(evalEvaluators)
      .innerJoin(evaluator, and(eq(evaluator.company_id, evalEvaluators.company_id), eq(evaluator.person_id, evalEvaluators.evaluator_person_id)))
      .innerJoin(assessee, and(eq(assessee.company_id, evalEvaluators.company_id), eq(assessee.person_id, evalEvaluators.assessee_person_id)))
      .where(where);
    return {
      rows: rows.map((r) => ({ ...r, submitted_at: iso(r.submitted_at), notified_at: iso(r.notified_at) })),
      total: countOf(total?.n),
    };
  }

  /** Adds "evaluator evaluates each of these assessees"; each assessee must be evaluated in this exercise. */
  async saveEvaluators(scope: EvalScope, input: { exercise_id: string; evaluator_person_id: string; assessee_person_ids: string[] }): Promise<number> {
    const { companyId } = scope;
    // Anyone of the unit may evaluate (a 360° evaluation crosses departments); whom they evaluate is the caller's.
    await this.requirePersons({ companyId, obsIds: null }, [input.evaluator_person_id]);
    const targets = [...new Set(input.assessee_person_ids)];
    if (targets.includes(input.evaluator_person_id)) throw fail.validation(EvalMsg.selfEvaluation);
    await this.requirePersons(scope, targets);
    return this.db.transaction(async (tx) => {
      await ExerciseRepo.requireEditable(tx, companyId, input.exercise_id);
      const listed = await tx
        .select({ id: evalAssessees.person_id })
        .from(evalAssessees)
        .where(and(eq(evalAssessees.company_id, companyId), eq(evalAssessees.exercise_id, input.exercise_id), inArray(evalAssessees.person_id, targets)));
      if (listed.length !== targets.length) throw fail.validation(EvalMsg.assesseeNotInExercise);
      const added = await tx
        .insert(evalEvaluators)
        .values(
          targets.map((assessee_person_id) => ({
            company_id: companyId,
            evaluator_data_id: uuidv7(),
            exercise_id: input.exercise_id,
            evaluator_person_id: input.evaluator_person_id,
            assessee_person_id,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: evalEvaluators.evaluator_data_id });
      return added.length;
    });
  }

  async deleteEvaluator(scope: EvalScope, evaluatorDataId: string): Promise<void> {
    const { companyId } = scope;
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ exercise_id: evalEvaluators.exercise_id, status: evalEvaluators.status, obs_id: assessee.obs_id })
        .from(evalEvaluators)
        .innerJoin(assessee, and(eq(assessee.company_id, evalEvaluators.company_id), eq(assessee.person_id, evalEvaluators.assessee_person_id)))
        .where(and(eq(evalEvaluators.company_id, companyId), eq(evalEvaluators.evaluator_data_id, evaluatorDataId)))
        .for('update', { of: evalEvaluators });
      if (!row || !covers(scope, row.obs_id)) throw fail.notFound();
      await ExerciseRepo.requireEditable(tx, companyId, row.exercise_id);
      if (row.status === 1) throw fail.conflict(EvalMsg.rowAnswered);
      await tx.delete(evalEvaluators).where(and(eq(evalEvaluators.company_id, companyId), eq(evalEvaluators.evaluator_data_id, evaluatorDataId)));
    });
  }

  /** Evaluators with pending rows in a published exercise (optionally only some persons), for the notify SMS. */
  async pendingEvaluators(scope: EvalScope, exerciseId: string, personIds?: string[]) {
    return this.db
      .selectDistinct({ person_id: evalPersons.person_id, phone: evalPersons.phone })
      .from(evalEvaluators)
      .innerJoin(evalPersons, and(eq(evalPersons.company_id, evalEvaluators.company_id), eq(evalPersons.person_id, evalEvaluators.evaluator_person_id)))
      .innerJoin(assessee, and(eq(assessee.company_id, evalEvaluators.company_id), eq(assessee.person_id, evalEvaluators.assessee_person_id)))
      .where(
        and(
          eq(evalEvaluators.company_id, scope.companyId),
          obsInScope(scope, assessee.obs_id),
          eq(evalEvaluators.exercise_id, exerciseId),
          ne(evalEvaluators.status, 1),
          personIds?.length ? inArray(evalEvaluators.evaluator_person_id, personIds) : undefined,
        ),
      );
  }

  async markNotified(companyId: string, exerciseId: string, personIds: string[]): Promise<void> {
    if (!personIds.length) return;
    await this.db
      .update(evalEvaluators)
      .set({ notified_at: new Date() })
      .where(and(eq(evalEvaluators.company_id, companyId), eq(evalEvaluators.exercise_id, exerciseId), inArray(evalEvaluators.evaluator_person_id, personIds)));
  }
}
