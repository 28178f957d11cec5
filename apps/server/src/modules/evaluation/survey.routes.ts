import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuditAction, EvalMsg, Limits, ResultCode, SignatureHeader, SmsRules, evaluation as ev } from '@zhuyun/contracts';
import type { AuditEvent } from '../../platform/audit/audit-trail';
import { AppError } from '../../platform/errors';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import { EvalCodeService } from './eval-code.service';
import { SurveyAuthService, type RespondentPerson } from './survey-auth.service';
import { SurveyRepo } from './survey.repo';
import { SurveyService } from './survey.service';

/** The public questionnaire: signed calls, no platform session; the questionnaire token rides in access_token. */
export function registerSurveyRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;
  const repo = new SurveyRepo(db);
  const auth = new SurveyAuthService(db, repo, new EvalCodeService(db, platform.sms, platform.codePepper));
  const survey = new SurveyService(db, repo);
  const perIp = (name: string, limit: number) => async (request: FastifyRequest) => {
    if (!(await platform.rateLimiter.hit(`eval-${name}:${request.ip}`, limit, 60))) throw new AppError(ResultCode.RATE_LIMITED);
  };
  const tokenOf = (request: FastifyRequest) => {
    const token = request.headers[SignatureHeader.token];
    return Array.isArray(token) ? token[0] : token;
  };
  const checksPerMinute = platform.config.rateLimits.loginPerMinute;
  // A respondent answers for every unit that evaluates them (found by phone across units): the system scope `survey`
  // (decision 024); the repository keeps each call to the respondent's own units and rows.
  const respondents = { systemScope: 'survey' } as const;
  /*
   * The questionnaire's writes in the audit trail (issue 15): a respondent is no platform account, so the entry names
   * the person the unit enrolled (actor_name, no actor_id) in the chain of each unit that enrolled the phone — or of
   * the platform when the phone is enrolled nowhere (a refused check of a stranger's phone, as sign-ins do).
   */
  const recordFor = async (persons: RespondentPerson[], event: Omit<AuditEvent, 'companyId' | 'objectId'>) => {
    const perUnit = new Map(persons.map((p) => [p.company_id, p]));
    if (perUnit.size === 0) return platform.audit.record({ userId: null, companyId: null }, event);
    for (const p of perUnit.values()) {
      await platform.audit.record({ userId: null, userName: p.person_name, companyId: p.company_id }, { ...event, objectId: p.person_id });
    }
  };

  registerRoute(app, platform, ev.checkServicePassword, {
    ...respondents,
    msg: EvalMsg.verified,
    before: perIp('verify', checksPerMinute),
    // A sign-in to the questionnaire (it issues a token and counts failures toward the phone's lock).
    handler: async ({ input }) => {
      const answer = await auth.verify(input.phone, input.password).catch(async (error: unknown) => {
        if (error instanceof AppError) {
          await recordFor(await auth.personsOfPhone(input.phone), { action: AuditAction.signInFailed, objectType: 'survey_session', detail: `survey:${error.code}` });
        }
        throw error;
      });
      await recordFor(await auth.personsOfPhone(input.phone), { action: AuditAction.signIn, objectType: 'survey_session', detail: 'survey' });
      return answer;
    },
  });
  registerRoute(app, platform, ev.checkPhoneExists, { ...respondents, before: perIp('check', checksPerMinute), handler: ({ input }) => auth.checkPhone(input.phone) });
  registerRoute(app, platform, ev.checkPhoneName, {
    ...respondents,
    before: perIp('check', checksPerMinute),
    handler: async ({ input }) => {
      await auth.checkPhoneName(input.phone, input.name);
      return null;
    },
  });
  registerRoute(app, platform, ev.sendEvalCode, {
    ...respondents,
    msg: EvalMsg.codeSent,
    before: perIp('send-code', platform.config.rateLimits.sendCodePerMinute),
    handler: async ({ input, request }) => {
      await auth.sendCode(input.phone, request.ip);
      return { expires_in: SmsRules.lifetimeSeconds, resend_after: Limits.evaluationCodeResendSeconds };
    },
  });
  registerRoute(app, platform, ev.checkEvalCode, { ...respondents, before: perIp('check', checksPerMinute), handler: ({ input }) => auth.checkCode(input.phone, input.code) });
  registerRoute(app, platform, ev.editServicePassword, {
    ...respondents,
    msg: EvalMsg.passwordSet,
    handler: async ({ input }) => {
      const persons = await auth.editPassword(input.phone, input.password, input.ticket);
      await recordFor(persons, { action: AuditAction.passwordChange, objectType: 'eval_respondent', detail: 'survey_password' });
      return null;
    },
  });

  registerRoute(app, platform, ev.listEvaluatees, { ...respondents, handler: async ({ request }) => survey.evaluatees(await auth.caller(tokenOf(request))) });
  registerRoute(app, platform, ev.surveyQuestions, {
    ...respondents,
    handler: async ({ input, request }) => survey.questions(await auth.caller(tokenOf(request)), input.exercise_id),
  });
  registerRoute(app, platform, ev.submitEvaluation, {
    ...respondents,
    msg: EvalMsg.submitted,
    handler: async ({ input, request }) => {
      const row = await survey.submit(await auth.caller(tokenOf(request)), input);
      // In the unit the evaluation belongs to; the answers as a digest only.
      await platform.audit.record(
        { userId: null, userName: row.evaluator_name, companyId: row.company_id },
        { action: AuditAction.create, objectType: 'evaluation_answer', objectId: row.evaluator_data_id, after: { exercise_id: row.exercise_id, ...input }, detail: 'survey_submit' },
      );
      return null;
    },
  });
}
