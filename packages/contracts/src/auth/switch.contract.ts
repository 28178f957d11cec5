import { z } from 'zod';
import { defineRoute } from '../route';
import { requiredText, signingParams } from '../fields';
import { Msg } from '../messages';
import { loginResponse } from './login.contract';

/** A new session in another unit; the old token answers 10204 from then on (ARCHITECTURE.md rule 6). */
export const changeCompanyToken = defineRoute({
  method: 'POST',
  path: '/api/v1/access/token/change_company_token',
  summary: 'Company change token',
  tag: 'login',
  auth: 'session',
  signed: true,
  request: z.object({ company_id: requiredText(Msg.companyIdRequired), org_id: z.string().optional(), ...signingParams }),
  response: loginResponse,
});

export const changeJobToken = defineRoute({
  method: 'POST',
  path: '/api/v1/access/token/change_job_token',
  summary: 'Change job token',
  tag: 'login',
  auth: 'session',
  signed: true,
  request: z.object({ job_id: requiredText(Msg.jobIdRequired), ...signingParams }),
  response: loginResponse,
});
