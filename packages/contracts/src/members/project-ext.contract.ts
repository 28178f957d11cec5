import { z } from 'zod';
import { defineRoute } from '../route';
import { boundedSigningParams, boundedString, defineResource, numberOrNull, optionalUuid, searchText, text, textOrNull, uuidField } from '../resource';
import { codeField } from '../message/message-fields';
import { isDay } from '../schedule/schedule-fields';
import { MembersMsg, MembersObject } from './members.messages';

/*
 * Extra project fields (spec-2 §7.3 "project_ext detail, sync and save"): the unit's administrator defines fields every
 * project of the unit has (a resource at /api/v1/project/project_ext/field, path chosen); `detail` answers a project's
 * fields with its values, `save` replaces them, `sync` brings every project in line after the definitions changed.
 * Method and paths chosen: detail GET, save POST, sync POST under /api/v1/project/project_ext/.
 */
export const EXT_FIELD_TYPES = ['text', 'number', 'date', 'select'] as const;
export type ExtFieldType = (typeof EXT_FIELD_TYPES)[number];
export const EXT_FIELD_TYPE_NAMES: Record<ExtFieldType, string> = { text: '文本', number: '数字', date: '日期', select: '下拉选择' };
export const EXT_VALUE_MAX = 500;

/** Whether a stored value fits a field: a number, a real day, one of the select's options, any text. */
export function extValueFits(type: string, options: readonly string[], value: string): boolean {
  if (type === 'number') return value.trim() !== '' && Number.isFinite(Number(value));
  if (type === 'date') return isDay(value);
  if (type === 'select') return options.includes(value);
  return true;
}

export const extFieldRow = z.object({
  field_id: z.string(),
  field_name: z.string(),
  field_type: z.string(),
  options: z.array(z.string()),
  required: z.number(),
  default_value: z.string().nullable(),
  sort: z.number(),
  created_at: z.string(),
});
export type ExtFieldRow = z.infer<typeof extFieldRow>;

export const projectExtFieldResource = defineResource({
  name: 'project_ext_field',
  tag: 'project',
  scope: 'company',
  id: 'field_id',
  row: extFieldRow,
  fields: {
    field_name: text(30, MembersMsg.fieldNameRequired),
    field_type: z.enum(EXT_FIELD_TYPES, { error: MembersMsg.fieldTypeInvalid }),
    options: z
      .array(boundedString(50).trim().min(1, { error: MembersMsg.optionsRequired }), { error: MembersMsg.optionsRequired })
      .max(50, { error: MembersMsg.optionsRequired })
      .nullable()
      .optional()
      .transform((v) => v ?? []),
    required: codeField([0, 1], MembersMsg.fieldTypeInvalid, 0),
    default_value: textOrNull(EXT_VALUE_MAX),
    sort: numberOrNull(MembersMsg.fieldTypeInvalid, (n) => Number.isInteger(n) && n >= 0 && n <= 9999),
  },
  filters: { search: searchText(100) },
  sort: ['sort', 'created_at', 'field_name'],
  perPage: true,
  permission: { create: MembersObject.extDefine, update: MembersObject.extDefine, delete: MembersObject.extDefine },
  messages: { notFound: MembersMsg.fieldNotFound, idRequired: MembersMsg.fieldIdRequired, conflict: { field_name: MembersMsg.fieldNameExists } },
  calls: {
    list: { method: 'GET', path: '/api/v1/project/project_ext/field', summary: 'Project extra field definitions (path chosen)' },
    create: { method: 'POST', path: '/api/v1/project/project_ext/field', summary: 'Define a project extra field (path chosen)' },
    update: { method: 'PUT', path: '/api/v1/project/project_ext/field', summary: 'Edit a project extra field (path chosen)', restful: true },
    delete: { method: 'DELETE', path: '/api/v1/project/project_ext/field', summary: 'Delete a project extra field (path chosen)', restful: true },
  },
});
export const { list: listExtFields, create: createExtField, update: updateExtField, delete: deleteExtField } = projectExtFieldResource.routes;

export const projectExtItem = extFieldRow.omit({ created_at: true, default_value: true, sort: true }).extend({ value: z.string().nullable() });
export type ProjectExtItem = z.infer<typeof projectExtItem>;

export const getProjectExt = defineRoute({
  method: 'GET',
  path: '/api/v1/project/project_ext/detail',
  summary: 'Project extra fields detail',
  tag: 'project',
  auth: 'session',
  signed: true,
  request: z.object({ project_id: uuidField(MembersMsg.projectIdRequired), ...boundedSigningParams }),
  response: z.object({ project_id: z.string(), list: z.array(projectExtItem) }),
});

/** Replaces the project's values; a required field must have one, every value must fit its field. */
export const saveProjectExt = defineRoute({
  method: 'POST',
  path: '/api/v1/project/project_ext/save',
  summary: 'Project extra fields save',
  tag: 'project',
  auth: 'session',
  signed: true,
  permission: MembersObject.editProject,
  request: z.object({
    project_id: uuidField(MembersMsg.projectIdRequired),
    values: z
      .array(z.object({ field_id: uuidField(MembersMsg.fieldIdRequired), value: textOrNull(EXT_VALUE_MAX) }), { error: MembersMsg.fieldIdRequired })
      .max(200, { error: MembersMsg.fieldIdRequired }),
    ...boundedSigningParams,
  }),
  response: z.object({ count: z.number() }),
});

/**
 * After the definitions changed: every project (or the one named) gets the default of a field it has no value for,
 * and loses values that no longer fit their field (an option removed, a type changed).
 */
export const syncProjectExt = defineRoute({
  method: 'POST',
  path: '/api/v1/project/project_ext/sync',
  summary: 'Project extra fields sync',
  tag: 'project',
  auth: 'session',
  signed: true,
  permission: MembersObject.extDefine,
  request: z.object({ project_id: optionalUuid(MembersMsg.projectNotFound), ...boundedSigningParams }),
  response: z.object({ projects: z.number(), filled: z.number(), cleared: z.number() }),
});
