import type { FastifyInstance } from 'fastify';
import { EvalMsg, EvalMsgWith, evaluation as ev } from '@zhuyun/contracts';
import { fail } from '../../platform/errors';
import { registerFileRoute, registerUpload } from '../../platform/http/register-upload';
import type { Platform } from '../../platform/platform';
import { AssignmentRepo } from './assignment.repo';
import { EvaluatorImportService } from './evaluator-import.service';
import { ExerciseRepo } from './exercise.repo';
import { evalScopeOf } from './eval-scope';
import { QuestionRepo } from './question.repo';
import { PERSON_COLUMNS, PersonImportService } from './person-import.service';
import { PersonRepo } from './person.repo';
import { ResultsRepo } from './results.repo';
import { XLSX_TYPE, xlsxStream } from './xlsx-export';

const MAX_UPLOAD = 5 * 1024 * 1024;
const EXPORT_PAGE = 500;

/** Imports of persons and evaluator rows (multipart xlsx) and the streamed xlsx exports of them and of results. */
export function registerEvalFileRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;
  const persons = new PersonRepo(db);
  const importer = new PersonImportService(db);
  const results = new ResultsRepo(db);
  const assignments = new AssignmentRepo(db);
  const evaluatorImporter = new EvaluatorImportService(db);

  registerUpload(app, platform, ev.importPersons, {
    maxBytes: MAX_UPLOAD,
    missingFileMsg: EvalMsg.importFileRequired,
    handler: async ({ session, file, setMsg }) => {
      if (!/\.xlsx$/i.test(file.filename)) throw fail.validation(EvalMsg.importFileRequired);
      const answer = await importer.import(await evalScopeOf(db, session), file.stream);
      setMsg(EvalMsgWith.importDone(answer.created, answer.updated, answer.errors.length));
      return answer;
    },
  });

  registerFileRoute(app, platform, ev.exportPersons, {
    handler: async ({ input, session }) => {
      const scope = await evalScopeOf(db, session);
      const body = xlsxStream('人员', PERSON_COLUMNS, async (addRow) => {
        for (let offset = 0; ; offset += EXPORT_PAGE) {
          const rows = await persons.exportPage(scope, input.search, offset, EXPORT_PAGE);
          for (const r of rows) addRow([r.person_name, r.phone, r.job_name ?? '', r.obs_name ?? '']);
          if (rows.length < EXPORT_PAGE) return;
        }
      });
      return { filename: '评价人员.xlsx', contentType: XLSX_TYPE, body };
    },
  });

  registerUpload(app, platform, ev.importEvaluators, {
    maxBytes: MAX_UPLOAD,
    missingFileMsg: EvalMsg.importFileRequired,
    handler: async ({ input, session, file, setMsg }) => {
      if (!/\.xlsx$/i.test(file.filename)) throw fail.validation(EvalMsg.importFileRequired);
      const answer = await evaluatorImporter.import(await evalScopeOf(db, session), input.exercise_id, file.stream);
      setMsg(EvalMsgWith.evaluatorImportDone(answer.added, answer.existing, answer.errors.length));
      return answer;
    },
  });

  registerFileRoute(app, platform, ev.exportEvaluators, {
    handler: async ({ input, session }) => {
      const scope = await evalScopeOf(db, session);
      const exercise = await ExerciseRepo.require(db, scope.companyId, input.exercise_id);
      const body = xlsxStream('评价关系', [...ev.EVALUATOR_COLUMNS, '状态', '总分'], async (addRow) => {
        for (let offset = 0; ; offset += EXPORT_PAGE) {
          const { rows } = await assignments.listEvaluators(scope, { exercise_id: exercise.exercise_id }, { offset, limit: EXPORT_PAGE });
          for (const r of rows) addRow([r.evaluator_phone, r.evaluator_name, r.assessee_phone, r.assessee_name, r.status === 1 ? '已提交' : '待评价', r.score ?? '']);
          if (rows.length < EXPORT_PAGE) return;
        }
      });
      return { filename: `${exercise.exercise_name}-评价关系.xlsx`, contentType: XLSX_TYPE, body };
    },
  });

  registerFileRoute(app, platform, ev.exportResults, {
    handler: async ({ input, session }) => {
      const scope = await evalScopeOf(db, session);
      const exercise = await ExerciseRepo.require(db, scope.companyId, input.exercise_id);
      const groups = await QuestionRepo.groups(db, scope.companyId, exercise.exercise_id);
      const questions = groups.flatMap((g) => g.children);
      const header = ['姓名', '组织', '岗位', '评价人数', '已评人数', '平均总分', ...questions.map((q) => `${q.question_name}（${q.score}分）`)];
      const body = xlsxStream('评价结果', header, async (addRow) => {
        for (let offset = 0; ; offset += EXPORT_PAGE) {
          const { rows } = await results.page(scope, exercise.exercise_id, {}, { offset, limit: EXPORT_PAGE });
          for (const r of rows) {
            const averages = questions.map((q) => r.question_averages[q.question_id] ?? '');
            addRow([r.person_name, r.obs_name ?? '', r.job_name ?? '', r.evaluator_count, r.submitted_count, r.average_score ?? '', ...averages]);
          }
          if (rows.length < EXPORT_PAGE) return;
        }
      });
      return { filename: `${exercise.exercise_name}-评价结果.xlsx`, contentType: XLSX_TYPE, body };
    },
  });
}
