import { PEOPLE_SHEET_COLUMNS, PeopleImportMsg, isMobilePhone } from '@zhuyun/contracts';
import { cellText } from '../../platform/xlsx/xlsx-rows';

export interface PeopleRowError {
  row: number;
  user_name: string;
  column: string;
  reason: string;
}

export interface ParsedPerson {
  rowNo: number;
  user_name: string;
  phone: string;
  user_no: string | null;
  dept_id: string;
  job_id: string;
}

/** The unit's departments by path below the unit (工程部/一组) and, where a name is unique, by name alone; posts by department. */
export interface UnitPosts {
  deptByPath: Map<string, string>;
  jobByDept: Map<string, Map<string, string>>;
}

type Key = (typeof PEOPLE_SHEET_COLUMNS)[number]['key'];
const headerOf = (key: Key) => PEOPLE_SHEET_COLUMNS.find((c) => c.key === key)?.header ?? key;
// eslint-disable-next-line no-control-regex -- a NUL cannot be stored, so a cell with one is refused
const HAS_NUL = /\u0000/;

/** The header row must be the template's; answers the first wrong column. */
export function checkPeopleHeader(values: unknown[]): PeopleRowError | null {
  for (let i = 0; i < PEOPLE_SHEET_COLUMNS.length; i++) {
    const expected = PEOPLE_SHEET_COLUMNS[i]!.header;
    if (cellText(values[i + 1]) !== expected) return { row: 1, user_name: '', column: expected, reason: PeopleImportMsg.headerInvalid };
  }
  return null;
}

/** One data row (values[1] is column A) → a person, or every error of the row in the sheet's column order. */
export function parsePersonRow(values: unknown[], rowNo: number, posts: UnitPosts): { person?: ParsedPerson; errors: PeopleRowError[] } {
  const cell = (key: Key) => cellText(values[PEOPLE_SHEET_COLUMNS.findIndex((c) => c.key === key) + 1]);
  const user_name = cell('user_name');
  const errors: PeopleRowError[] = [];
  const err = (key: Key, reason: string) => errors.push({ row: rowNo, user_name: user_name.slice(0, 64), column: headerOf(key), reason });

  if (!user_name) err('user_name', PeopleImportMsg.nameRequired);
  else if (user_name.length > 64 || HAS_NUL.test(user_name)) err('user_name', PeopleImportMsg.nameTooLong);
  const phone = cell('phone');
  if (!phone) err('phone', PeopleImportMsg.phoneRequired);
  else if (!isMobilePhone(phone)) err('phone', PeopleImportMsg.phoneInvalid);
  const user_no = cell('user_no');
  if (user_no && !/^[A-Za-z0-9]{1,32}$/.test(user_no)) err('user_no', PeopleImportMsg.userNoInvalid);
  const deptText = cell('dept').replace(/\s*\/\s*/g, '/');
  const dept_id = deptText ? posts.deptByPath.get(deptText) : undefined;
  if (!deptText) err('dept', PeopleImportMsg.deptRequired);
  else if (!dept_id) err('dept', PeopleImportMsg.deptUnknown);
  const jobText = cell('job');
  const job_id = dept_id && jobText ? posts.jobByDept.get(dept_id)?.get(jobText) : undefined;
  if (!jobText) err('job', PeopleImportMsg.jobRequired);
  else if (dept_id && !job_id) err('job', PeopleImportMsg.jobUnknown);

  if (errors.length || !dept_id || !job_id) return { errors };
  return { person: { rowNo, user_name, phone, user_no: user_no || null, dept_id, job_id }, errors };
}
