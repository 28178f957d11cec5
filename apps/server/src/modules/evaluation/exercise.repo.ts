import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { EvalMsg, ExerciseStatus } from '@zhuyun/contracts';
import type { Db, Tx } from '../../db/client';
import { evalAnswers, evalAssessees, evalEvaluators, evalExercises, evalQuestionGroups, evalQuestions } from '../../db/schema';
import { fail } from '../../platform/errors';
import { countOf, iso, likeTerm, nullIfBlank, orderOf, type ListInput, outer } from './eval-list';

export type ExerciseRow = typeof evalExercises.$inferSelect;

const counts = {
  assessee_count: sql<number>`(select count(*) from ${evalAssessees} a where a.company_id = ${outer(evalExercises, 'company_id')} and a.exercise_id = ${outer(evalExercises, 'exercise_id')})`,
  evaluator_count: sql<number>`(select count(*) from ${evalEvaluators} e where e.company_id = ${outer(evalExercises, 'company_id')} and e.exercise_id = ${outer(evalExercises, 'exercise_id')})`,
  submitted_count: sql<number>`(select count(*) from ${evalEvaluators} e where e.company_id = ${outer(evalExercises, 'company_id')} and e.exercise_id = ${outer(evalExercises, 'exercise_id')} and e.status = 1)`,
};

export function exerciseWire(r: ExerciseRow & { assessee_count: unknown; evaluator_count: unknown; submitted_count: unknown }) {
  return {
    exercise_id: r.exercise_id,
    exercise_name: r.exercise_name,
    remark: r.remark,
    start_date: r.start_date,
    end_date: r.end_date,
    status: r.status,
    assessee_count: countOf(r.assessee_count),
    evaluator_count: countOf(r.evaluator_count),
    submitted_count: countOf(r.submitted_count),
    created_at: iso(r.created_at) as string,
  };
}

/** Exercises (exercise_info), scoped by the session's company. */
export class ExerciseRepo {
  constructor(private readonly db: Db) {}

  async list(companyId: string, input: ListInput & { status?: number }, window: { offset: number; limit: number }) {
    const like = likeTerm(input.search);
    const where = and(
      eq(evalExercises.company_id, companyId),
      like ? ilike(evalExercises.exercise_name, like) : undefined,
      input.status === undefined ? undefined : eq(evalExercises.status, input.status),
    );
    const rows = await this.db
      .select({ exercise: evalExercises, ...counts })
      .from(evalExercises)
      .where(where)
      .orderBy(
        ...orderOf(
          {
            exercise_name: evalExercises.exercise_name,
            start_date: evalExercises.start_date,
            end_date: evalExercises.end_date,
            status: evalExercises.status,
            created_at: evalExercises.created_at,
          },
          input.sort_field,
          input.sort_order,
          [desc(evalExercises.created_at), desc(evalExercises.exercise_id)],
        ),
      )
      .limit(window.limit)
      .offset(window.offset);
    const [total] = await this.db.select({ n: count() }).from(evalExercises).where(where);
    return { rows: rows.map((r) => exerciseWire({ ...r.exercise, ...r })), total: countOf(total?.n) };
  }

  /** The exercise with its counts; another company's answers 10002 like a missing one. */
  async detail(companyId: string, exerciseId: string) {
    const [row] = await this.db
      .select({ exercise: evalExercises, ...counts })
      .from(evalExercises)
      .where(and(eq(evalExercises.company_id, companyId), eq(evalExercises.exercise_id, exerciseId)));
    if (!row) throw fail.notFound();
    return exerciseWire({ ...row.exercise, ...row });
  }

  static async require(tx: Tx | Db, companyId: string, exerciseId: string, lock = false): Promise<ExerciseRow> {
    const query = tx.select().from(evalExercises).where(and(eq(evalExercises.company_id, companyId), eq(evalExercises.exercise_id, exerciseId)));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw fail.notFound();
    return row;
  }

  /** An exercise whose results are committed is final: nothing in it changes any more. */
  static async requireEditable(tx: Tx | Db, companyId: string, exerciseId: string): Promise<ExerciseRow> {
    const row = await ExerciseRepo.require(tx, companyId, exerciseId, true);
    if (row.status === ExerciseStatus.committed) throw fail.conflict(EvalMsg.exerciseCommitted);
    return row;
  }

  async save(
    companyId: string,
    input: { exercise_id?: string; exercise_name: string; remark?: string; start_date: string; end_date: string; status?: number },
  ): Promise<string> {
    const values = { exercise_name: input.exercise_name, remark: nullIfBlank(input.remark), start_date: input.start_date, end_date: input.end_date };
    if (!input.exercise_id) {
      const exercise_id = uuidv7();
      await this.db.insert(evalExercises).values({ company_id: companyId, exercise_id, ...values, status: input.status ?? ExerciseStatus.draft });
      return exercise_id;
    }
    const id = input.exercise_id;
    await this.db.transaction(async (tx) => {
      await ExerciseRepo.requireEditable(tx, companyId, id);
      await tx
        .update(evalExercises)
        .set({ ...values, ...(input.status === undefined ? {} : { status: input.status }) })
        .where(and(eq(evalExercises.company_id, companyId), eq(evalExercises.exercise_id, id)));
    });
    return id;
  }

  async delete(companyId: string, exerciseId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await ExerciseRepo.require(tx, companyId, exerciseId, true);
      const [answered] = await tx
        .select({ n: count() })
        .from(evalEvaluators)
        .where(and(eq(evalEvaluators.company_id, companyId), eq(evalEvaluators.exercise_id, exerciseId), eq(evalEvaluators.status, 1)));
      if (countOf(answered?.n) > 0) throw fail.conflict(EvalMsg.exerciseHasAnswers);
      await tx.delete(evalAnswers).where(and(eq(evalAnswers.company_id, companyId), eq(evalAnswers.exercise_id, exerciseId)));
      await tx.delete(evalEvaluators).where(and(eq(evalEvaluators.company_id, companyId), eq(evalEvaluators.exercise_id, exerciseId)));
      await tx.delete(evalAssessees).where(and(eq(evalAssessees.company_id, companyId), eq(evalAssessees.exercise_id, exerciseId)));
      await tx.delete(evalQuestions).where(and(eq(evalQuestions.company_id, companyId), eq(evalQuestions.exercise_id, exerciseId)));
      await tx.delete(evalQuestionGroups).where(and(eq(evalQuestionGroups.company_id, companyId), eq(evalQuestionGroups.exercise_id, exerciseId)));
      await tx.delete(evalExercises).where(and(eq(evalExercises.company_id, companyId), eq(evalExercises.exercise_id, exerciseId)));
    });
  }

  /** Commit of results: only a published exercise; afterwards it takes no submissions and no edits. */
  async commit(companyId: string, exerciseId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await ExerciseRepo.requireEditable(tx, companyId, exerciseId);
      if (row.status !== ExerciseStatus.published) throw fail.conflict(EvalMsg.notCommittedYet);
      await tx
        .update(evalExercises)
        .set({ status: ExerciseStatus.committed, committed_at: new Date() })
        .where(and(eq(evalExercises.company_id, companyId), eq(evalExercises.exercise_id, exerciseId)));
    });
  }
}
