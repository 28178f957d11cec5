import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { PEOPLE_SHEET_COLUMNS, PeopleImportMsg, ResultCode, routes } from '@zhuyun/contracts';
import { familyCallers, type FamilyCallers } from '../../../testing/callers';
import { binaryClient, type ApiClient } from '../../../testing/binary-client';
import { latestCode, userRow } from '../../../testing/fixtures';
import { codeOf } from '../../../testing/test-app';

const HEADERS: string[] = PEOPLE_SHEET_COLUMNS.map((c) => c.header);

async function xlsx(rows: unknown[][], headers: string[] = HEADERS): Promise<Blob> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('人员');
  sheet.addRow(headers);
  for (const r of rows) sheet.addRow(r);
  return new Blob([await book.xlsx.writeBuffer()]);
}

async function sheets(blob: Blob): Promise<unknown[][][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(await blob.arrayBuffer()) as never);
  return book.worksheets.map((sheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  });
}

// create_user_import (issue 19 item 1): template, all rows or none, every bad row named in an error file.
describe('people import', () => {
  let c: FamilyCallers;
  let admin: ApiClient;
  beforeAll(async () => {
    c = await familyCallers();
    admin = c.admin;
  });
  afterAll(async () => c?.t.close());

  const members = async (search: string) => (await admin.call(routes.getDeptAndSubUserList, { search, page_size: 100 })).list;

  it('serves a template with the columns and the unit’s departments and posts', async () => {
    const { blob, filename } = await admin.download(routes.getPeopleImportTemplate, {});
    expect(filename).toBe('人员导入模板.xlsx');
    const [people, posts] = await sheets(blob);
    expect(people![0]).toEqual(HEADERS);
    expect(posts).toContainEqual(['工程部', '施工员']);
    expect(posts).toContainEqual(['钱塘一号项目部', '项目经理']);
  });

  it('imports every row with its department and post, without a password; they sign in by code', async () => {
    const file = await xlsx([
      ['导入甲', '13700000001', 'importa', '工程部', '施工员'],
      ['导入乙', 13700000002, null, '钱塘一号项目部', '项目经理'],
      ['导入丙', '13700000003', '', ' 综合管理部 ', '行政专员'],
    ]);
    const answer = await admin.upload(routes.createUserImport, {}, file, 'people.xlsx');
    expect(answer.data).toEqual({ imported: 3, error_count: 0, errors: [], error_file: null });
    expect(answer.msg).toBe('导入成功，共 3 人');
    const rows = await members('导入');
    expect(rows.map((r) => [r.user_name, r.phone, r.user_no, r.dept_name, r.job_name]).sort()).toEqual([
      ['导入丙', '13700000003', null, '综合管理部', '行政专员'],
      ['导入乙', '13700000002', null, '钱塘一号项目部', '项目经理'],
      ['导入甲', '13700000001', 'importa', '工程部', '施工员'],
    ]);
    expect((await userRow(c.t.database.db, { phone: '13700000001' }))?.password_hash).toBeNull();
    // Signing in with a code to the phone starts a session in the unit they were imported into.
    const person = binaryClient(c.t);
    await person.call(routes.sendCode, { phone: '13700000001', usage_code: 1 });
    const login = await person.call(routes.login, { login_type: 2, phone: '13700000001', code: await latestCode(person, '13700000001') });
    person.setToken(login.access_token);
    expect((await person.call(routes.getUserInfo, {})).job).toBe('施工员');
  });

  it('refuses the whole file when any row is bad, naming each row and person, and offers the error file', async () => {
    const file = await xlsx([
      ['好人', '13700000010', null, '工程部', '施工员'],
      ['', '13700000011', null, '工程部', '施工员'],
      ['号码错', '1370000', null, '工程部', '施工员'],
      ['部门错', '13700000012', null, '不存在部', '施工员'],
      ['岗位错', '13700000013', null, '工程部', '项目经理'],
      ['重号', '13700000010', null, '工程部', '质检员'],
      ['已注册', '13800000001', null, '工程部', '质检员'],
      ['账号错', '13700000014', 'a b', '工程部', '质检员'],
      ['账号占用', '13700000015', 'DEMO', '工程部', '质检员'],
    ]);
    const answer = await admin.upload(routes.createUserImport, {}, file, 'bad.xlsx');
    expect(answer.msg).toBe('导入失败：8 处错误，未导入任何人员');
    expect(answer.data.imported).toBe(0);
    expect(answer.data.errors).toEqual([
      { row: 3, user_name: '', column: '姓名', reason: PeopleImportMsg.nameRequired },
      { row: 4, user_name: '号码错', column: '手机号', reason: PeopleImportMsg.phoneInvalid },
      { row: 5, user_name: '部门错', column: '部门', reason: PeopleImportMsg.deptUnknown },
      { row: 6, user_name: '岗位错', column: '岗位', reason: PeopleImportMsg.jobUnknown },
      { row: 7, user_name: '重号', column: '手机号', reason: `${PeopleImportMsg.phoneDuplicate}（第2行）` },
      { row: 8, user_name: '已注册', column: '手机号', reason: PeopleImportMsg.phoneTaken },
      { row: 9, user_name: '账号错', column: '账号', reason: PeopleImportMsg.userNoInvalid },
      { row: 10, user_name: '账号占用', column: '账号', reason: PeopleImportMsg.userNoTaken },
    ]);
    expect(await members('好人')).toEqual([]);
    const { blob } = await admin.download(routes.getPeopleImportErrors, { error_file: answer.data.error_file as string });
    const [errors] = await sheets(blob);
    expect(errors![0]).toEqual(['行号', '姓名', '列', '原因']);
    expect(errors).toContainEqual([5, '部门错', '部门', PeopleImportMsg.deptUnknown]);
    // Another unit cannot read it (10002), exactly like a file that never was.
    expect(await codeOf(c.other.download(routes.getPeopleImportErrors, { error_file: answer.data.error_file as string }))).toEqual({
      code: ResultCode.NOT_FOUND,
      msg: PeopleImportMsg.errorsGone,
    });
  });

  it('refuses a wrong header, a file that is not xlsx, and callers without the organisation object', async () => {
    const header = await admin.upload(routes.createUserImport, {}, await xlsx([['甲', '13700000020', null, '工程部', '施工员']], ['名字', '电话']), 'h.xlsx');
    expect(header.data.errors).toEqual([{ row: 1, user_name: '', column: '姓名', reason: PeopleImportMsg.headerInvalid }]);
    expect(await codeOf(admin.upload(routes.createUserImport, {}, new Blob(['a,b']), 'people.csv'))).toEqual({ code: ResultCode.VALIDATION, msg: PeopleImportMsg.fileNotXlsx });
    expect(await codeOf(admin.upload(routes.createUserImport, {}, new Blob(['not a zip']), 'people.xlsx'))).toEqual({ code: ResultCode.VALIDATION, msg: PeopleImportMsg.fileNotXlsx });
    expect(await codeOf(admin.download(routes.getPeopleImportErrors, { error_file: '' }))).toEqual({ code: ResultCode.VALIDATION, msg: PeopleImportMsg.errorsGone });
    expect((await codeOf(c.unpermitted.upload(routes.createUserImport, {}, await xlsx([]), 'p.xlsx'))).code).toBe(ResultCode.FORBIDDEN);
    expect((await codeOf(c.unpermitted.download(routes.getPeopleImportTemplate, {}))).code).toBe(ResultCode.FORBIDDEN);
  });
});
