import { z } from 'zod';
import { page } from '../envelope';
import { MaxLength, boundedText, requiredText, signingParams, statusFilter } from '../fields';
import { EvalMsg } from './evaluation.messages';
import { adminRoute, dateField, deleteRequest, listQuery } from './evaluation.fields';
import { optionalUuidId, uuidId } from '../rules/uuid-id';

export const exerciseRow = z.object({
  exercise_id: z.string(),
  exercise_name: z.string(),
  remark: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  /** 0 draft, 1 published, 2 results committed. */
  status: z.number().int(),
  assessee_count: z.number().int(),
  evaluator_count: z.number().int(),
  submitted_count: z.number().int(),
  created_at: z.string(),
});

export const listExercises = adminRoute({
  method: 'POST',
  path: '/exercise_info/list',
  summary: 'Exercises: list',
  write: false,
  request: listQuery(['exercise_name', 'start_date', 'end_date', 'status', 'created_at'], {
    status: statusFilter,
  }),
  response: page(exerciseRow),
});

export const saveExercise = adminRoute({
  method: 'POST',
  path: '/exercise_info/save',
  summary: 'Exercises: save',
  write: true,
  request: z
    .object({
      exercise_id: optionalUuidId(),
      exercise_name: requiredText(EvalMsg.exerciseNameRequired, MaxLength.title),
      remark: boundedText(MaxLength.text).optional(),
      start_date: dateField(EvalMsg.startDateRequired),
      end_date: dateField(EvalMsg.endDateRequired),
      /** 0 draft or 1 published; 2 comes only from the commit of results. */
      status: z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]).optional().transform((v) => (v === undefined ? undefined : Number(v))),
      ...signingParams,
    })
    .refine((v) => v.end_date >= v.start_date, { path: ['end_date'], error: EvalMsg.endBeforeStart }),
  response: z.object({ exercise_id: z.string() }),
});

export const deleteExercise = adminRoute({
  method: 'DELETE',
  path: '/exercise_info/delete',
  summary: 'Exercises: delete',
  write: true,
  request: deleteRequest('exercise_id', EvalMsg.exerciseRequired),
  response: z.null(),
});

/** Closes the exercise: no more submissions or edits; the results become final. */
export const commitResults = adminRoute({
  method: 'POST',
  path: '/exercise_info/commit',
  summary: 'Exercises: commit of results',
  write: true,
  request: z.object({ exercise_id: uuidId(EvalMsg.exerciseRequired), ...signingParams }),
  response: z.null(),
});

export const resultRow = z.object({
  person_id: z.string(),
  person_name: z.string(),
  obs_name: z.string().nullable(),
  job_name: z.string().nullable(),
  evaluator_count: z.number().int(),
  submitted_count: z.number().int(),
  /** The average of the submitted totals, two decimals; null before any submission. */
  average_score: z.number().nullable(),
  /** question_id → the average score given to it. */
  question_averages: z.record(z.string(), z.number()),
});

export const resultQuestion = z.object({ question_id: z.string(), question_name: z.string(), score: z.number().int(), group_title: z.string() });

export const getResults = adminRoute({
  method: 'POST',
  path: '/exercise_info/results',
  summary: 'Exercises: results',
  write: false,
  request: listQuery(['person_name', 'average_score', 'submitted_count'], { exercise_id: uuidId(EvalMsg.exerciseRequired) }),
  response: page(resultRow).extend({
    exercise: exerciseRow,
    questions: z.array(resultQuestion),
    max_total: z.number().int(),
  }),
});

/** Answers an xlsx file (a blob) of the whole results table. */
export const exportResults = adminRoute({
  method: 'GET',
  path: '/exercise_info/results_export',
  summary: 'Exercises: results export',
  write: false,
  request: z.object({ exercise_id: uuidId(EvalMsg.exerciseRequired), ...signingParams }),
  response: z.null(),
});
