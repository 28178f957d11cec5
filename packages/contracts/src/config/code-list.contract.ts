import { z } from 'zod';
import { defineRoute } from '../route';
import { signingParams } from '../fields';
import { defineResource, numberOrNull, optionalUuid, searchText, text, textOrNull, uuidField } from '../resource';
import { ConfigMsg, ConfigObject } from './config.messages';

/** A 0/1 flag sent as a number or a one-character string; absent means 0. */
export const flagField = (message: string) =>
  z
    .union([z.number(), z.string().max(1), z.null()], { error: message })
    .optional()
    .transform((v) => (v == null || v === '' ? 0 : Number(v)))
    .refine((v) => v === 0 || v === 1, { error: message });

export const CODE_TYPE = /^[A-Za-z][A-Za-z0-9_]*$/;

export const codeTypeRow = z.object({
  code_type_id: z.string(),
  code_type: z.string(),
  type_name: z.string(),
  remark: z.string().nullable(),
  disabled: z.number(),
  value_count: z.number(),
  created_at: z.string(),
});

/** A unit's own code types (paths chosen beside the spec's get_codelist). System types are not rows here: read-only. */
export const codeTypeResource = defineResource({
  name: 'code_type',
  tag: 'config',
  scope: 'company',
  id: 'code_type_id',
  row: codeTypeRow,
  fields: {
    code_type: text(50, ConfigMsg.codeTypeRequired).refine((v) => CODE_TYPE.test(v), { error: ConfigMsg.codeTypeInvalid }),
    type_name: text(50, ConfigMsg.typeNameRequired),
    remark: textOrNull(200),
    disabled: flagField(ConfigMsg.flagInvalid),
  },
  filters: { search: searchText(50) },
  sort: ['created_at', 'code_type'],
  perPage: false,
  permission: ConfigObject,
  messages: { notFound: ConfigMsg.codeTypeNotFound, idRequired: ConfigMsg.codeTypeIdRequired, conflict: { code_type: ConfigMsg.codeTypeExists } },
  calls: {
    list: { method: 'POST', path: '/api/v1/config/code/get_code_types', summary: 'Lists a unit’s code types (path chosen)' },
    create: { method: 'POST', path: '/api/v1/config/code/create_code_type', summary: 'Creates a code type (path chosen)' },
    update: { method: 'POST', path: '/api/v1/config/code/update_code_type', summary: 'Updates a code type (path chosen)' },
    delete: { method: 'POST', path: '/api/v1/config/code/delete_code_type', summary: 'Deletes a code type and its values (path chosen)' },
  },
});

export const codeValueRow = z.object({
  code_value_id: z.string(),
  code_type_id: z.string(),
  value: z.string(),
  name: z.string(),
  sort: z.number(),
  disabled: z.number(),
  created_at: z.string(),
});

export const { list: getCodeTypes, create: createCodeType, update: updateCodeType, delete: deleteCodeType } = codeTypeResource.routes;

/** The values of a unit's code type: added, edited, ordered (sort) and disabled (kept, no longer offered). */
export const codeValueResource = defineResource({
  name: 'code_value',
  tag: 'config',
  scope: 'company',
  id: 'code_value_id',
  row: codeValueRow,
  fields: {
    code_type_id: uuidField(ConfigMsg.codeTypeIdRequired),
    value: text(50, ConfigMsg.valueRequired),
    name: text(100, ConfigMsg.valueNameRequired),
    sort: numberOrNull(ConfigMsg.sortInvalid, (n) => Number.isInteger(n) && n >= 0 && n <= 99_999),
    disabled: flagField(ConfigMsg.flagInvalid),
  },
  filters: { code_type_id: optionalUuid(ConfigMsg.codeTypeNotFound), search: searchText(50) },
  sort: ['sort', 'created_at', 'value'],
  perPage: false,
  permission: ConfigObject,
  messages: { notFound: ConfigMsg.codeValueNotFound, idRequired: ConfigMsg.codeValueIdRequired, conflict: { value: ConfigMsg.valueExists } },
  calls: {
    list: { method: 'POST', path: '/api/v1/config/code/get_code_values', summary: 'Lists a code type’s values (path chosen)' },
    create: { method: 'POST', path: '/api/v1/config/code/create_code_value', summary: 'Creates a code value (path chosen)' },
    update: { method: 'POST', path: '/api/v1/config/code/update_code_value', summary: 'Updates a code value (path chosen)' },
    delete: { method: 'POST', path: '/api/v1/config/code/delete_code_value', summary: 'Deletes a code value (path chosen)' },
  },
});

export const { list: getCodeValues, create: createCodeValue, update: updateCodeValue, delete: deleteCodeValue } = codeValueResource.routes;

/** The platform's own code lists (the ones get_codelist answers), shown read-only on /configure. Path chosen. */
export const getSystemCodeTypes = defineRoute({
  method: 'POST',
  path: '/api/v1/config/code/get_system_code_types',
  summary: 'System code types, read-only (path chosen)',
  tag: 'config',
  auth: 'session',
  signed: true,
  permission: ConfigObject,
  request: z.object({ ...signingParams }),
  response: z.object({ list: z.array(z.object({ code_type: z.string(), values: z.array(z.object({ value: z.string(), name: z.string(), sort: z.number() })) })) }),
});
