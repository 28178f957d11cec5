import { z } from 'zod';
import { boundedString, defineResource, optionalUuid, searchText, textOrNull } from '../resource';
import { LaborMsg, LaborObject } from './labor.messages';

/*
 * The labour platform's persons, teams and work types (spec-2 §2.4 "/labor/"), called by the micro-app at /labor.
 * The spec shows no paths for them: each is one RESTful resource under /api/v1/labor/ (list GET, create POST,
 * update PUT /:id, delete DELETE /:id), in the style of the car family, declared on the resource layer.
 */

/** A required name with the family's own "too long" wording. */
const name = (max: number, required: string, tooLong: string) => boundedString(max, tooLong).trim().min(1, { error: required });
const phone = textOrNull(20).refine((v) => v == null || /^1\d{10}$/.test(v), { error: LaborMsg.phoneInvalid });
/** Mainland resident ID: 17 digits and a digit or X (GB 11643); the check digit is verified too. */
const ID_CARD = /^\d{17}[\dX]$/;
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
export function isIdCard(value: string): boolean {
  if (!ID_CARD.test(value)) return false;
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * Number(value[i]), 0);
  return '10X98765432'[sum % 11] === value[17];
}


const call = (path: string, noun: string) => ({
  list: { method: 'GET', path, summary: `Lists ${noun}s (path chosen)` },
  create: { method: 'POST', path, summary: `Creates a ${noun} (path chosen)` },
  update: { method: 'PUT', path, summary: `Updates a ${noun} (path chosen)`, restful: true },
  delete: { method: 'DELETE', path, summary: `Deletes a ${noun} (path chosen)`, restful: true },
}) as const;

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

export const workTypeResource = defineResource({
  name: 'labor_work_type',
  tag: 'labor',
  scope: 'company',
  id: 'work_type_id',
  row: workTypeRow,
  fields: { work_type_name: name(30, LaborMsg.workTypeNameRequired, LaborMsg.workTypeNameTooLong), remark: textOrNull(200) },
  filters: { search: searchText(100) },
  sort: WORK_TYPE_SORT_FIELDS,
  perPage: true,
  permission: LaborObject,
  messages: {
    notFound: LaborMsg.workTypeNotFound,
    idRequired: LaborMsg.workTypeIdRequired,
    conflict: { work_type_name: LaborMsg.workTypeNameExists },
    inUse: LaborMsg.workTypeInUse,
  },
  calls: call('/api/v1/labor/work_type', 'work type'),
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

export const teamResource = defineResource({
  name: 'labor_team',
  tag: 'labor',
  scope: 'company',
  id: 'team_id',
  row: teamRow,
  fields: {
    team_name: name(30, LaborMsg.teamNameRequired, LaborMsg.teamNameTooLong),
    leader: textOrNull(20),
    phone,
    remark: textOrNull(200),
  },
  filters: { search: searchText(100) },
  sort: TEAM_SORT_FIELDS,
  perPage: true,
  permission: LaborObject,
  messages: { notFound: LaborMsg.teamNotFound, idRequired: LaborMsg.teamIdRequired, conflict: { team_name: LaborMsg.teamNameExists }, inUse: LaborMsg.teamInUse },
  calls: call('/api/v1/labor/team', 'team'),
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

export const personResource = defineResource({
  name: 'labor_person',
  tag: 'labor',
  scope: 'company',
  id: 'person_id',
  row: personRow,
  fields: {
    person_name: name(20, LaborMsg.personNameRequired, LaborMsg.personNameTooLong),
    id_card: boundedString(18, LaborMsg.idCardInvalid)
      .trim()
      .min(1, { error: LaborMsg.idCardRequired })
      .transform((v) => v.toUpperCase())
      .refine(isIdCard, { error: LaborMsg.idCardInvalid }),
    phone,
    // Another company's team or work type reads as one that does not exist (checked on the server).
    team_id: optionalUuid(LaborMsg.teamNotFound),
    work_type_id: optionalUuid(LaborMsg.workTypeNotFound),
  },
  filters: { search: searchText(100), team_id: optionalUuid(), work_type_id: optionalUuid() },
  sort: PERSON_SORT_FIELDS,
  perPage: true,
  permission: LaborObject,
  messages: { notFound: LaborMsg.personNotFound, idRequired: LaborMsg.personIdRequired, conflict: { id_card: LaborMsg.idCardExists } },
  calls: call('/api/v1/labor/person', 'person'),
});

export const { list: listWorkTypes, create: createWorkType, update: updateWorkType, delete: deleteWorkType } = workTypeResource.routes;
export const { list: listTeams, create: createTeam, update: updateTeam, delete: deleteTeam } = teamResource.routes;
export const { list: listPersons, create: createPerson, update: updatePerson, delete: deletePerson } = personResource.routes;
