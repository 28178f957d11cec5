import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { component, routes } from '@zhuyun/contracts';
import { ProjectDemoIds } from '../../../db/seed/project.seed';
import { ProjectOpsDemoIds } from '../../../db/seed/project-ops.seed';
import type { ApiClient } from '../../../testing/binary-client';
import { familyCallers } from '../../../testing/callers';
import { codeOf, type TestApp } from '../../../testing/test-app';

const { ComponentMsg } = component;
const P1 = ProjectDemoIds.projects[0];
const componentId = (i: number) => `01900000-0000-7000-8000-0000000130${String(i).padStart(2, '0')}`;
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3]);

// Inspection reports (/reportList, /reportInfo): the resource, the /componList action that files them, and the
// component's mark that follows its newest report.
describe('component inspection reports', () => {
  let t: TestApp;
  let admin: ApiClient;
  let other: ApiClient;
  let unpermitted: ApiClient;

  beforeAll(async () => {
    ({ t, admin, other, unpermitted } = await familyCallers());
  });
  afterAll(async () => t?.close());

  const mark = async (id: string) => (await admin.call(routes.listComponents, { component_id: id })).list[0];

  it('lists the demo reports with their component, inspector and attachments, and shows one', async () => {
    const all = await admin.call(routes.listReports, { project_id: P1, is_page: 0 });
    expect(all.total_count).toBe(5);
    const failed = await admin.call(routes.listReports, { report_result: 2 });
    expect(failed.list).toHaveLength(1);
    expect(failed.list[0]).toMatchObject({ cp_num: 'WLKJ-3-003', inspector_name: '王质检', project_name: '杭州未来科技城装配式住宅项目' });
    const info = await admin.call(routes.getReportInfo, { report_id: ProjectOpsDemoIds.reports[0]! });
    expect(info.attachments).toHaveLength(1);
    const served = await t.app.inject({ method: 'GET', url: info.attachments[0]!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await admin.call(routes.listReports, { search: '李监理' })).total_count).toBe(2);
  });

  it("files one report per component from /componList's report-result action", async () => {
    const ids = [componentId(7), componentId(8)];
    await admin.call(routes.updateComponentReport, { component_ids: ids, report_result: 2, report_date: '2026-04-05' });
    const filed = await admin.call(routes.listReports, { component_id: ids[0], is_page: 0 });
    expect(filed.list).toEqual([expect.objectContaining({ report_result: 2, report_date: '2026-04-05', inspector_name: expect.any(String), inspector_id: expect.any(String) })]);
    expect((await admin.call(routes.listReports, { component_id: ids[1] })).total_count).toBe(1);
    // "No report" clears the mark and leaves what was filed.
    await admin.call(routes.updateComponentReport, { component_ids: [ids[0]!], report_result: null });
    expect(await mark(ids[0]!)).toMatchObject({ report_result: null, report_date: null });
    expect((await admin.call(routes.listReports, { component_id: ids[0] })).total_count).toBe(1);
  });

  it('creates a report with an uploaded attachment; the component shows its newest report, also after edits and deletes', async () => {
    const id = componentId(9);
    const photo = await admin.upload(routes.uploadFile, { module: 'picture' }, new Blob([PNG]), '检验.png');
    const { report_id } = await admin.call(routes.createReport, {
      component_id: id, report_result: 2, report_date: '2026-05-01', inspector_name: '赵检', report_no: 'JC-T-1', attachments: [photo.data.file_path],
    });
    expect(await mark(id)).toMatchObject({ report_result: 2, report_date: '2026-05-01' });
    const info = await admin.call(routes.getReportInfo, { report_id });
    expect(info).toMatchObject({ cp_num: 'WLKJ-3-010', project_id: P1, attachments: [{ file_path: photo.data.file_path, file_name: '检验.png', mime: 'image/png' }] });
    const { report_id: second } = await admin.call(routes.createReport, { component_id: id, report_result: 1, report_date: '2026-05-03', inspector_name: '赵检' });
    expect(await mark(id)).toMatchObject({ report_result: 1, report_date: '2026-05-03' });
    await admin.call(routes.updateReport, { report_id: second, component_id: id, report_result: 1, report_date: '2026-04-20', inspector_name: '赵检' });
    expect(await mark(id)).toMatchObject({ report_result: 2, report_date: '2026-05-01' });
    await admin.call(routes.deleteReport, { report_id });
    expect(await mark(id)).toMatchObject({ report_result: 1, report_date: '2026-04-20' });
    await admin.call(routes.deleteReport, { report_id: second });
    expect(await mark(id)).toMatchObject({ report_result: null, report_date: null });
  });

  it('keeps another company out (10002) and refuses a job without the page (10403)', async () => {
    const demoReport = ProjectOpsDemoIds.reports[1]!;
    expect((await other.call(routes.listReports, {})).total_count).toBe(0);
    expect(await codeOf(other.call(routes.getReportInfo, { report_id: demoReport }))).toEqual({ code: 10002, msg: ComponentMsg.reportNotFound });
    expect(await codeOf(other.call(routes.createReport, { component_id: componentId(1), report_result: 1, inspector_name: 'x' }))).toEqual({ code: 10002, msg: ComponentMsg.componentNotFound });
    expect(await codeOf(other.call(routes.deleteReport, { report_id: demoReport }))).toEqual({ code: 10002, msg: ComponentMsg.reportNotFound });
    expect((await codeOf(unpermitted.call(routes.createReport, { component_id: componentId(1), report_result: 1, inspector_name: 'x' }))).code).toBe(10403);
    expect((await codeOf(unpermitted.call(routes.deleteReport, { report_id: demoReport }))).code).toBe(10403);
    // Reading is for every member, as the component list.
    expect((await unpermitted.call(routes.listReports, {})).total_count).toBe((await admin.call(routes.listReports, {})).total_count);
  });

  it('answers 10001 with the field rule, and writes nothing', async () => {
    const base = { component_id: componentId(11), report_result: 1, inspector_name: '钱检' };
    const refused = async (input: Record<string, unknown>, msg: string) => expect(await codeOf(admin.call(routes.createReport, { ...base, ...input } as never))).toEqual({ code: 10001, msg });
    await refused({ report_result: 3 }, ComponentMsg.reportResultInvalid);
    await refused({ inspector_name: ' ' }, ComponentMsg.inspectorRequired);
    await refused({ report_date: '2026-02-30' }, ComponentMsg.dateInvalid);
    await refused({ component_id: '' }, ComponentMsg.componentIdRequired);
    await refused({ attachments: ['files/01900000-0000-7000-8000-000000000000'] }, ComponentMsg.attachmentInvalid);
    await refused({ attachments: Array.from({ length: 11 }, (_, i) => `files/${i}`) }, ComponentMsg.tooManyAttachments);
    expect((await admin.call(routes.listReports, { component_id: componentId(11) })).total_count).toBe(0);
    const { report_id } = await admin.call(routes.createReport, { ...base, report_no: 'JC-DUP' });
    expect(await codeOf(admin.call(routes.createReport, { ...base, report_no: 'JC-DUP' }))).toEqual({ code: 10003, msg: ComponentMsg.reportNoExists });
    await admin.call(routes.deleteReport, { report_id });
  });
});
