import type { FastifyInstance } from 'fastify';
import { EvalMsg, EvalUsage, Msg, evaluation as ev } from '@zhuyun/contracts';
import { fail } from '../../platform/errors';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import { tenantOf as companyOf } from '../../platform/tenant';
import { pageAnswer, pageWindow } from './eval-list';
import { EvalJobRepo } from './job.repo';
import { ObsRepo } from './obs.repo';
import { PersonRepo } from './person.repo';
import { AssignmentRepo } from './assignment.repo';
import { ExerciseRepo } from './exercise.repo';
import { evalScopeOf, requireEvalAdmin } from './eval-scope';

/** The tenant of every administration call (ARCHITECTURE.md rule 7). */
export { companyOf };

/** Org units (obs) with their data-authorisation users, jobs and persons, including the notify SMS. */
export function registerEvalOrgRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;
  const obs = new ObsRepo(db);
  const jobs = new EvalJobRepo(db);
  const persons = new PersonRepo(db);
  const assignments = new AssignmentRepo(db);

  registerRoute(app, platform, ev.listObs, {
    handler: async ({ input, session, setMsg }) => {
      const window = pageWindow(input);
      const { rows, total } = await obs.list(await evalScopeOf(db, session), input, window);
      return pageAnswer(window, rows, total, setMsg);
    },
  });
  registerRoute(app, platform, ev.saveObs, {
    msg: Msg.operationOk,
    handler: async ({ input, session }) => {
      requireEvalAdmin(session);
      return { obs_id: await obs.save(companyOf(session), input) };
    },
  });
  registerRoute(app, platform, ev.deleteObs, {
    msg: Msg.operationOk,
    handler: async ({ input, session }) => {
      requireEvalAdmin(session);
      await obs.delete(companyOf(session), input.obs_id);
      return null;
    },
  });
  registerRoute(app, platform, ev.listObsUsers, {
    handler: async ({ input, session }) => {
      requireEvalAdmin(session);
      return { list: await obs.users(companyOf(session), input.obs_id) };
    },
  });
  registerRoute(app, platform, ev.empowerObs, {
    msg: Msg.operationOk,
    handler: async ({ input, session }) => {
      requireEvalAdmin(session);
      return { added: await obs.empower(companyOf(session), input.obs_id, input.user_ids) };
    },
  });
  registerRoute(app, platform, ev.cancelEmpowerObs, {
    msg: Msg.operationOk,
    handler: async ({ input, session }) => {
      requireEvalAdmin(session);
      return { removed: await obs.cancelEmpower(companyOf(session), input.obs_id, input.user_ids) };
    },
  });

  registerRoute(app, platform, ev.listJobs, {
    handler: async ({ input, session, setMsg }) => {
      const window = pageWindow(input);
      const { rows, total } = await jobs.list(companyOf(session), input, window);
      return pageAnswer(window, rows, total, setMsg);
    },
  });
  registerRoute(app, platform, ev.saveJob, { msg: Msg.operationOk, handler: async ({ input, session }) => ({ job_id: await jobs.save(companyOf(session), input) }) });
  registerRoute(app, platform, ev.deleteJob, {
    msg: Msg.operationOk,
    handler: async ({ input, session }) => {
      await jobs.delete(companyOf(session), input.job_id);
      return null;
    },
  });

  registerRoute(app, platform, ev.listPersons, {
    handler: async ({ input, session, setMsg }) => {
      const window = pageWindow(input);
      const { rows, total } = await persons.list(await evalScopeOf(db, session), input, window);
      return pageAnswer(window, rows, total, setMsg);
    },
  });
  registerRoute(app, platform, ev.savePerson, {
    msg: Msg.operationOk,
    handler: async ({ input, session }) => {
      const scope = await evalScopeOf(db, session);
      if (input.job_id && !(await jobs.exists(scope.companyId, input.job_id))) throw fail.validation(EvalMsg.jobUnknown);
      if (input.obs_id && !(await obs.exists(scope.companyId, input.obs_id))) throw fail.validation(EvalMsg.obsUnknown);
      return { person_id: await persons.save(scope, input) };
    },
  });
  registerRoute(app, platform, ev.deletePerson, {
    msg: Msg.operationOk,
    handler: async ({ input, session }) => {
      await persons.delete(await evalScopeOf(db, session), input.person_id);
      return null;
    },
  });

  registerRoute(app, platform, ev.notifyPersons, {
    msg: EvalMsg.notifySent,
    handler: async ({ input, session }) => {
      const scope = await evalScopeOf(db, session);
      const { companyId } = scope;
      const exercise = await ExerciseRepo.require(db, companyId, input.exercise_id);
      if (exercise.status !== 1) throw fail.validation(EvalMsg.notPublished);
      const pending = await assignments.pendingEvaluators(scope, input.exercise_id, input.person_ids);
      if (!pending.length) throw fail.validation(EvalMsg.nothingToNotify);
      const phones = [...new Set(pending.map((p) => p.phone))];
      for (const phone of phones) {
        // The SMS provider's template carries one variable; for this template it is the questionnaire link.
        const link = `${platform.config.publicOrigin}/QuestionnaireSurveyMobile?phone=${phone}`;
        await platform.sms.sendCode({ phone, code: link, usage_code: EvalUsage.notify, template_no: 'eval_notify' });
      }
      await assignments.markNotified(companyId, input.exercise_id, pending.map((p) => p.person_id));
      return { sent: phones.length };
    },
  });
}
