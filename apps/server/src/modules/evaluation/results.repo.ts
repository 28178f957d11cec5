import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { evalAnswers, evalAssessees, evalEvaluators, evalJobs, evalObs, evalPersons } from '../../db/schema';
import { obsInScope, type EvalScope } from './eval-scope';
import { countOf, likeTerm, orderOf, type ListInput, outer } from './eval-list';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The results of an exercise per evaluated person: totals from submitted evaluations and per-question averages. */
export class ResultsRepo {
  constructor(private readonly db: Db) {}

  async page(scope: EvalScope, exerciseId: string, input: ListInput, window: { offset: number; limit: number }) {
    const { companyId } = scope;
    const like = likeTerm(input.search);
    const where = and(
      eq(evalAssessees.company_id, companyId),
      obsInScope(scope, evalPersons.obs_id),
      eq(evalAssessees.exercise_id, exerciseId),
      like ? ilike(evalPersons.person_name, like) : undefined,
    );
    const rowsOf = sql`e.company_id = ${outer(evalAssessees, 'company_id')} and e.exercise_id = ${outer(evalAssessees, 'exercise_id')} and e.assessee_person_id = ${outer(evalAssessees, 'person_id')}`;
    const evaluatorCount = sql<number>`(select count(*) from ${evalEvaluators} e where ${rowsOf})`;
    const submittedCount = sql<number>`(select count(*) from ${evalEvaluators} e where ${rowsOf} and e.status = 1)`;
    const average = sql<string | null>`(select round(avg(e.score)::numeric, 2) from ${evalEvaluators} e where ${rowsOf} and e.status = 1)`;
    const rows = await this.db
      .select({
        person_id: evalAssessees.person_id,
        person_name: evalPersons.person_name,
        obs_name: evalObs.obs_name,
        job_name: evalJobs.job_name,
        evaluator_count: evaluatorCount,
        submitted_count: submittedCount,
        average_score: average,
      })
      .from(evalAssessees)
      .innerJoin(evalPersons, and(eq(evalPersons.company_id, evalAssessees.company_id), eq(evalPersons.person_id, evalAssessees.person_id)))
      .leftJoin(evalJobs, and(eq(evalJobs.company_id, evalPersons.company_id), eq(evalJobs.job_id, evalPersons.job_id)))
      .leftJoin(evalObs, and(eq(evalObs.company_id, evalPersons.company_id), eq(evalObs.obs_id, evalPersons.obs_id)))
      .where(where)
      .orderBy(
        // Persons nobody has scored yet sort below every score, in either direction's natural reading.
        ...orderOf({ person_name: evalPersons.person_name, average_score: sql`coalesce(${average}, -1)`, submitted_count: submittedCount }, input.sort_field, input.sort_order, [
          asc(evalPersons.person_name),
          asc(evalAssessees.person_id),
        ]),
      )
      .limit(window.limit)
      .offset(window.offset);
    const [total] = await this.db
      .select({ n: count() })
      .from(evalAssessees)
      .innerJoin(evalPersons, and(eq(evalPersons.company_id, evalAssessees.company_id), eq(evalPersons.person_id, evalAssessees.person_id)))
      .where(where);
    const averages = await this.questionAverages(companyId, exerciseId, rows.map((r) => r.person_id));
    return {
      rows: rows.map((r) => ({
        ...r,
        evaluator_count: countOf(r.evaluator_count),
        submitted_count: countOf(r.submitted_count),
        average_score: r.average_score === null ? null : Number(r.average_score),
        question_averages: averages.get(r.person_id) ?? {},
      })),
      total: countOf(total?.n),
    };
  }

  private async questionAverages(companyId: string, exerciseId: string, personIds: string[]) {
    const byPerson = new Map<string, Record<string, number>>();
    if (!personIds.length) return byPerson;
    const rows = await this.db
      .select({ person_id: evalEvaluators.assessee_person_id, question_id: evalAnswers.question_id, average: sql<string>`avg(${evalAnswers.score})` })
      .from(evalAnswers)
      .innerJoin(evalEvaluators, and(eq(evalEvaluators.company_id, evalAnswers.company_id), eq(evalEvaluators.evaluator_data_id, evalAnswers.evaluator_data_id)))
      .where(and(eq(evalAnswers.company_id, companyId), eq(evalAnswers.exercise_id, exerciseId), inArray(evalEvaluators.assessee_person_id, personIds)))
      .groupBy(evalEvaluators.assessee_person_id, evalAnswers.question_id);
    for (const row of rows) {
      const entry = byPerson.get(row.person_id) ?? {};
      entry[row.question_id] = round2(Number(row.average));
      byPerson.set(row.person_id, entry);
    }
    return byPerson;
  }
}
