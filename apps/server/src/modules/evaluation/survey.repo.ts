import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ExerciseStatus } from '@zhuyun/contracts';
import type { Db, Tx } from '../../db/client';
import { evalAnswers, evalEvaluators, evalExercises, evalPersons } from '../../db/schema';

const assessee = alias(evalPersons, 'assessee');

/**
 * What the questionnaire reads and writes for one phone. The phone's companies come from its respondent row, so every
 * query runs through the (company_id, …) indexes and never crosses into a company where the phone is not a person.
 */
export class SurveyRepo {
  constructor(private readonly db: Db) {}

  async personsOf(phone: string, companyIds: string[]) {
    if (!companyIds.length) return [];
    return this.db
      .select({ company_id: evalPersons.company_id, person_id: evalPersons.person_id, person_name: evalPersons.person_name })
      .from(evalPersons)
      .where(and(inArray(evalPersons.company_id, companyIds), eq(evalPersons.phone, phone)));
  }

  /** The phone's evaluator rows in published or committed exercises (drafts stay hidden). */
  async evaluatees(phone: string, companyIds: string[]) {
    if (!companyIds.length) return [];
    const evaluator = alias(evalPersons, 'evaluator');
    return this.db
      .select({
        person_id: evalEvaluators.assessee_person_id,
        person_name: assessee.person_name,
        exercise_id: evalEvaluators.exercise_id,
        exercise_name: evalExercises.exercise_name,
        evaluator_data_id: evalEvaluators.evaluator_data_id,
        status: evalEvaluators.status,
        score: evalEvaluators.score,
        exercise_status: evalExercises.status,
        start_date: evalExercises.start_date,
        end_date: evalExercises.end_date,
      })
      .from(evalEvaluators)
      .innerJoin(evaluator, and(eq(evaluator.company_id, evalEvaluators.company_id), eq(evaluator.person_id, evalEvaluators.evaluator_person_id)))
      .innerJoin(assessee, and(eq(assessee.company_id, evalEvaluators.company_id), eq(assessee.person_id, evalEvaluators.assessee_person_id)))
      .innerJoin(evalExercises, and(eq(evalExercises.company_id, evalEvaluators.company_id), eq(evalExercises.exercise_id, evalEvaluators.exercise_id)))
      .where(and(inArray(evalEvaluators.company_id, companyIds), eq(evaluator.phone, phone), ne(evalExercises.status, ExerciseStatus.draft)))
      .orderBy(asc(evalEvaluators.status), asc(evalExercises.end_date), asc(assessee.person_name));
  }

  /** The company of an exercise this phone evaluates in, or null when the phone has no row there. */
  async exerciseFor(phone: string, companyIds: string[], exerciseId: string) {
    if (!companyIds.length) return null;
    const [row] = await this.db
      .select({ exercise: evalExercises })
      .from(evalEvaluators)
      .innerJoin(evalPersons, and(eq(evalPersons.company_id, evalEvaluators.company_id), eq(evalPersons.person_id, evalEvaluators.evaluator_person_id)))
      .innerJoin(evalExercises, and(eq(evalExercises.company_id, evalEvaluators.company_id), eq(evalExercises.exercise_id, evalEvaluators.exercise_id)))
      .where(
        and(
          inArray(evalEvaluators.company_id, companyIds),
          eq(evalPersons.phone, phone),
          eq(evalEvaluators.exercise_id, exerciseId),
          ne(evalExercises.status, ExerciseStatus.draft),
        ),
      )
      .limit(1);
    return row?.exercise ?? null;
  }

  /** The phone's evaluator row (with the evaluator's name), locked for the submission; null when it is not this phone's. */
  async lockRow(tx: Tx, phone: string, companyIds: string[], evaluatorDataId: string) {
    if (!companyIds.length) return null;
    const [row] = await tx
      .select({ row: evalEvaluators, evaluator_name: evalPersons.person_name })
      .from(evalEvaluators)
      .innerJoin(evalPersons, and(eq(evalPersons.company_id, evalEvaluators.company_id), eq(evalPersons.person_id, evalEvaluators.evaluator_person_id)))
      .where(and(inArray(evalEvaluators.company_id, companyIds), eq(evalPersons.phone, phone), eq(evalEvaluators.evaluator_data_id, evaluatorDataId)))
      .for('update', { of: evalEvaluators });
    return row ? { ...row.row, evaluator_name: row.evaluator_name } : null;
  }

  async saveAnswers(
    tx: Tx,
    row: { company_id: string; evaluator_data_id: string; exercise_id: string },
    total: number,
    answers: { question_id: string; score: number }[],
  ): Promise<void> {
    if (answers.length) {
      await tx.insert(evalAnswers).values(
        answers.map((a) => ({ company_id: row.company_id, evaluator_data_id: row.evaluator_data_id, exercise_id: row.exercise_id, question_id: a.question_id, score: a.score })),
      );
    }
    await tx
      .update(evalEvaluators)
      .set({ status: 1, score: total, submitted_at: sql`now()` })
      .where(and(eq(evalEvaluators.company_id, row.company_id), eq(evalEvaluators.evaluator_data_id, row.evaluator_data_id)));
  }
}
