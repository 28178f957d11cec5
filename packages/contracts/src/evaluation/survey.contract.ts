import { z } from 'zod';
import { defineRoute } from '../route';
import { MaxLength, boundedText, requiredText, signingParams } from '../fields';
import { EvalMsg } from './evaluation.messages';
import { EVAL_BASE } from './evaluation.fields';
import { phoneField } from './person.contract';
import { questionGroup } from './question.contract';
import { uuidId } from '../rules/uuid-id';

/*
 * The public phone questionnaire (spec-1 §2, §4, §5, §7): signed like every call, without a platform session. After
 * check_password the client sends the questionnaire's own short-lived token in the access_token header.
 */
const surveyRoute = <Req extends z.ZodType, Res extends z.ZodType>(path: string, summary: string, request: Req, response: Res) =>
  defineRoute({ method: 'POST', path: `${EVAL_BASE}${path}`, summary, tag: 'evaluation-survey', auth: 'none', signed: true, request, response, handlesErrors: true });

const servicePassword = (requiredMessage: string) =>
  requiredText(requiredMessage).refine((v) => /^\d{4}$/.test(v), { error: EvalMsg.servicePasswordDigits });

export const checkServicePassword = surveyRoute(
  '/person/check_password',
  'Evaluation: check service password',
  z.object({ phone: phoneField, password: servicePassword(EvalMsg.servicePasswordRequired), ...signingParams }),
  z.object({ access_token: z.string(), expires_at: z.string(), person_name: z.string() }),
);

/** Tells the verify page whether this phone is enrolled and has set its service password (the exist-phone check). */
export const checkPhoneExists = surveyRoute(
  '/person/check_phone',
  'Evaluation: exist-phone check',
  z.object({ phone: phoneField, ...signingParams }),
  z.object({ exists: z.boolean(), has_password: z.boolean() }),
);

export const checkPhoneName = surveyRoute(
  '/person/check_phone_name',
  'Evaluation: check phone and name',
  z.object({ phone: phoneField, name: requiredText(EvalMsg.nameRequired, MaxLength.name), ...signingParams }),
  z.null(),
);

export const sendEvalCode = surveyRoute(
  '/person/send_code',
  'Evaluation: send code',
  z.object({ phone: phoneField, ...signingParams }),
  z.object({ expires_in: z.number().int(), resend_after: z.number().int() }),
);

export const checkEvalCode = surveyRoute(
  '/person/check_code',
  'Evaluation: check code',
  z.object({ phone: phoneField, code: requiredText(EvalMsg.codeRequired, MaxLength.code), ...signingParams }),
  z.object({ ticket: z.string() }),
);

export const editServicePassword = surveyRoute(
  '/person/edit_password',
  'Evaluation: edit password',
  z.object({ phone: phoneField, password: servicePassword(EvalMsg.newServicePasswordRequired), ticket: requiredText(EvalMsg.resetTicketInvalid), ...signingParams }),
  z.null(),
);

/** An evaluatee option (spec-1 §3) with the state of its evaluation and whether its exercise is open today. */
export const evaluateeOption = z.object({
  person_id: z.string(),
  person_name: z.string(),
  exercise_id: z.string(),
  exercise_name: z.string(),
  evaluator_data_id: z.string(),
  /** 0 pending, 1 submitted. */
  status: z.number().int(),
  score: z.number().int().nullable(),
  open: z.boolean(),
  /** Why it cannot be scored now (not started, ended), when it cannot. */
  closed_reason: z.string().nullable(),
});

export const listEvaluatees = surveyRoute(
  '/evaluator_data/evaluatee_list',
  'Evaluation: list evaluatees',
  z.object({ phone: boundedText(MaxLength.text).optional(), ...signingParams }),
  z.object({ person_name: z.string(), list: z.array(evaluateeOption) }),
);

export const surveyQuestions = surveyRoute(
  '/question/question_list',
  'Evaluation: question list',
  z.object({ exercise_id: uuidId(EvalMsg.exerciseRequired), is_page: z.union([z.number(), z.string().max(MaxLength.numeric)]).optional(), ...signingParams }),
  z.object({
    exercise_info: z.object({ exercise_id: z.string(), exercise_name: z.string(), remark: z.string().nullable(), start_date: z.string(), end_date: z.string() }),
    list: z.array(questionGroup),
    total_score: z.number().int(),
  }),
);

const scoreValue = z.union([z.number(), z.string().max(MaxLength.numeric)]).transform(Number).pipe(z.number().int({ error: EvalMsg.scoreAboveMax }).min(0, { error: EvalMsg.scoreAboveMax }));

export const submitEvaluation = surveyRoute(
  '/evaluator_data/commit',
  'Evaluation: submit',
  z.object({
    evaluator_data_id: uuidId(EvalMsg.chooseEvaluatee),
    score: scoreValue,
    evaluate_data: z.array(z.object({ question_id: uuidId(EvalMsg.answerAllQuestions), score: scoreValue }), { error: EvalMsg.answerAllQuestions }).max(1_000),
    ...signingParams,
  }),
  z.null(),
);
