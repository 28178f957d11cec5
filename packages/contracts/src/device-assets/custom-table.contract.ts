import { z } from 'zod';
import { boundedString, defineResource, searchText, text, textOrNull, uuidField, optionalUuid } from '../resource';
import { COLUMN_TYPES, DeviceMsg, DeviceObject } from './device.messages';

export const customColumn = z.object({
  key: boundedString(30, DeviceMsg.columnKeyInvalid).regex(/^[a-z][a-z0-9_]*$/, { error: DeviceMsg.columnKeyInvalid }),
  title: text(30, DeviceMsg.columnTitleRequired),
  type: z.enum(COLUMN_TYPES, { error: DeviceMsg.columnTypeInvalid }),
  required: z.boolean().optional().transform((v) => v ?? false),
  options: z
    .array(text(30, DeviceMsg.columnOptionsRequired))
    .max(30)
    .optional()
    .transform((v) => v ?? []),
});
export type CustomColumn = z.output<typeof customColumn>;

const columns = z
  .array(customColumn, { error: DeviceMsg.columnsRequired })
  .min(1, { error: DeviceMsg.columnsRequired })
  .max(30, { error: DeviceMsg.tooManyColumns })
  .refine((cs) => new Set(cs.map((c) => c.key)).size === cs.length, { error: DeviceMsg.columnKeyRepeated })
  .refine((cs) => cs.every((c) => c.type !== 'select' || c.options.length > 0), { error: DeviceMsg.columnOptionsRequired });

const columnRow = z.object({ key: z.string(), title: z.string(), type: z.enum(COLUMN_TYPES), required: z.boolean(), options: z.array(z.string()) });

export const customTableRow = z.object({
  table_id: z.string(),
  table_name: z.string(),
  columns: z.array(columnRow),
  remark: z.string().nullable(),
  row_count: z.number(),
  created_at: z.string(),
});
export type CustomTableRow = z.infer<typeof customTableRow>;

/** /customTable: a unit's own tables, each a list of typed columns. */
export const customTableResource = defineResource({
  name: 'custom_table',
  tag: 'device',
  scope: 'company',
  id: 'table_id',
  row: customTableRow,
  fields: { table_name: text(50, DeviceMsg.tableNameRequired), columns, remark: textOrNull(200) },
  filters: { search: searchText(100) },
  sort: ['created_at', 'table_name'],
  perPage: true,
  permission: DeviceObject.customTable,
  messages: { notFound: DeviceMsg.tableNotFound, idRequired: DeviceMsg.tableIdRequired, conflict: { table_name: DeviceMsg.tableNameExists } },
  calls: {
    list: { method: 'GET', path: '/api/v1/base/custom_table', summary: 'Custom tables' },
    detail: { method: 'GET', path: '/api/v1/base/custom_table/detail', summary: 'Custom table detail' },
    create: { method: 'POST', path: '/api/v1/base/custom_table', summary: 'Create custom table' },
    update: { method: 'PUT', path: '/api/v1/base/custom_table', summary: 'Update custom table', restful: true },
    delete: { method: 'DELETE', path: '/api/v1/base/custom_table', summary: 'Delete custom table and its rows', restful: true },
  },
});
export const {
  list: listCustomTables,
  detail: getCustomTable,
  create: createCustomTable,
  update: updateCustomTable,
  delete: deleteCustomTable,
} = customTableResource.routes;

/** A cell as sent: text, a number, a yes/no, or nothing; checked against its column's type by the server. */
const cell = z.union([boundedString(500, DeviceMsg.rowValuesInvalid), z.number(), z.boolean(), z.null()], { error: DeviceMsg.rowValuesInvalid });
const rowValues = z
  .record(boundedString(30, DeviceMsg.rowValuesInvalid), cell, { error: DeviceMsg.rowValuesInvalid })
  .refine((v) => Object.keys(v).length <= 30, { error: DeviceMsg.rowValuesInvalid });

export const customRowRow = z.object({
  row_id: z.string(),
  table_id: z.string(),
  row_values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  created_at: z.string(),
});
export type CustomRowRow = z.infer<typeof customRowRow>;

/** /customTableDetail?table_id=…: the rows of one table, each validated against the column types when saved. */
export const customRowResource = defineResource({
  name: 'custom_table_row',
  tag: 'device',
  scope: 'company',
  id: 'row_id',
  row: customRowRow,
  fields: { table_id: uuidField(DeviceMsg.tableIdRequired), row_values: rowValues },
  filters: { table_id: optionalUuid(DeviceMsg.tableNotFound), search: searchText(100) },
  sort: ['created_at'],
  perPage: true,
  permission: DeviceObject.customTable,
  messages: { notFound: DeviceMsg.rowNotFound, idRequired: DeviceMsg.rowIdRequired },
  calls: {
    list: { method: 'GET', path: '/api/v1/base/custom_table_row', summary: 'Rows of a custom table' },
    create: { method: 'POST', path: '/api/v1/base/custom_table_row', summary: 'Add a row to a custom table' },
    update: { method: 'PUT', path: '/api/v1/base/custom_table_row', summary: 'Update a row of a custom table', restful: true },
    delete: { method: 'DELETE', path: '/api/v1/base/custom_table_row', summary: 'Delete a row of a custom table', restful: true },
  },
});
export const { list: listCustomRows, create: createCustomRow, update: updateCustomRow, delete: deleteCustomRow } = customRowResource.routes;
