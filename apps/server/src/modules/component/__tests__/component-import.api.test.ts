import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The fix must be in place before exceljs loads, as in the app.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { routes } from '@zhuyun/contracts';
import { component } from '@zhuyun/contracts';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { DEMO, otherCompany, signedIn, type ApiClient } from '../../../testing/binary-client';
import { generateImportFile } from '../../../../../../bench/import/generate';


const { ComponentMsg, COMPONENT_SHEET_COLUMNS } = component;
const HEADERS: string[] = COMPONENT_SHEET_COLUMNS.map((c) => c.header);

async function xlsx(rows: unknown[][], headers: string[] = HEADERS): Promise<Blob> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('构件');
  sheet.addRow(headers);
  for (const r of rows) sheet.addRow(r);
  return new Blob([await book.xlsx.writeBuffer()]);
}

async function readSheet(blob: Blob): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(await blob.arrayBuffer()) as never);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

// Import (all rows or none, with row errors and an error file), the template, and an export that imports back.
describe('component import and export', () => {
  let t: TestApp;
  let api: ApiClient;
  let projectA: string;
  let projectB: string;

  beforeAll(async () => {
    t = await createTestApp();
    api = await signedIn(t, DEMO);
    projectA = (await api.call(routes.saveProject, { project_code: 'IMP-A', project_name: '导入项目A' })).project_id;
    projectB = (await api.call(routes.saveProject, { project_code: 'IMP-B', project_name: '导入项目B' })).project_id;
  });
  afterAll(async () => t?.close());

  const count = async (project_id: string) => (await api.call(routes.listComponents, { project_id })).total_count;

  it('serves a template with the headers and the code lists as drop-downs', async () => {
    const { blob, filename } = await api.download(routes.getComponentTemplate, {});
    expect(filename).toBe('构件导入模板.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await blob.arrayBuffer()) as never);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADERS);
    const validations = (sheet as unknown as { dataValidations: { model: Record<string, { formulae: string[] }> } }).dataValidations.model;
    const formulae = Object.values(validations).map((v) => v.formulae[0]);
    expect(formulae).toContain('"预制叠合板,预制墙板,预制柱,预制梁,预制楼梯,预制阳台,预制空调板"');
    expect(formulae).toContain('"待生产,已生产,已出厂,已进场,已安装"');
  });

  it('imports good rows in one go', async () => {
    const file = await xlsx([
      ['A-001', '预制叠合板', '水平构件', '1', '2', 1.5, 3.2, '德清厂', '已生产', '2026-01-02', null, null, null, '合格'],
      ['A-002', '3', null, '1', '3', null, null, null, null, null, null, null, null, null],
    ]);
    const answer = await api.upload(routes.importComponents, { project_id: projectA }, file, 'a.xlsx');
    expect(answer.data).toEqual({ imported: 2, error_count: 0, errors: [], error_file: null });
    expect(answer.msg).toBe('导入成功，共 2 条');
    const rows = (await api.call(routes.listComponents, { project_id: projectA })).list;
    // A result from the sheet is dated the day of the import (the sheet has no inspection date).
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(rows.map((r) => [r.cp_num, r.cp_type, r.progress, r.produce_date, r.report_result, r.report_date])).toEqual([
      ['A-001', '1', 1, '2026-01-02', 1, today],
      ['A-002', '3', 0, null, null, null],
    ]);
  });

  it('refuses a wrong header and writes nothing', async () => {
    const headers = [...HEADERS];
    headers[1] = '类型';
    const answer = await api.upload(routes.importComponents, { project_id: projectB }, await xlsx([['B-1', '预制柱']], headers), 'b.xlsx');
    expect(answer.data.imported).toBe(0);
    expect(answer.data.errors).toEqual([{ row: 1, column: '构件类型', reason: ComponentMsg.headerInvalid }]);
    expect(await count(projectB)).toBe(0);
  });

  it('names every bad row (bad date, unknown type, duplicate and existing numbers), writes nothing, and serves the error file', async () => {
    const file = await xlsx([
      ['B-001', '预制柱', null, '1', '1', null, null, null, null, '2026-02-30', null, null, null, null],
      ['B-002', '预制火箭', null, '1', '1', null, null, null, null, null, null, null, null, null],
      ['B-003', '预制柱', null, '1', '1', null, null, null, null, null, null, null, null, null],
      ['B-003', '预制柱', null, '1', '2', null, null, null, null, null, null, null, null, null],
      [null, '预制柱', null, '1', '2', -1, null, null, '飞走了', null, null, null, null, '优秀'],
      ['B-006', '预制柱', null, '1', '2', null, null, null, null, null, null, null, null, null],
    ]);
    const answer = await api.upload(routes.importComponents, { project_id: projectB }, file, 'bad.xlsx');
    expect(answer.data.imported).toBe(0);
    expect(answer.msg).toBe('导入失败：7 处错误，请下载错误文件查看原因');
    expect(answer.data.errors).toEqual([
      { row: 2, column: '生产日期', reason: ComponentMsg.dateInvalid },
      { row: 3, column: '构件类型', reason: ComponentMsg.cpTypeUnknown },
      { row: 5, column: '构件编号', reason: `${ComponentMsg.cpNumDuplicate}（第4行）` },
      { row: 6, column: '构件编号', reason: ComponentMsg.cpNumRequired },
      { row: 6, column: '体积(m³)', reason: ComponentMsg.numberInvalid },
      { row: 6, column: '进度', reason: ComponentMsg.progressInvalid },
      { row: 6, column: '检验结果', reason: ComponentMsg.reportResultInvalid },
    ]);
    expect(await count(projectB)).toBe(0);
    const { blob } = await api.download(routes.getComponentImportErrors, { error_file: answer.data.error_file! });
    const sheet = await readSheet(blob);
    expect(sheet[0]).toEqual(['行号', '列', '原因']);
    expect(sheet[1]).toEqual([2, '生产日期', ComponentMsg.dateInvalid]);
    expect(sheet).toHaveLength(8);
    // The error file belongs to the company that imported.
    const other = await otherCompany(t);
    expect(await codeOf(other.api.download(routes.getComponentImportErrors, { error_file: answer.data.error_file! }))).toEqual({
      code: 10002,
      msg: ComponentMsg.importErrorsGone,
    });
  });

  it('refuses numbers that already exist in the project', async () => {
    const file = await xlsx([['A-001', '预制柱'], ['A-100', '预制柱']]);
    const answer = await api.upload(routes.importComponents, { project_id: projectA }, file, 'again.xlsx');
    expect(answer.data.errors).toEqual([{ row: 2, column: '构件编号', reason: ComponentMsg.cpNumExists }]);
    expect(await count(projectA)).toBe(2);
  });

  it('refuses a file that is not an xlsx, and another company\'s project', async () => {
    expect(await codeOf(api.upload(routes.importComponents, { project_id: projectB }, new Blob(['a,b,c']), 'x.csv'))).toEqual({
      code: 10001,
      msg: ComponentMsg.fileNotXlsx,
    });
    expect(await codeOf(api.upload(routes.importComponents, { project_id: projectB }, new Blob(['not a zip']), 'x.xlsx'))).toEqual({
      code: 10001,
      msg: ComponentMsg.fileNotXlsx,
    });
    const other = await otherCompany(t, '丙方公司');
    expect(await codeOf(other.api.upload(routes.importComponents, { project_id: projectA }, await xlsx([['Z-1', '预制柱']]), 'z.xlsx'))).toMatchObject({
      code: 10002,
    });
    expect(await codeOf(other.api.download(routes.exportComponents, { project_id: projectA }))).toMatchObject({ code: 10002 });
  });

  it('keeps Chinese text intact where it straddles the streaming reader\'s chunks', async () => {
    // The bench's file (inline strings, so all text is in the sheet's XML, inflated in 16 kB chunks): a reader that
    // decodes chunk by chunk (exceljs 4.4's does) reads row 1,043's 水平构件 as "水平构��" and refuses the file.
    const file = path.join(os.tmpdir(), `zhuyun-utf8-${process.pid}.xlsx`);
    await generateImportFile(file, 2_000);
    const project_id = (await api.call(routes.saveProject, { project_code: 'UTF8', project_name: '编码' })).project_id;
    const answer = await api.upload(routes.importComponents, { project_id }, await fs.openAsBlob(file), 'utf8.xlsx');
    fs.rmSync(file, { force: true });
    expect(answer.data).toMatchObject({ imported: 2_000, error_count: 0 });
  });

  it('exports the filter, and the export imports back unchanged', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => [
      `R-${String(i).padStart(3, '0')}`,
      ['预制墙板', '预制楼梯'][i % 2],
      '竖向构件',
      String(1 + (i % 3)),
      String(1 + (i % 10)),
      1.25,
      2.5,
      '余杭厂',
      ['待生产', '已生产', '已出厂', '已进场', '已安装'][i % 5],
      i % 5 >= 1 ? '2026-03-01' : null,
      i % 5 >= 2 ? '2026-03-02' : null,
      i % 5 >= 3 ? '2026-03-03' : null,
      i % 5 >= 4 ? '2026-03-04' : null,
      i % 5 >= 1 ? '合格' : null,
    ]);
    const src = (await api.call(routes.saveProject, { project_code: 'EXP-1', project_name: '导出源' })).project_id;
    expect((await api.upload(routes.importComponents, { project_id: src }, await xlsx(rows), 'r.xlsx')).data.imported).toBe(120);
    const { blob } = await api.download(routes.exportComponents, { project_id: src });
    const exported = await readSheet(blob);
    expect(exported[0]).toEqual(HEADERS);
    expect(exported).toHaveLength(121);
    const filtered = await readSheet((await api.download(routes.exportComponents, { project_id: src, build_no: '2' })).blob);
    expect(filtered).toHaveLength(41);

    const dst = (await api.call(routes.saveProject, { project_code: 'EXP-2', project_name: '导入目标' })).project_id;
    const back = await api.upload(routes.importComponents, { project_id: dst }, blob, 'export.xlsx');
    expect(back.data.imported).toBe(120);
    const strip = (list: component.ComponentRow[]) =>
      list.map(({ component_id: _a, project_id: _b, project_name: _c, created_at: _d, ...rest }) => rest);
    const before = await api.call(routes.listComponents, { project_id: src, per_page: 200 });
    const after = await api.call(routes.listComponents, { project_id: dst, per_page: 200 });
    expect(strip(after.list)).toEqual(strip(before.list));
  });
});
