import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@zhuyun/contracts';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { DEMO, otherCompany, signedIn, type ApiClient } from '../../../testing/binary-client';

// project_list's has_components=1: where /componList and /QrcodeList open when the top bar names no project.
describe('project_list has_components', () => {
  let t: TestApp;
  let api: ApiClient;

  beforeAll(async () => {
    t = await createTestApp();
    api = await signedIn(t, DEMO);
  });
  afterAll(async () => t?.close());

  it('keeps only the projects that have components, newest first like the whole list', async () => {
    const withOne = (await api.call(routes.saveProject, { project_code: 'ONE-1', project_name: '有一个构件的项目' })).project_id;
    const blob = new Blob([await sheetWithOneRow()]);
    expect((await api.upload(routes.importComponents, { project_id: withOne }, blob, 'one.xlsx')).data.imported).toBe(1);
    // Created last, the empty project leads the whole list.
    const empty = (await api.call(routes.saveProject, { project_code: 'EMPTY-1', project_name: '没有构件的项目' })).project_id;

    const all = await api.call(routes.getProjectList, { per_page: 10_000_000 });
    const filtered = await api.call(routes.getProjectList, { per_page: 10_000_000, has_components: 1 });
    expect(all.list[0]?.project_id).toBe(empty);
    expect(filtered.list.map((p) => p.project_id)).not.toContain(empty);
    expect(filtered.list[0]?.project_id).toBe(withOne);
    for (const p of filtered.list) expect((await api.call(routes.listComponents, { project_id: p.project_id })).total_count).toBeGreaterThan(0);
    expect(filtered.total_count).toBe(filtered.list.length);
  });

  it('answers no project to a company without components', async () => {
    const other = await otherCompany(t);
    const { project_id } = await other.api.call(routes.saveProject, { project_code: 'B-EMPTY', project_name: '乙方空项目' });
    const filtered = await other.api.call(routes.getProjectList, { per_page: 10_000_000, has_components: 1 });
    expect((await other.api.call(routes.getProjectList, { per_page: 10_000_000 })).list.map((p) => p.project_id)).toEqual([project_id]);
    expect(filtered).toMatchObject({ list: [], total_count: 0 });
  });
});

async function sheetWithOneRow(): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const { component } = await import('@zhuyun/contracts');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('构件');
  sheet.addRow(component.COMPONENT_SHEET_COLUMNS.map((c) => c.header));
  sheet.addRow(['ONE-001', '预制叠合板', '水平构件', '1', '1', 1.2, 3, '德清厂', '已生产', '2026-05-01', null, null, null, null]);
  return (await book.xlsx.writeBuffer()) as ArrayBuffer;
}
