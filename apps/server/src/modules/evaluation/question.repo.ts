import { and, asc, count, eq, ilike } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { EvalMsg, EvalRules, GROUP_NUMERALS } from '@zhuyun/contracts';
import type { Db, Tx } from '../../db/client';
import { evalEvaluators, evalQuestionGroups, evalQuestions } from '../../db/schema';
import { fail } from '../../platform/errors';
import { countOf, likeTerm } from './eval-list';
import { ExerciseRepo } from './exercise.repo';

export interface QuestionGroupWire {
  group_id: string;
  title: string;
  sort_no: number;
  numeral: string;
  score: number;
  children: { question_id: string; question_name: string; score: number }[];
}

/** Question groups (numbered 一…五) and their questions, per exercise, scoped by the session's company. */
export class QuestionRepo {
  constructor(private readonly db: Db) {}

  /** The exercise's groups in order with their questions; `search` keeps the questions whose name matches. */
  static async groups(tx: Tx | Db, companyId: string, exerciseId: string, search?: string): Promise<QuestionGroupWire[]> {
    const groups = await tx
      .select()
      .from(evalQuestionGroups)
      .where(and(eq(evalQuestionGroups.company_id, companyId), eq(evalQuestionGroups.exercise_id, exerciseId)))
      .orderBy(asc(evalQuestionGroups.sort_no));
    const like = likeTerm(search);
    const questions = await tx
      .select()
      .from(evalQuestions)
      .where(and(eq(evalQuestions.company_id, companyId), eq(evalQuestions.exercise_id, exerciseId), like ? ilike(evalQuestions.question_name, like) : undefined))
      .orderBy(asc(evalQuestions.sort_no), asc(evalQuestions.created_at), asc(evalQuestions.question_id));
    return groups.map((g) => {
      const children = questions
        .filter((q) => q.group_id === g.group_id)
        .map((q) => ({ question_id: q.question_id, question_name: q.question_name, score: q.score }));
      return {
        group_id: g.group_id,
        title: g.title,
        sort_no: g.sort_no,
        numeral: GROUP_NUMERALS[g.sort_no - 1] ?? String(g.sort_no),
        score: children.reduce((sum, q) => sum + q.score, 0),
        children,
      };
    });
  }

  /** Questions change only while nobody has answered them, so every submitted total stays comparable. */
  private static async requireUnanswered(tx: Tx, companyId: string, exerciseId: string): Promise<void> {
    await ExerciseRepo.requireEditable(tx, companyId, exerciseId);
    const [answered] = await tx
      .select({ n: count() })
      .from(evalEvaluators)
      .where(and(eq(evalEvaluators.company_id, companyId), eq(evalEvaluators.exercise_id, exerciseId), eq(evalEvaluators.status, 1)));
    if (countOf(answered?.n) > 0) throw fail.conflict(EvalMsg.questionsLocked);
  }

  private static async group(tx: Tx, companyId: string, groupId: string) {
    const [row] = await tx
      .select()
      .from(evalQuestionGroups)
      .where(and(eq(evalQuestionGroups.company_id, companyId), eq(evalQuestionGroups.group_id, groupId)));
    if (!row) throw fail.notFound();
    return row;
  }

  async saveGroup(companyId: string, input: { group_id?: string; exercise_id: string; title: string }) {
    return this.db.transaction(async (tx) => {
      await QuestionRepo.requireUnanswered(tx, companyId, input.exercise_id);
      if (input.group_id) {
        const row = await QuestionRepo.group(tx, companyId, input.group_id);
        if (row.exercise_id !== input.exercise_id) throw fail.notFound();
        await tx
          .update(evalQuestionGroups)
          .set({ title: input.title })
          .where(and(eq(evalQuestionGroups.company_id, companyId), eq(evalQuestionGroups.group_id, input.group_id)));
        return { group_id: input.group_id, sort_no: row.sort_no };
      }
      const taken = await tx
        .select({ sort_no: evalQuestionGroups.sort_no })
        .from(evalQuestionGroups)
        .where(and(eq(evalQuestionGroups.company_id, companyId), eq(evalQuestionGroups.exercise_id, input.exercise_id)));
      const used = new Set(taken.map((t) => t.sort_no));
      const sort_no = [1, 2, 3, 4, 5].find((n) => !used.has(n));
      if (!sort_no || taken.length >= EvalRules.maxGroups) throw fail.validation(EvalMsg.groupLimit);
      const group_id = uuidv7();
      await tx.insert(evalQuestionGroups).values({ company_id: companyId, group_id, exercise_id: input.exercise_id, title: input.title, sort_no });
      return { group_id, sort_no };
    });
  }

  async deleteGroup(companyId: string, groupId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await QuestionRepo.group(tx, companyId, groupId);
      await QuestionRepo.requireUnanswered(tx, companyId, row.exercise_id);
      const [inside] = await tx.select({ n: count() }).from(evalQuestions).where(and(eq(evalQuestions.company_id, companyId), eq(evalQuestions.group_id, groupId)));
      if (countOf(inside?.n) > 0) throw fail.conflict(EvalMsg.groupInUse);
      await tx.delete(evalQuestionGroups).where(and(eq(evalQuestionGroups.company_id, companyId), eq(evalQuestionGroups.group_id, groupId)));
    });
  }

  async saveQuestion(companyId: string, input: { question_id?: string; group_id: string; question_name: string; score: number; sort_no?: number }) {
    return this.db.transaction(async (tx) => {
      const group = await QuestionRepo.group(tx, companyId, input.group_id);
      await QuestionRepo.requireUnanswered(tx, companyId, group.exercise_id);
      const values = { group_id: group.group_id, exercise_id: group.exercise_id, question_name: input.question_name, score: input.score };
      if (!input.question_id) {
        const question_id = uuidv7();
        await tx.insert(evalQuestions).values({ company_id: companyId, question_id, ...values, sort_no: input.sort_no ?? 0 });
        return { question_id };
      }
      const updated = await tx
        .update(evalQuestions)
        .set({ ...values, ...(input.sort_no === undefined ? {} : { sort_no: input.sort_no }) })
        .where(and(eq(evalQuestions.company_id, companyId), eq(evalQuestions.question_id, input.question_id), eq(evalQuestions.exercise_id, group.exercise_id)))
        .returning({ id: evalQuestions.question_id });
      if (!updated[0]) throw fail.notFound();
      return { question_id: input.question_id };
    });
  }

  async deleteQuestion(companyId: string, questionId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ exercise_id: evalQuestions.exercise_id })
        .from(evalQuestions)
        .where(and(eq(evalQuestions.company_id, companyId), eq(evalQuestions.question_id, questionId)));
      if (!row) throw fail.notFound();
      await QuestionRepo.requireUnanswered(tx, companyId, row.exercise_id);
      await tx.delete(evalQuestions).where(and(eq(evalQuestions.company_id, companyId), eq(evalQuestions.question_id, questionId)));
    });
  }
}
