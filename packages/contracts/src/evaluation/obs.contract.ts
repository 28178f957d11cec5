import { z } from 'zod';
import { page } from '../envelope';
import { MaxLength, boundedText, requiredText, signingParams } from '../fields';
import { EvalMsg } from './evaluation.messages';
import { adminRoute, deleteRequest, idList, listQuery } from './evaluation.fields';
import { optionalUuidId, uuidId } from '../rules/uuid-id';

export const obsRow = z.object({
  obs_id: z.string(),
  obs_name: z.string(),
  remark: z.string().nullable(),
  person_count: z.number().int(),
  user_count: z.number().int(),
  created_at: z.string(),
});

export const listObs = adminRoute({
  method: 'POST',
  path: '/obs/list',
  summary: 'Evaluation org units: list',
  write: false,
  request: listQuery(['obs_name', 'created_at', 'person_count']),
  response: page(obsRow),
});

export const saveObs = adminRoute({
  method: 'POST',
  path: '/obs/save',
  summary: 'Evaluation org units: save',
  write: true,
  request: z.object({ obs_id: optionalUuidId(), obs_name: requiredText(EvalMsg.obsNameRequired, MaxLength.title), remark: boundedText(MaxLength.text).optional(), ...signingParams }),
  response: z.object({ obs_id: z.string() }),
});

export const deleteObs = adminRoute({
  method: 'DELETE',
  path: '/obs/delete',
  summary: 'Evaluation org units: delete',
  write: true,
  request: deleteRequest('obs_id', EvalMsg.obsUnknown),
  response: z.null(),
});

export const obsUserRow = z.object({ user_id: z.string(), user_name: z.string(), phone: z.string(), created_at: z.string() });

export const listObsUsers = adminRoute({
  method: 'GET',
  path: '/obs/data_auth_users',
  summary: 'Evaluation org units: data-authorisation users',
  write: false,
  request: z.object({ obs_id: uuidId(EvalMsg.obsUnknown), ...signingParams }),
  response: z.object({ list: z.array(obsUserRow) }),
});

const empowerRequest = z.object({ obs_id: uuidId(EvalMsg.obsUnknown), user_ids: idList(EvalMsg.usersRequired), ...signingParams });

export const empowerObs = adminRoute({
  method: 'POST',
  path: '/obs/empower',
  summary: 'Evaluation org units: empowerment',
  write: true,
  request: empowerRequest,
  response: z.object({ added: z.number().int() }),
});

export const cancelEmpowerObs = adminRoute({
  method: 'POST',
  path: '/obs/cancel_empower',
  summary: 'Evaluation org units: cancel empowerment',
  write: true,
  request: empowerRequest,
  response: z.object({ removed: z.number().int() }),
});
