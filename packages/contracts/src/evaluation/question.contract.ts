import { z } from 'zod';
import { MaxLength, boundedText, requiredText, signingParams } from '../fields';
import { EvalMsg, EvalRules } from './evaluation.messages';
import { adminRoute, deleteRequest } from './evaluation.fields';
import { optionalUuidId, uuidId } from '../rules/uuid-id';

export const questionItem = z.object({ question_id: z.string(), question_name: z.string(), score: z.number().int() });

/** A group of questions (spec-1 §3: title, score, children); numeral is its 一…五. */
export const questionGroup = z.object({
  group_id: z.string(),
  title: z.string(),
  sort_no: z.number().int(),
  numeral: z.string(),
  score: z.number().int(),
  children: z.array(questionItem),
});

export const listQuestions = adminRoute({
  method: 'POST',
  path: '/question/list',
  summary: 'Questions: list',
  write: false,
  request: z.object({ exercise_id: uuidId(EvalMsg.exerciseRequired), search: boundedText(MaxLength.text).optional(), ...signingParams }),
  response: z.object({ list: z.array(questionGroup), total_score: z.number().int() }),
});

export const saveQuestionGroup = adminRoute({
  method: 'POST',
  path: '/question/save_group',
  summary: 'Question groups: save',
  write: true,
  request: z.object({
    group_id: optionalUuidId(),
    exercise_id: uuidId(EvalMsg.exerciseRequired),
    title: requiredText(EvalMsg.groupTitleRequired),
    ...signingParams,
  }),
  response: z.object({ group_id: z.string(), sort_no: z.number().int() }),
});

export const deleteQuestionGroup = adminRoute({
  method: 'DELETE',
  path: '/question/delete_group',
  summary: 'Question groups: delete',
  write: true,
  request: deleteRequest('group_id', EvalMsg.groupRequired),
  response: z.null(),
});

const scoreField = z
  .union([z.number(), z.string().max(MaxLength.numeric)], { error: EvalMsg.questionScoreInvalid })
  .transform(Number)
  .pipe(z.number().int({ error: EvalMsg.questionScoreInvalid }).min(1, { error: EvalMsg.questionScoreInvalid }).max(EvalRules.maxQuestionScore, { error: EvalMsg.questionScoreInvalid }));

export const saveQuestion = adminRoute({
  method: 'POST',
  path: '/question/save',
  summary: 'Questions: save',
  write: true,
  request: z.object({
    question_id: optionalUuidId(),
    group_id: uuidId(EvalMsg.groupRequired),
    question_name: requiredText(EvalMsg.questionNameRequired, MaxLength.title),
    score: scoreField,
    sort_no: z.union([z.number(), z.string().max(MaxLength.numeric)]).optional().transform((v) => (v === undefined || v === '' ? undefined : Number(v) || 0)),
    ...signingParams,
  }),
  response: z.object({ question_id: z.string() }),
});

export const deleteQuestion = adminRoute({
  method: 'DELETE',
  path: '/question/delete',
  summary: 'Questions: delete',
  write: true,
  request: deleteRequest('question_id', EvalMsg.unknownQuestion),
  response: z.null(),
});
