import { z } from 'zod';
import { defineRoute } from '../route';
import { emptyData } from '../envelope';
import { boundedSigningParams as signingParams, text } from '../resource/resource-fields';

/**
 * Importing a unit's people from a workbook (issue 19 item 1). Imported people get no password: they sign in with an
 * SMS code to their phone, or set a password later (docs/decisions/023).
 */
export const PeopleImportMsg = {
  fileRequired: '请选择要导入的文件',
  fileTooLarge: '文件过大，最大 20MB',
  fileNotXlsx: '请上传 .xlsx 格式的文件',
  headerInvalid: '表头与模板不一致，请下载模板填写',
  noRows: '文件中没有人员数据',
  tooManyRows: '单次最多导入 20000 人',
  nameRequired: '姓名不能为空',
  nameTooLong: '姓名最多64个字符',
  phoneRequired: '手机号不能为空',
  phoneInvalid: '手机号格式不正确',
  phoneDuplicate: '手机号在文件中重复',
  phoneTaken: '该手机号已注册',
  userNoInvalid: '账号只能包含英文字母和数字，最多32位',
  userNoDuplicate: '账号在文件中重复',
  userNoTaken: '用户名已存在',
  deptRequired: '部门不能为空',
  deptUnknown: '本单位没有该部门',
  jobRequired: '岗位不能为空',
  jobUnknown: '该部门下没有该岗位',
  errorsGone: '错误文件已过期，请重新导入',
} as const;

export const PeopleImportMsgWith = {
  imported: (n: number) => `导入成功，共 ${n} 人`,
  failed: (n: number) => `导入失败：${n} 处错误，未导入任何人员`,
};

/** The template's columns, in order: the import reads exactly these headers. 部门 is the path below the unit (工程部/一组). */
export const PEOPLE_SHEET_COLUMNS = [
  { key: 'user_name', header: '姓名', required: true },
  { key: 'phone', header: '手机号', required: true },
  { key: 'user_no', header: '账号', required: false },
  { key: 'dept', header: '部门', required: true },
  { key: 'job', header: '岗位', required: true },
] as const;

export const MAX_PEOPLE_IMPORT_ROWS = 20_000;
export const MAX_PEOPLE_IMPORT_BYTES = 20 * 1024 * 1024;
/** Who may import people: those who manage the unit's accounts (add_user's object). */
export const PeopleImportObject = 'org.manage';

/** The template (xlsx): the columns, an example row, and a second sheet listing the unit's departments and posts. */
export const getPeopleImportTemplate = defineRoute({
  method: 'GET',
  path: '/api/v1/user/user/create_user_import_template',
  summary: 'Downloads the people import template (xlsx, path chosen)',
  tag: 'user',
  auth: 'session',
  signed: true,
  permission: PeopleImportObject,
  request: z.object({ ...signingParams }),
  response: emptyData,
});

/** A refused cell: its row, the person's name on that row (so the sheet names who), the column and why. */
export const peopleImportError = z.object({ row: z.number(), user_name: z.string(), column: z.string(), reason: z.string() });

/**
 * multipart/form-data with one `file` part (xlsx); timeStamp and randomNum travel in the query string. All rows or
 * none: with any bad row nothing is written, `imported` is 0 and `error_file` names the error sheet (code 0 with msg
 * 导入失败 …, so the page can show the rows).
 */
export const createUserImport = defineRoute({
  method: 'POST',
  path: '/api/v1/user/user/create_user_import',
  summary: 'Import the unit’s people (xlsx)',
  tag: 'user',
  auth: 'session',
  signed: true,
  permission: PeopleImportObject,
  request: z.object({ ...signingParams }),
  response: z.object({
    imported: z.number(),
    error_count: z.number(),
    /** The first 200 errors; the error file holds them all. */
    errors: z.array(peopleImportError),
    error_file: z.string().nullable(),
  }),
});

/** The error sheet of a failed import: row, column, reason, and the row's values (xlsx). Kept 30 minutes. */
export const getPeopleImportErrors = defineRoute({
  method: 'GET',
  path: '/api/v1/user/user/create_user_import_errors',
  summary: 'Downloads the error file of a failed people import (path chosen)',
  tag: 'user',
  auth: 'session',
  signed: true,
  permission: PeopleImportObject,
  request: z.object({ error_file: text(64, PeopleImportMsg.errorsGone), ...signingParams }),
  response: emptyData,
});
