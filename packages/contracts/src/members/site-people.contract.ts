import { z } from 'zod';
import { boundedString, defineResource, optionalUuid, searchText, text, textOrNull, uuidField } from '../resource';
import { isIdCard } from '../labor/labor.contract';
import { codeField, codeFilter } from '../message/message-fields';
import { day, dayOrNull } from '../schedule/schedule-fields';
import { MembersMsg, MembersObject } from './members.messages';

/*
 * The people pool (/PeopleWarehouse), test bases and labs (/TestbaseManagement) and site activities
 * (/ActivityManagement). The spec shows no calls for them: each is one RESTful resource under /api/v1/project/
 * (list GET, create POST, update PUT /:id, delete DELETE /:id), as the labour family does. Reading is any member's;
 * writing needs the page's object.
 */
const calls = (path: string, noun: string) =>
  ({
    list: { method: 'GET', path, summary: `Lists ${noun} (path chosen)` },
    create: { method: 'POST', path, summary: `Creates ${noun} (path chosen)` },
    update: { method: 'PUT', path, summary: `Updates ${noun} (path chosen)`, restful: true },
    delete: { method: 'DELETE', path, summary: `Deletes ${noun} (path chosen)`, restful: true },
  }) as const;
const writes = (object: string) => ({ create: object, update: object, delete: object });

const mobile = textOrNull(20).refine((v) => v == null || /^1\d{10}$/.test(v), { error: MembersMsg.phoneInvalid });

// ---- the people pool (人员库)
export const PERSON_STATUS_NAMES: Record<number, string> = { 1: '在场', 2: '离场', 3: '待进场' };
export const projectPersonRow = z.object({
  person_id: z.string(),
  project_id: z.string(),
  person_name: z.string(),
  phone: z.string().nullable(),
  id_card: z.string().nullable(),
  unit_name: z.string().nullable(),
  post: z.string().nullable(),
  certificate_name: z.string().nullable(),
  certificate_no: z.string().nullable(),
  certificate_valid_to: z.string().nullable(),
  status: z.number(),
  entry_date: z.string().nullable(),
  exit_date: z.string().nullable(),
  remark: z.string().nullable(),
  created_at: z.string(),
});
export type ProjectPersonRow = z.infer<typeof projectPersonRow>;

export const projectPersonResource = defineResource({
  name: 'project_person',
  tag: 'project',
  scope: 'company',
  id: 'person_id',
  row: projectPersonRow,
  fields: {
    project_id: uuidField(MembersMsg.projectIdRequired),
    person_name: text(20, MembersMsg.personNameRequired),
    phone: mobile,
    id_card: textOrNull(18)
      .transform((v) => (v == null ? v : v.toUpperCase()))
      .refine((v) => v == null || isIdCard(v), { error: MembersMsg.idCardInvalid }),
    unit_name: textOrNull(100),
    post: textOrNull(50),
    certificate_name: textOrNull(100),
    certificate_no: textOrNull(64),
    certificate_valid_to: dayOrNull(MembersMsg.dateInvalid),
    status: codeField([1, 2, 3], MembersMsg.personStatusInvalid, 1),
    entry_date: dayOrNull(MembersMsg.dateInvalid),
    exit_date: dayOrNull(MembersMsg.dateInvalid),
    remark: textOrNull(500),
  },
  filters: { project_id: optionalUuid(), status: codeFilter([1, 2, 3], MembersMsg.personStatusInvalid), search: searchText(100) },
  sort: ['created_at', 'person_name', 'entry_date', 'certificate_valid_to'],
  perPage: true,
  permission: writes(MembersObject.people),
  messages: { notFound: MembersMsg.personNotFound, idRequired: MembersMsg.personIdRequired },
  calls: calls('/api/v1/project/people', 'the project people pool'),
});

// ---- test bases and laboratories (试验基地)
export const BASE_TYPE_NAMES: Record<number, string> = { 1: '试验基地', 2: '检测实验室', 3: '工地试验室' };
export const testBaseRow = z.object({
  base_id: z.string(),
  project_id: z.string().nullable(),
  project_name: z.string().nullable(),
  base_name: z.string(),
  base_type: z.number(),
  address: z.string().nullable(),
  accreditation: z.string().nullable(),
  accreditation_no: z.string().nullable(),
  contact_name: z.string().nullable(),
  contact_phone: z.string().nullable(),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  remark: z.string().nullable(),
  created_at: z.string(),
});
export type TestBaseRow = z.infer<typeof testBaseRow>;

export const testBaseResource = defineResource({
  name: 'test_base',
  tag: 'project',
  scope: 'company',
  id: 'base_id',
  row: testBaseRow,
  fields: {
    base_name: text(100, MembersMsg.baseNameRequired),
    base_type: codeField([1, 2, 3], MembersMsg.baseTypeInvalid, 1),
    // A base may serve the whole unit (no project) or one project.
    project_id: optionalUuid(MembersMsg.projectNotFound),
    address: textOrNull(255),
    accreditation: textOrNull(200),
    accreditation_no: textOrNull(64),
    contact_name: textOrNull(20),
    contact_phone: textOrNull(20).refine((v) => v == null || /^[\d-]{7,20}$/.test(v), { error: MembersMsg.phoneInvalid }),
    valid_from: dayOrNull(MembersMsg.dateInvalid),
    valid_to: dayOrNull(MembersMsg.dateInvalid),
    remark: textOrNull(500),
  },
  filters: { project_id: optionalUuid(), base_type: codeFilter([1, 2, 3], MembersMsg.baseTypeInvalid), search: searchText(100) },
  sort: ['created_at', 'base_name', 'valid_to'],
  perPage: true,
  permission: writes(MembersObject.testBases),
  messages: { notFound: MembersMsg.baseNotFound, idRequired: MembersMsg.baseIdRequired, conflict: { base_name: MembersMsg.baseNameExists } },
  calls: calls('/api/v1/project/test_base', 'test bases'),
});

// ---- site activities (活动)
export const ACTIVITY_TYPE_NAMES: Record<number, string> = { 1: '安全教育', 2: '技术交底', 3: '质量检查', 4: '观摩交流', 5: '党建活动', 6: '其他' };
export const ACTIVITY_STATUS_NAMES: Record<number, string> = { 1: '筹备中', 2: '进行中', 3: '已完成', 4: '已取消' };
export const ACTIVITY_PHOTOS_MAX = 9;
/** An upload's reference as files/upload_file answers it (`files/<id>`). */
const photo = boundedString(48, MembersMsg.photosInvalid).regex(/^files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { error: MembersMsg.photosInvalid });

export const activityRow = z.object({
  activity_id: z.string(),
  project_id: z.string(),
  title: z.string(),
  activity_type: z.number(),
  activity_date: z.string(),
  place: z.string().nullable(),
  organiser: z.string().nullable(),
  participants: z.string().nullable(),
  photos: z.array(z.string()),
  /** A short-lived link of each photo, for any member of the unit to see it (the upload's own link is its uploader's). */
  photo_urls: z.array(z.string()),
  status: z.number(),
  remark: z.string().nullable(),
  created_at: z.string(),
});
export type ActivityRow = z.infer<typeof activityRow>;

export const activityResource = defineResource({
  name: 'project_activity',
  tag: 'project',
  scope: 'company',
  id: 'activity_id',
  row: activityRow,
  fields: {
    project_id: uuidField(MembersMsg.projectIdRequired),
    title: text(100, MembersMsg.titleRequired),
    activity_type: codeField([1, 2, 3, 4, 5, 6], MembersMsg.activityTypeInvalid, 1),
    activity_date: day(MembersMsg.activityDateRequired),
    place: textOrNull(200),
    organiser: textOrNull(50),
    participants: textOrNull(500),
    photos: z
      .array(photo, { error: MembersMsg.photosInvalid })
      .max(ACTIVITY_PHOTOS_MAX, { error: MembersMsg.photosInvalid })
      .nullable()
      .optional()
      .transform((v) => v ?? []),
    status: codeField([1, 2, 3, 4], MembersMsg.activityStatusInvalid, 1),
    remark: textOrNull(500),
  },
  filters: {
    project_id: optionalUuid(),
    activity_type: codeFilter([1, 2, 3, 4, 5, 6], MembersMsg.activityTypeInvalid),
    status: codeFilter([1, 2, 3, 4], MembersMsg.activityStatusInvalid),
    search: searchText(100),
  },
  sort: ['activity_date', 'created_at', 'title'],
  perPage: true,
  permission: writes(MembersObject.activities),
  messages: { notFound: MembersMsg.activityNotFound, idRequired: MembersMsg.activityIdRequired },
  calls: calls('/api/v1/project/activity', 'site activities'),
});

export const { list: listProjectPeople, create: createProjectPerson, update: updateProjectPerson, delete: deleteProjectPerson } = projectPersonResource.routes;
export const { list: listTestBases, create: createTestBase, update: updateTestBase, delete: deleteTestBase } = testBaseResource.routes;
export const { list: listActivities, create: createActivity, update: updateActivity, delete: deleteActivity } = activityResource.routes;
