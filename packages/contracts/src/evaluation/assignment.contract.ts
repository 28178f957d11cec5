import { z } from 'zod';
import { page } from '../envelope';
import { requiredText, signingParams } from '../fields';
import { EvalMsg } from './evaluation.messages';
import { adminRoute, deleteRequest, idList, listQuery } from './evaluation.fields';

/** Assessee data: who is evaluated in an exercise. */
export const assesseeRow = z.object({
  assessee_data_id: z.string(),
  exercise_id: z.string(),
  person_id: z.string(),
  person_name: z.string(),
  phone: z.string(),
  obs_name: z.string().nullable(),
  job_name: z.string().nullable(),
  evaluator_count: z.number().int(),
  created_at: z.string(),
});

export const listAssessees = adminRoute({
  method: 'POST',
  path: '/assessee_data/list',
  summary: 'Assessee data: list',
  write: false,
  request: listQuery(['person_name', 'phone', 'created_at'], { exercise_id: requiredText(EvalMsg.exerciseRequired) }),
  response: page(assesseeRow),
});

export const saveAssessees = adminRoute({
  method: 'POST',
  path: '/assessee_data/save',
  summary: 'Assessee data: save',
  write: true,
  request: z.object({ exercise_id: requiredText(EvalMsg.exerciseRequired), person_ids: idList(EvalMsg.personsRequired), ...signingParams }),
  response: z.object({ added: z.number().int() }),
});

export const deleteAssessee = adminRoute({
  method: 'DELETE',
  path: '/assessee_data/delete',
  summary: 'Assessee data: delete',
  write: true,
  request: deleteRequest('assessee_data_id', EvalMsg.personUnknown),
  response: z.null(),
});

/** Evaluator data: who evaluates whom (evaluator_data_id), with the state of that evaluation. */
export const evaluatorRow = z.object({
  evaluator_data_id: z.string(),
  exercise_id: z.string(),
  evaluator_person_id: z.string(),
  evaluator_name: z.string(),
  evaluator_phone: z.string(),
  assessee_person_id: z.string(),
  assessee_name: z.string(),
  /** 0 pending, 1 submitted. */
  status: z.number().int(),
  score: z.number().int().nullable(),
  submitted_at: z.string().nullable(),
  notified_at: z.string().nullable(),
});

export const listEvaluators = adminRoute({
  method: 'POST',
  path: '/evaluator_data/list',
  summary: 'Evaluator data: list',
  write: false,
  request: listQuery(['evaluator_name', 'assessee_name', 'status', 'score', 'submitted_at'], {
    exercise_id: requiredText(EvalMsg.exerciseRequired),
  }),
  response: page(evaluatorRow),
});

export const saveEvaluators = adminRoute({
  method: 'POST',
  path: '/evaluator_data/save',
  summary: 'Evaluator data: save',
  write: true,
  request: z.object({
    exercise_id: requiredText(EvalMsg.exerciseRequired),
    evaluator_person_id: requiredText(EvalMsg.evaluatorRequired),
    assessee_person_ids: idList(EvalMsg.personsRequired),
    ...signingParams,
  }),
  response: z.object({ added: z.number().int() }),
});

export const deleteEvaluator = adminRoute({
  method: 'DELETE',
  path: '/evaluator_data/delete',
  summary: 'Evaluator data: delete',
  write: true,
  request: deleteRequest('evaluator_data_id', EvalMsg.personUnknown),
  response: z.null(),
});
