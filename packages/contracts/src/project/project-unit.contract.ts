import { z } from 'zod';
import { defineRoute } from '../route';
import { page } from '../envelope';
import { MaxLength, boundedText, signingParams } from '../fields';
import { perPageQuery } from './project.fields';

/** A unit that may take part in a project: an approved company of the platform (names only, nothing private). */
export const unitCandidate = z.object({
  company_id: z.string(),
  company_name: z.string(),
  small_name: z.string().nullable(),
  company_type: z.number().nullable(),
});
export type UnitCandidate = z.infer<typeof unitCandidate>;

/**
 * The participating-unit picker of /operaProject: approved units by name, the session's own company included (it is
 * often the build or construction unit itself). Path chosen in the project family.
 */
export const getUnitCompanyList = defineRoute({
  method: 'GET',
  path: '/api/v1/project/unit_company_list',
  summary: 'Participating unit candidates (method and path chosen)',
  tag: 'project',
  auth: 'session',
  signed: true,
  request: z.object({ search: boundedText(MaxLength.text).optional(), ...perPageQuery, ...signingParams }),
  response: page(unitCandidate),
});
