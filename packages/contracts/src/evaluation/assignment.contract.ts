import { z } from 'zod';
import { page } from '../envelope';
import { signingParams } from '../fields';
import { EvalMsg } from './evaluation.messages';
import { adminRoute, deleteRequest, idList, importRowError, listQuery } from './evaluation.fields';
import { uuidId } from '../rules/uuid-id';

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
  request: listQuery(['person_name', 'phone', 'created_at'], { exercise_id: uuidId(EvalMsg.exerciseRequired) }),
  response: page(assesseeRow),
});

export const saveAssessees = adminRoute({
  method: 'POST',
  path: '/assessee_data/save',
  summary: 'Assessee data: save',
  write: true,
  request: z.object({ exercise_id: uuidId(EvalMsg.exerciseRequired), person_ids: idList(EvalMsg.personsRequired), ...signingParams }),
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
  assessee_phone: z.string(),
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
    exercise_id: uuidId(EvalMsg.exerciseRequired),
  }),
  response: page(evaluatorRow),
});

export const saveEvaluators = adminRoute({
  method: 'POST',
  path: '/evaluator_data/save',
  summary: 'Evaluator data: save',
  write: true,
  request: z.object({
    exercise_id: uuidId(EvalMsg.exerciseRequired),
    evaluator_person_id: uuidId(EvalMsg.evaluatorRequired),
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

/** The columns of the evaluator sheet: phones say who, names are there for the person reading it. */
export const EVALUATOR_COLUMNS = ['评价人手机号', '评价人姓名', '被评价人手机号', '被评价人姓名'] as const;

/**
 * Imports "who evaluates whom" from an xlsx of EVALUATOR_COLUMNS: persons are found by phone, an assessee not yet in
 * the exercise is added to it, bad rows come back by row number and the good ones are saved together.
 */
export const importEvaluators = adminRoute({
  method: 'POST',
  path: '/evaluator_data/import',
  summary: 'Evaluator data: import',
  write: true,
  request: z.object({ exercise_id: uuidId(EvalMsg.exerciseRequired), ...signingParams }),
  response: z.object({ added: z.number().int(), existing: z.number().int(), errors: z.array(importRowError) }),
});

/** Answers an xlsx file (a blob) of the exercise's evaluator rows, in the import's columns plus status and score. */
export const exportEvaluators = adminRoute({
  method: 'GET',
  path: '/evaluator_data/export',
  summary: 'Evaluator data: export',
  write: false,
  request: z.object({ exercise_id: uuidId(EvalMsg.exerciseRequired), ...signingParams }),
  response: z.null(),
});
