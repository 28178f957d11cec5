import { z } from 'zod';
import { defineRoute } from '../route';
import { signingParams } from '../fields';
import { Msg } from '../messages';
import { loginResponse } from './login.contract';
import { optionalUuidId, uuidId } from '../rules/uuid-id';

/** A new session in another unit; the old token answers 10204 from then on (ARCHITECTURE.md rule 6). */
export const changeCompanyToken = defineRoute({
  method: 'POST',
  path: '/api/v1/access/token/change_company_token',
  summary: 'Company change token',
  tag: 'login',
  auth: 'session',
  signed: true,
  request: z.object({ company_id: uuidId(Msg.companyIdRequired), org_id: optionalUuidId(), ...signingParams }),
  response: loginResponse,
});

export const changeJobToken = defineRoute({
  method: 'POST',
  path: '/api/v1/access/token/change_job_token',
  summary: 'Change job token',
  tag: 'login',
  auth: 'session',
  signed: true,
  request: z.object({ job_id: uuidId(Msg.jobIdRequired), ...signingParams }),
  response: loginResponse,
});
