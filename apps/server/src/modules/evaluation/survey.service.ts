import { EvalMsg, ExerciseStatus, ResultCode } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { AppError, fail } from '../../platform/errors';
import { todayInChina } from './eval-list';
import { ExerciseRepo } from './exercise.repo';
import { QuestionRepo } from './question.repo';
import type { SurveyCaller } from './survey-auth.service';
import type { SurveyRepo } from './survey.repo';

/** Why an exercise takes no scores today, or null when it does. */
export function closedReason(exercise: { status: number; start_date: string; end_date: string }, today = todayInChina()): string | null {
  if (exercise.status === ExerciseStatus.draft) return EvalMsg.notPublished;
  if (exercise.status === ExerciseStatus.committed) return EvalMsg.ended;
  if (today < exercise.start_date) return EvalMsg.notStarted;
  if (today > exercise.end_date) return EvalMsg.ended;
  return null;
}

/** What a submission wrote: the audit trail names the unit, the row and who answered. */
export interface SubmittedRow {
  company_id: string;
  evaluator_data_id: string;
  exercise_id: string;
  evaluator_name: string;
}

/** The questionnaire itself: whom the caller evaluates, the questions, and the one-time submission. */
export class SurveyService {
  constructor(
    private readonly db: Db,
    private readonly survey: SurveyRepo,
  ) {}

  async evaluatees(caller: SurveyCaller) {
    const [persons, rows] = await Promise.all([
      this.survey.personsOf(caller.phone, caller.companyIds),
      this.survey.evaluatees(caller.phone, caller.companyIds),
    ]);
    const today = todayInChina();
    return {
      person_name: persons[0]?.person_name ?? '',
      list: rows.map((r) => {
        const reason = closedReason({ status: r.exercise_status, start_date: r.start_date, end_date: r.end_date }, today);
        return {
          person_id: r.person_id,
          person_name: r.person_name,
          exercise_id: r.exercise_id,
          exercise_name: r.exercise_name,
          evaluator_data_id: r.evaluator_data_id,
          status: r.status,
          score: r.score,
          open: reason === null,
          closed_reason: reason,
        };
      }),
    };
  }

  async questions(caller: SurveyCaller, exerciseId: string) {
    const exercise = await this.survey.exerciseFor(caller.phone, caller.companyIds, exerciseId);
    if (!exercise) throw fail.notFound();
    const list = await QuestionRepo.groups(this.db, exercise.company_id, exercise.exercise_id);
    return {
      exercise_info: {
        exercise_id: exercise.exercise_id,
        exercise_name: exercise.exercise_name,
        remark: exercise.remark,
        start_date: exercise.start_date,
        end_date: exercise.end_date,
      },
      list,
      total_score: list.reduce((sum, g) => sum + g.score, 0),
    };
  }

  /**
   * One submission per evaluator row, inside its exercise's dates: every question of the exercise scored once,
   * each within 0…its score, and the total equal to their sum. The row is locked, so two submissions cannot race.
   */
  async submit(caller: SurveyCaller, input: { evaluator_data_id: string; score: number; evaluate_data: { question_id: string; score: number }[] }): Promise<SubmittedRow> {
    return this.db.transaction(async (tx) => {
      const row = await this.survey.lockRow(tx, caller.phone, caller.companyIds, input.evaluator_data_id);
      if (!row) throw fail.notFound();
      if (row.status === 1) throw fail.conflict(EvalMsg.alreadySubmitted);
      const exercise = await ExerciseRepo.require(tx, row.company_id, row.exercise_id);
      const reason = closedReason(exercise);
      if (reason) throw new AppError(ResultCode.VALIDATION, reason);
      const groups = await QuestionRepo.groups(tx, row.company_id, row.exercise_id);
      const maxOf = new Map(groups.flatMap((g) => g.children.map((q) => [q.question_id, q.score] as const)));
      const seen = new Set<string>();
      for (const answer of input.evaluate_data) {
        const max = maxOf.get(answer.question_id);
        if (max === undefined || seen.has(answer.question_id)) throw fail.validation(EvalMsg.unknownQuestion);
        if (answer.score > max) throw fail.validation(EvalMsg.scoreAboveMax);
        seen.add(answer.question_id);
      }
      if (seen.size !== maxOf.size) throw fail.validation(EvalMsg.answerAllQuestions);
      const sum = input.evaluate_data.reduce((total, a) => total + a.score, 0);
      if (sum !== input.score) throw fail.validation(EvalMsg.scoreMismatch);
      await this.survey.saveAnswers(tx, row, sum, input.evaluate_data);
      return { company_id: row.company_id, evaluator_data_id: row.evaluator_data_id, exercise_id: row.exercise_id, evaluator_name: row.evaluator_name };
    });
  }
}
