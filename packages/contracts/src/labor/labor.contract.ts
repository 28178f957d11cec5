import { z } from 'zod';
import { defineRoute } from '../route';
import { emptyData, page } from '../envelope';
import { MaxLength, boundedText, requiredText, signingParams } from '../fields';
import { optionalText, perPageQuery, sortOrder } from '../project/project.fields';
import { LaborMsg, LaborObject } from './labor.messages';
import { optionalUuidId, uuidId } from '../rules/uuid-id';

/*
 * The labour platform's persons, teams and work types (spec-2 §2.4 "/labor/"), called by the micro-app at /labor.
 * The spec shows no paths for them: each is one RESTful resource under /api/v1/labor/ (list GET, create POST,
 * update PUT /:id, delete DELETE /:id), in the style of the car family.
 */

const maxText = (max: number, required: string, tooLong: string) => requiredText(required).max(max, { error: tooLong });
const phone = optionalText.refine((v) => v == null || /^1\d{10}$/.test(v), { error: LaborMsg.phoneInvalid });
/** Mainland resident ID: 17 digits and a digit or X (GB 11643); the check digit is verified too. */
const ID_CARD = /^\d{17}[\dX]$/;
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
export function isIdCard(value: string): boolean {
  if (!ID_CARD.test(value)) return false;
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * Number(value[i]), 0);
  return '10X98765432'[sum % 11] === value[17];
}

const listQuery = <const S extends readonly [string, ...string[]], E extends z.ZodRawShape = Record<never, never>>(sortFields: S, extra?: E) =>
  z.object({ search: boundedText(MaxLength.text).optional(), sort_field: z.enum(sortFields).optional(), sort_order: sortOrder, ...(extra as E), ...perPageQuery, ...signingParams });

// ---- work types (工种)
export const workTypeRow = z.object({
  work_type_id: z.string(),
  work_type_name: z.string(),
  remark: z.string().nullable(),
  person_count: z.number(),
  created_at: z.string(),
});
export type WorkTypeRow = z.infer<typeof workTypeRow>;
export const WORK_TYPE_SORT_FIELDS = ['created_at', 'work_type_name'] as const;
const workTypeFields = { work_type_name: maxText(30, LaborMsg.workTypeNameRequired, LaborMsg.workTypeNameTooLong), remark: optionalText };
const workTypeBase = { path: '/api/v1/labor/work_type', tag: 'labor', auth: 'session', signed: true, permission: LaborObject } as const;

export const listWorkTypes = defineRoute({
  ...workTypeBase,
  method: 'GET',
  summary: 'Lists work types (path chosen)',
  request: listQuery(WORK_TYPE_SORT_FIELDS),
  response: page(workTypeRow),
});
export const createWorkType = defineRoute({
  ...workTypeBase,
  method: 'POST',
  summary: 'Creates a work type (path chosen)',
  request: z.object({ ...workTypeFields, ...signingParams }),
  response: z.object({ work_type_id: z.string() }),
});
export const updateWorkType = defineRoute({
  ...workTypeBase,
  method: 'PUT',
  summary: 'Updates a work type (path chosen)',
  restfulId: 'work_type_id',
  request: z.object({ work_type_id: uuidId(LaborMsg.workTypeIdRequired), ...workTypeFields, ...signingParams }),
  response: emptyData,
});
export const deleteWorkType = defineRoute({
  ...workTypeBase,
  method: 'DELETE',
  summary: 'Deletes a work type that no person has (path chosen)',
  restfulId: 'work_type_id',
  request: z.object({ work_type_id: uuidId(LaborMsg.workTypeIdRequired), ...signingParams }),
  response: emptyData,
});

// ---- teams (班组)
export const teamRow = z.object({
  team_id: z.string(),
  team_name: z.string(),
  leader: z.string().nullable(),
  phone: z.string().nullable(),
  remark: z.string().nullable(),
  person_count: z.number(),
  created_at: z.string(),
});
export type TeamRow = z.infer<typeof teamRow>;
export const TEAM_SORT_FIELDS = ['created_at', 'team_name'] as const;
const teamFields = {
  team_name: maxText(30, LaborMsg.teamNameRequired, LaborMsg.teamNameTooLong),
  leader: optionalText,
  phone,
  remark: optionalText,
};
const teamBase = { path: '/api/v1/labor/team', tag: 'labor', auth: 'session', signed: true, permission: LaborObject } as const;

export const listTeams = defineRoute({
  ...teamBase,
  method: 'GET',
  summary: 'Lists teams (path chosen)',
  request: listQuery(TEAM_SORT_FIELDS),
  response: page(teamRow),
});
export const createTeam = defineRoute({
  ...teamBase,
  method: 'POST',
  summary: 'Creates a team (path chosen)',
  request: z.object({ ...teamFields, ...signingParams }),
  response: z.object({ team_id: z.string() }),
});
export const updateTeam = defineRoute({
  ...teamBase,
  method: 'PUT',
  summary: 'Updates a team (path chosen)',
  restfulId: 'team_id',
  request: z.object({ team_id: uuidId(LaborMsg.teamIdRequired), ...teamFields, ...signingParams }),
  response: emptyData,
});
export const deleteTeam = defineRoute({
  ...teamBase,
  method: 'DELETE',
  summary: 'Deletes a team that has no persons (path chosen)',
  restfulId: 'team_id',
  request: z.object({ team_id: uuidId(LaborMsg.teamIdRequired), ...signingParams }),
  response: emptyData,
});

// ---- persons (人员)
export const personRow = z.object({
  person_id: z.string(),
  person_name: z.string(),
  id_card: z.string(),
  phone: z.string().nullable(),
  team_id: z.string().nullable(),
  team_name: z.string().nullable(),
  work_type_id: z.string().nullable(),
  work_type_name: z.string().nullable(),
  created_at: z.string(),
});
export type PersonRow = z.infer<typeof personRow>;
export const PERSON_SORT_FIELDS = ['created_at', 'person_name'] as const;
const personFields = {
  person_name: maxText(20, LaborMsg.personNameRequired, LaborMsg.personNameTooLong),
  id_card: requiredText(LaborMsg.idCardRequired)
    .transform((v) => v.toUpperCase())
    .refine(isIdCard, { error: LaborMsg.idCardInvalid }),
  phone,
  team_id: optionalText,
  work_type_id: optionalText,
};
const personBase = { path: '/api/v1/labor/person', tag: 'labor', auth: 'session', signed: true, permission: LaborObject } as const;

export const listPersons = defineRoute({
  ...personBase,
  method: 'GET',
  summary: 'Lists persons (path chosen)',
  request: listQuery(PERSON_SORT_FIELDS, { team_id: optionalUuidId(), work_type_id: optionalUuidId() }),
  response: page(personRow),
});
export const createPerson = defineRoute({
  ...personBase,
  method: 'POST',
  summary: 'Registers a person (path chosen)',
  request: z.object({ ...personFields, ...signingParams }),
  response: z.object({ person_id: z.string() }),
});
export const updatePerson = defineRoute({
  ...personBase,
  method: 'PUT',
  summary: 'Updates a person (path chosen)',
  restfulId: 'person_id',
  request: z.object({ person_id: uuidId(LaborMsg.personIdRequired), ...personFields, ...signingParams }),
  response: emptyData,
});
export const deletePerson = defineRoute({
  ...personBase,
  method: 'DELETE',
  summary: 'Deletes a person (path chosen)',
  restfulId: 'person_id',
  request: z.object({ person_id: uuidId(LaborMsg.personIdRequired), ...signingParams }),
  response: emptyData,
});
