import type { FastifyInstance } from 'fastify';
import { Msg, evaluation as ev } from '@zhuyun/contracts';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import { companyOf } from './admin.routes';
import { AssignmentRepo } from './assignment.repo';
import { pageAnswer, pageWindow } from './eval-list';
import { ExerciseRepo } from './exercise.repo';
import { evalScopeOf } from './eval-scope';
import { QuestionRepo } from './question.repo';
import { ResultsRepo } from './results.repo';

/** Exercises, their questions, assessee and evaluator data, the commit of results and the results view. */
export function registerEvalExerciseRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;
  const exercises = new ExerciseRepo(db);
  const questions = new QuestionRepo(db);
  const assignments = new AssignmentRepo(db);
  const results = new ResultsRepo(db);
  const ok = { msg: Msg.operationOk };

  registerRoute(app, platform, ev.listExercises, {
    handler: async ({ input, session, setMsg }) => {
      const window = pageWindow(input);
      const { rows, total } = await exercises.list(companyOf(session), input, window);
      return pageAnswer(window, rows, total, setMsg);
    },
  });
  registerRoute(app, platform, ev.saveExercise, { ...ok, handler: async ({ input, session }) => ({ exercise_id: await exercises.save(companyOf(session), input) }) });
  registerRoute(app, platform, ev.deleteExercise, {
    ...ok,
    handler: async ({ input, session }) => {
      await exercises.delete(companyOf(session), input.exercise_id);
      return null;
    },
  });
  registerRoute(app, platform, ev.commitResults, {
    msg: ev.EvalMsg.committed,
    handler: async ({ input, session }) => {
      await exercises.commit(companyOf(session), input.exercise_id);
      return null;
    },
  });
  registerRoute(app, platform, ev.getResults, {
    handler: async ({ input, session, setMsg }) => {
      const scope = await evalScopeOf(db, session);
      const exercise = await exercises.detail(scope.companyId, input.exercise_id);
      const groups = await QuestionRepo.groups(db, scope.companyId, exercise.exercise_id);
      const window = pageWindow(input);
      const { rows, total } = await results.page(scope, exercise.exercise_id, input, window);
      return {
        ...pageAnswer(window, rows, total, setMsg),
        exercise,
        questions: groups.flatMap((g) => g.children.map((q) => ({ ...q, group_title: `${g.numeral}、${g.title}` }))),
        max_total: groups.reduce((sum, g) => sum + g.score, 0),
      };
    },
  });

  registerRoute(app, platform, ev.listQuestions, {
    handler: async ({ input, session }) => {
      const companyId = companyOf(session);
      await ExerciseRepo.require(db, companyId, input.exercise_id);
      const list = await QuestionRepo.groups(db, companyId, input.exercise_id, input.search);
      return { list, total_score: list.reduce((sum, g) => sum + g.score, 0) };
    },
  });
  registerRoute(app, platform, ev.saveQuestionGroup, { ...ok, handler: async ({ input, session }) => questions.saveGroup(companyOf(session), input) });
  registerRoute(app, platform, ev.deleteQuestionGroup, {
    ...ok,
    handler: async ({ input, session }) => {
      await questions.deleteGroup(companyOf(session), input.group_id);
      return null;
    },
  });
  registerRoute(app, platform, ev.saveQuestion, { ...ok, handler: async ({ input, session }) => questions.saveQuestion(companyOf(session), input) });
  registerRoute(app, platform, ev.deleteQuestion, {
    ...ok,
    handler: async ({ input, session }) => {
      await questions.deleteQuestion(companyOf(session), input.question_id);
      return null;
    },
  });

  registerRoute(app, platform, ev.listAssessees, {
    handler: async ({ input, session, setMsg }) => {
      const window = pageWindow(input);
      const { rows, total } = await assignments.listAssessees(await evalScopeOf(db, session), input, window);
      return pageAnswer(window, rows, total, setMsg);
    },
  });
  registerRoute(app, platform, ev.saveAssessees, {
    ...ok,
    handler: async ({ input, session }) => ({ added: await assignments.saveAssessees(await evalScopeOf(db, session), input.exercise_id, input.person_ids) }),
  });
  registerRoute(app, platform, ev.deleteAssessee, {
    ...ok,
    handler: async ({ input, session }) => {
      await assignments.deleteAssessee(await evalScopeOf(db, session), input.assessee_data_id);
      return null;
    },
  });
  registerRoute(app, platform, ev.listEvaluators, {
    handler: async ({ input, session, setMsg }) => {
      const window = pageWindow(input);
      const { rows, total } = await assignments.listEvaluators(await evalScopeOf(db, session), input, window);
      return pageAnswer(window, rows, total, setMsg);
    },
  });
  registerRoute(app, platform, ev.saveEvaluators, {
    ...ok,
    handler: async ({ input, session }) => ({ added: await assignments.saveEvaluators(await evalScopeOf(db, session), input) }),
  });
  registerRoute(app, platform, ev.deleteEvaluator, {
    ...ok,
    handler: async ({ input, session }) => {
      await assignments.deleteEvaluator(await evalScopeOf(db, session), input.evaluator_data_id);
      return null;
    },
  });
}
