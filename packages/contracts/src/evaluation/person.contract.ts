import { z } from 'zod';
import { page } from '../envelope';
import { MaxLength, boundedText, requiredText, signingParams } from '../fields';
import { isMobilePhone } from '../rules/phone';
import { EvalMsg } from './evaluation.messages';
import { adminRoute, deleteRequest, importRowError, listQuery, optionalId } from './evaluation.fields';
import { optionalUuidId, uuidArray, uuidId } from '../rules/uuid-id';

export const phoneField = requiredText(EvalMsg.phoneRequired).refine(isMobilePhone, { error: EvalMsg.phoneInvalid });

export const personRow = z.object({
  person_id: z.string(),
  person_name: z.string(),
  phone: z.string(),
  job_id: z.string().nullable(),
  job_name: z.string().nullable(),
  obs_id: z.string().nullable(),
  obs_name: z.string().nullable(),
  /** Whether the person has set a service password (the password itself never leaves the server). */
  has_password: z.boolean(),
  created_at: z.string(),
});

export const listPersons = adminRoute({
  method: 'POST',
  path: '/person/list',
  summary: 'Evaluated persons: list',
  write: false,
  request: listQuery(['person_name', 'phone', 'created_at', 'obs_name', 'job_name'], { obs_id: optionalUuidId(), job_id: optionalUuidId() }),
  response: page(personRow),
});

export const savePerson = adminRoute({
  method: 'POST',
  path: '/person/save',
  summary: 'Evaluated persons: save',
  write: true,
  request: z.object({
    person_id: optionalUuidId(),
    person_name: requiredText(EvalMsg.personNameRequired, MaxLength.name),
    phone: phoneField,
    job_id: optionalId,
    obs_id: optionalId,
    ...signingParams,
  }),
  response: z.object({ person_id: z.string() }),
});

export const deletePerson = adminRoute({
  method: 'DELETE',
  path: '/person/delete',
  summary: 'Evaluated persons: delete',
  write: true,
  request: deleteRequest('person_id', EvalMsg.personUnknown),
  response: z.null(),
});


/** multipart/form-data with one xlsx `file` (姓名、手机号、岗位、组织); signed with the empty parameter hash. */
export const importPersons = adminRoute({
  method: 'POST',
  path: '/person/import',
  summary: 'Evaluated persons: import',
  write: true,
  request: z.object({ ...signingParams }),
  response: z.object({ created: z.number().int(), updated: z.number().int(), errors: z.array(importRowError) }),
});

/** Answers an xlsx file (a blob), not an envelope, when it succeeds. */
export const exportPersons = adminRoute({
  method: 'GET',
  path: '/person/export',
  summary: 'Evaluated persons: export',
  write: false,
  request: z.object({ search: boundedText(MaxLength.text).optional(), ...signingParams }),
  response: z.null(),
});

/** Sends each evaluator of the exercise with pending rows an SMS with the questionnaire link. */
export const notifyPersons = adminRoute({
  method: 'POST',
  path: '/person/notify',
  summary: 'Evaluated persons: notify',
  write: true,
  request: z.object({ exercise_id: uuidId(EvalMsg.exerciseRequired), person_ids: uuidArray(EvalMsg.personsRequired).optional(), ...signingParams }),
  response: z.object({ sent: z.number().int() }),
});
