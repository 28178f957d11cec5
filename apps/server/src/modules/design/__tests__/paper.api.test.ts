import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq, inArray } from 'drizzle-orm';
import { ResultCode, design, routes } from '@zhuyun/contracts';
import { auditLog } from '../../../db/schema';
import { demoDrawingPdf } from '../../../db/seed/data/demo-pdf';
import { DemoIds } from '../../../db/seed/demo-organisation';
import { DesignDemoIds } from '../../../db/seed/design.seed';
import { ProjectDemoIds } from '../../../db/seed/project.seed';
import { DEMO, otherCompany, signedIn, type ApiClient } from '../../../testing/binary-client';
import { addMember, createUser } from '../../../testing/fixtures';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';

const { DesignMsg } = design;
const [first, second] = ProjectDemoIds.projects;

async function xlsx(rows: unknown[][]): Promise<Blob> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('分解');
  sheet.addRow(['楼栋', '楼层', '构件类型']);
  for (const r of rows) sheet.addRow(r);
  return new Blob([await book.xlsx.writeBuffer()]);
}

// Drawings with versions, design info and the project decomposition (issue 17 item 2).
describe('drawings and decomposition', () => {
  let t: TestApp;
  let api: ApiClient;
  let other: ApiClient;
  let unpermitted: ApiClient;
  const pdf = (text: string) => new Blob([new Uint8Array(demoDrawingPdf([text]))], { type: 'application/pdf' });
  const upload = async (client: ApiClient, text: string) => (await client.upload(routes.uploadFile, { module: 'drawing' }, pdf(text), `${text}.pdf`)).data.file_path;

  beforeAll(async () => {
    t = await createTestApp();
    api = await signedIn(t, DEMO);
    other = (await otherCompany(t)).api;
    const user = await createUser(t.database.db);
    await addMember(t.database.db, DemoIds.company, user.user_id, new Date(), '无权限岗位');
    unpermitted = await signedIn(t, user);
  });
  afterAll(async () => t?.close());

  it('numbers versions 1, 2, 3, lists the newest first as current, and keeps the older ones readable', async () => {
    const paper_id = (await api.call(routes.savePaper, { project_id: first, paper_no: 'S-201', paper_name: '二层结构平面图', discipline: '结构' })).paper_id;
    expect((await api.call(routes.getPaperInfo, { paper_id })).current_version).toBe(0);
    for (const [i, note] of ['首版', '修改梁高', '终版'].entries()) {
      expect(await api.call(routes.savePaperVersion, { paper_id, file_path: await upload(api, `S-201 v${i + 1}`), note })).toMatchObject({ version_no: i + 1 });
    }
    const { list } = await api.call(routes.getPaperVersionList, { paper_id });
    expect(list.map((v) => [v.version_no, v.is_current, v.note])).toEqual([[3, true, '终版'], [2, false, '修改梁高'], [1, false, '首版']]);
    expect(await api.call(routes.getPaperInfo, { paper_id })).toMatchObject({ current_version: 3, current_file_name: 'S-201 v3.pdf' });
    // The oldest version's link still answers its own bytes.
    const oldest = list[2]!;
    const answer = await t.app.inject({ method: 'GET', url: new URL(oldest.url, 'http://x').pathname + new URL(oldest.url, 'http://x').search });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.body).toContain('S-201 v1');
  });

  it('shows the demo drawing with two versions, the second current', async () => {
    const { list } = await api.call(routes.getPaperVersionList, { paper_id: DesignDemoIds.paper });
    expect(list.map((v) => [v.version_no, v.is_current])).toEqual([[2, true], [1, false]]);
    expect((await api.call(routes.listPapers, { project_id: first, search: 'A-101' })).list[0]).toMatchObject({ current_version: 2, resolve_name: '1号楼' });
  });

  it('keeps drawings, versions and files within the company', async () => {
    const foreign = await upload(other, 'foreign');
    expect(await codeOf(api.call(routes.savePaperVersion, { paper_id: DesignDemoIds.paper, file_path: foreign }))).toEqual({ code: ResultCode.VALIDATION, msg: DesignMsg.fileInvalid });
    expect(await codeOf(other.call(routes.savePaperVersion, { paper_id: DesignDemoIds.paper, file_path: foreign }))).toEqual({ code: ResultCode.NOT_FOUND, msg: DesignMsg.paperNotFound });
    expect(await codeOf(other.call(routes.getPaperVersionList, { paper_id: DesignDemoIds.paper }))).toEqual({ code: ResultCode.NOT_FOUND, msg: DesignMsg.paperNotFound });
    expect((await codeOf(other.call(routes.getDesignInfo, { project_id: first }))).code).toBe(ResultCode.NOT_FOUND);
    expect(await codeOf(other.call(routes.savePaper, { project_id: first, paper_no: 'X-1', paper_name: 'x' }))).toEqual({ code: ResultCode.VALIDATION, msg: DesignMsg.platformProjectInvalid });
    for (const [route, input] of [
      [routes.getPaperVersionList, { paper_id: DesignDemoIds.paper }],
      [routes.savePaperVersion, { paper_id: DesignDemoIds.paper, file_path: foreign }],
      [routes.getDesignInfo, { project_id: first }],
      [routes.getResolveTree, { project_id: first }],
      [routes.getResolveWbs, { project_id: first }],
      [routes.editResolve, { resolve_id: DesignDemoIds.resolveRoot, node_name: 'x' }],
      [routes.deleteResolve, { resolve_id: DesignDemoIds.resolveRoot }],
      [routes.getResolveComponents, { resolve_id: DesignDemoIds.resolveRoot }],
    ] as const) {
      expect((await codeOf(unpermitted.call(route as never, input as never))).code, route.path).toBe(ResultCode.FORBIDDEN);
    }
  });

  it('refuses a non-drawing file, a node of another project and a bad discipline', async () => {
    const png = await api.upload(routes.uploadFile, { module: 'picture' }, new Blob([new Uint8Array(Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4c50000000049454e44ae426082', 'hex'))]), 'p.png');
    expect(await codeOf(api.call(routes.savePaperVersion, { paper_id: DesignDemoIds.paper, file_path: png.data.file_path }))).toEqual({ code: ResultCode.VALIDATION, msg: DesignMsg.fileInvalid });
    expect(await codeOf(api.call(routes.savePaper, { project_id: second, resolve_id: DesignDemoIds.resolveRoot, paper_no: 'X-2', paper_name: 'x' }))).toEqual({ code: ResultCode.VALIDATION, msg: DesignMsg.resolveNotFound });
    expect(await codeOf(api.call(routes.savePaper, { project_id: first, paper_no: 'X-3', paper_name: 'x', discipline: '玄学' }))).toEqual({ code: ResultCode.VALIDATION, msg: DesignMsg.disciplineInvalid });
    expect(await codeOf(api.call(routes.savePaper, { project_id: first, paper_no: 'A-101', paper_name: 'dup' }))).toEqual({ code: ResultCode.CONFLICT, msg: DesignMsg.paperNoExists });
  });

  it('answers design info of a project', async () => {
    const info = await api.call(routes.getDesignInfo, { project_id: first });
    expect(info).toMatchObject({ jt_project_id: DesignDemoIds.projects[0], org_name: '浙江华汇建筑设计研究院', design_stage: '深化设计', deep_status: 2 });
    expect(info.version_count).toBeGreaterThanOrEqual(2);
  });

  it('builds the tree with component counts, its WBS, and a node\'s components with their progress', async () => {
    const { list } = await api.call(routes.getResolveTree, { project_id: first });
    expect(list).toHaveLength(1);
    const root = list[0]!;
    expect(root).toMatchObject({ level: 1, component_count: 18, wbs_code: '1' });
    expect(root.children.map((b) => b.node_name)).toEqual(['1号楼', '2号楼', '3号楼']);
    const building = root.children[0]!;
    expect(building.children.reduce((n, f) => n + f.component_count, 0)).toBe(building.component_count);
    const type = building.children[0]!.children[0]!;
    const components = await api.call(routes.getResolveComponents, { resolve_id: type.resolve_id });
    expect(components.total_count).toBe(type.component_count);
    expect(components.list.every((c) => c.build_no === type.build_no && c.floor_no === type.floor_no && c.cp_type === type.cp_type)).toBe(true);
    expect(components.list.filter((c) => c.progress === 4)).toHaveLength(type.installed_count);
    const wbs = (await api.call(routes.getResolveWbs, { project_id: first })).list;
    expect(wbs[0]).toMatchObject({ wbs_code: '1', level: 1 });
    expect(wbs[1]).toMatchObject({ wbs_code: '1.1', path: `${root.node_name} / 1号楼` });
  });

  it('imports a decomposition from Excel, adding only missing nodes, and names a bad row', async () => {
    const bad = await codeOf(api.upload(routes.importResolve, { project_id: second }, await xlsx([['1', '1', '预制柱'], ['1', '', '预制梁']]), 'r.xlsx'));
    expect(bad).toEqual({ code: ResultCode.VALIDATION, msg: '第3行：楼层不能为空或格式不正确' });
    const unknown = await codeOf(api.upload(routes.importResolve, { project_id: second }, await xlsx([['1', '1', '木头']]), 'r.xlsx'));
    expect(unknown).toEqual({ code: ResultCode.VALIDATION, msg: '第2行：构件类型“木头”不存在' });
    expect((await api.call(routes.getResolveTree, { project_id: second })).list).toEqual([]); // nothing half-written
    const rows = [['1', '1', '预制柱'], ['1', '1', '4'], ['1', '2', '预制柱'], ['2', '1', '预制墙板']];
    expect((await api.upload(routes.importResolve, { project_id: second }, await xlsx(rows), 'r.xlsx')).data).toEqual({ added: 1 + 2 + 3 + 4, rows: 4 });
    expect((await api.upload(routes.importResolve, { project_id: second }, await xlsx(rows), 'r.xlsx')).data).toEqual({ added: 0, rows: 4 });
    expect((await codeOf(other.upload(routes.importResolve, { project_id: second }, await xlsx(rows), 'r.xlsx'))).code).toBe(ResultCode.NOT_FOUND);
    const tree = (await api.call(routes.getResolveTree, { project_id: second })).list[0]!;
    expect(tree.children[0]!.children[0]!.children.map((c) => c.node_name)).toEqual(['预制柱', '预制梁']);
  });

  it('edits and deletes a node (with what is under it); drawings filed there stay, under no node', async () => {
    const root = (await api.call(routes.getResolveTree, { project_id: first })).list[0]!;
    const building = root.children[1]!;
    await api.call(routes.editResolve, { resolve_id: building.resolve_id, node_name: '2号楼（住宅）', wbs_code: 'B2' });
    expect(await codeOf(other.call(routes.editResolve, { resolve_id: building.resolve_id, node_name: 'x' }))).toEqual({ code: ResultCode.NOT_FOUND, msg: DesignMsg.resolveNotFound });
    expect(await codeOf(api.call(routes.editResolve, { resolve_id: building.resolve_id, node_name: ' ' }))).toEqual({ code: ResultCode.VALIDATION, msg: DesignMsg.resolveNameRequired });
    const paper_id = (await api.call(routes.savePaper, { project_id: first, resolve_id: building.resolve_id, paper_no: 'B-1', paper_name: '2号楼总图' })).paper_id;
    expect(await codeOf(other.call(routes.deleteResolve, { resolve_id: building.resolve_id }))).toEqual({ code: ResultCode.NOT_FOUND, msg: DesignMsg.resolveNotFound });
    const under = 1 + building.children.length + building.children.reduce((n, f) => n + f.children.length, 0);
    expect(await api.call(routes.deleteResolve, { resolve_id: building.resolve_id })).toEqual({ deleted: under });
    expect((await api.call(routes.getPaperInfo, { paper_id })).resolve_id).toBeNull();
    expect((await api.call(routes.getResolveTree, { project_id: first })).list[0]!.children.map((b) => b.node_name)).toEqual(['1号楼', '3号楼']);
  });

  it('records version saves and node imports, edits and deletes in the audit trail', async () => {
    const rows = await t.database.db
      .select({ action: auditLog.action, type: auditLog.object_type })
      .from(auditLog)
      .where(and(eq(auditLog.company_id, DemoIds.company), inArray(auditLog.object_type, ['paper_version', 'project_resolve'])));
    const kinds = new Set(rows.map((r) => `${r.type} ${r.action}`));
    expect(kinds).toEqual(new Set(['paper_version create', 'project_resolve create', 'project_resolve update', 'project_resolve delete']));
  });

  it('answers 10002 for another company\'s project or node on every decomposition call, and 10001 for bad input', async () => {
    const root = DesignDemoIds.resolveRoot;
    const project = { code: ResultCode.NOT_FOUND, msg: DesignMsg.platformProjectInvalid };
    const node = { code: ResultCode.NOT_FOUND, msg: DesignMsg.resolveNotFound };
    expect(await codeOf(other.call(routes.getResolveTree, { project_id: first }))).toEqual(project);
    expect(await codeOf(other.call(routes.getResolveWbs, { project_id: first }))).toEqual(project);
    expect(await codeOf(other.call(routes.getResolveComponents, { resolve_id: root }))).toEqual(node);
    expect(await codeOf(other.call(routes.getPaperInfo, { paper_id: DesignDemoIds.paper }))).toEqual({ code: ResultCode.NOT_FOUND, msg: DesignMsg.paperNotFound });
    const invalid = (msg: string) => ({ code: ResultCode.VALIDATION, msg });
    expect(await codeOf(api.call(routes.getResolveTree, { project_id: '' }))).toEqual(invalid(DesignMsg.platformProjectRequired));
    expect((await codeOf(api.call(routes.getResolveWbs, { project_id: 'not-an-id' }))).code).toBe(ResultCode.VALIDATION);
    expect((await codeOf(api.call(routes.getResolveComponents, { resolve_id: 'not-an-id' }))).code).toBe(ResultCode.VALIDATION);
    expect(await codeOf(api.call(routes.deleteResolve, { resolve_id: '' }))).toEqual(invalid(DesignMsg.resolveIdRequired));
    expect((await codeOf(api.call(routes.editResolve, { resolve_id: root, node_name: 'x', sort_no: 10000 }))).code).toBe(ResultCode.VALIDATION);
    expect((await codeOf(api.call(routes.getDesignInfo, { project_id: 'not-an-id' }))).code).toBe(ResultCode.VALIDATION);
    expect(await codeOf(api.call(routes.getPaperVersionList, { paper_id: '' }))).toEqual(invalid(DesignMsg.paperIdRequired));
    expect(await codeOf(api.call(routes.savePaperVersion, { paper_id: DesignDemoIds.paper, file_path: '' }))).toEqual(invalid(DesignMsg.fileRequired));
    const csv = new Blob(['楼栋,楼层,构件类型\n1,1,预制柱\n']);
    expect(await codeOf(api.upload(routes.importResolve, { project_id: second }, csv, 'r.csv'))).toEqual(invalid(DesignMsg.importFileNotXlsx));
    expect(await codeOf(api.upload(routes.importResolve, { project_id: second }, await xlsx([]), 'r.xlsx'))).toEqual(invalid(DesignMsg.importEmpty));
    expect(await codeOf(api.upload(routes.importResolve, { project_id: 'not-an-id' }, await xlsx([['1', '1', '预制柱']]), 'r.xlsx'))).toMatchObject({ code: ResultCode.VALIDATION });
  });

  it('renames a node keeping its own WBS code unless one is sent; null numbers it by its place again', async () => {
    const building = (await api.call(routes.getResolveTree, { project_id: first })).list[0]!.children[0]!;
    const codeOfBuilding = async () => (await api.call(routes.getResolveTree, { project_id: first })).list[0]!.children.find((b) => b.resolve_id === building.resolve_id);
    await api.call(routes.editResolve, { resolve_id: building.resolve_id, node_name: '1号楼', wbs_code: 'A1' });
    await api.call(routes.editResolve, { resolve_id: building.resolve_id, node_name: '1号楼（商业）' });
    expect(await codeOfBuilding()).toMatchObject({ node_name: '1号楼（商业）', wbs_code: 'A1' });
    await api.call(routes.editResolve, { resolve_id: building.resolve_id, node_name: '1号楼', wbs_code: null, sort_no: '1' });
    expect(await codeOfBuilding()).toMatchObject({ node_name: '1号楼', wbs_code: '1.1', sort_no: 1 });
  });
});
