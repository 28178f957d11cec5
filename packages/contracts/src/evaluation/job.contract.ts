import { z } from 'zod';
import { page } from '../envelope';
import { MaxLength, requiredText, signingParams } from '../fields';
import { EvalMsg } from './evaluation.messages';
import { adminRoute, deleteRequest, listQuery } from './evaluation.fields';
import { optionalUuidId } from '../rules/uuid-id';

export const evalJobRow = z.object({ job_id: z.string(), job_name: z.string(), person_count: z.number().int(), created_at: z.string() });

export const listJobs = adminRoute({
  method: 'POST',
  path: '/job/list',
  summary: 'Evaluation jobs: list',
  write: false,
  request: listQuery(['job_name', 'created_at', 'person_count']),
  response: page(evalJobRow),
});

export const saveJob = adminRoute({
  method: 'POST',
  path: '/job/save',
  summary: 'Evaluation jobs: save',
  write: true,
  request: z.object({ job_id: optionalUuidId(), job_name: requiredText(EvalMsg.jobNameRequired, MaxLength.title), ...signingParams }),
  response: z.object({ job_id: z.string() }),
});

export const deleteJob = adminRoute({
  method: 'DELETE',
  path: '/job/delete',
  summary: 'Evaluation jobs: delete',
  write: true,
  request: deleteRequest('job_id', EvalMsg.jobUnknown),
  response: z.null(),
});
