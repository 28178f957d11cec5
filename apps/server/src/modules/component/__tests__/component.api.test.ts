import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { routes } from '@zhuyun/contracts';
import { component } from '@zhuyun/contracts';
import { ProjectDemoIds } from '../../../db/seed/project.seed';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { DEMO, binaryClient, otherCompany, signedIn, type ApiClient } from '../../../testing/binary-client';


const { ComponentMsg } = component;
const P1 = ProjectDemoIds.projects[0];

// The component list (filters, paging, sorting), build and floor numbers, progress and report updates, the public
// trace read, the QR image, and tenancy.
describe('components', () => {
  let t: TestApp;
  let api: ApiClient;
  let other: Awaited<ReturnType<typeof otherCompany>>;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_ORIGIN: 'https://trace.example.com' });
    api = await signedIn(t, DEMO);
    other = await otherCompany(t);
  });
  afterAll(async () => t?.close());

  it('lists a project\'s components with filters, paging and sorting', async () => {
    const all = await api.call(routes.listComponents, { project_id: P1, per_page: 100 });
    expect(all.total_count).toBe(18);
    const installed = await api.call(routes.listComponents, { project_id: P1, progress: 4 });
    expect(installed.list.length).toBeGreaterThan(0);
    expect(installed.list.every((c) => c.progress === 4 && c.end_install_date !== null)).toBe(true);
    const typed = await api.call(routes.listComponents, { project_id: P1, cp_type: '2' });
    expect(typed.list.every((c) => c.cp_type === '2' && c.cp_type_name === '预制墙板')).toBe(true);
    const building = await api.call(routes.listComponents, { project_id: P1, build_no: '1', floor_no: '1' });
    expect(building.list.every((c) => c.build_no === '1' && c.floor_no === '1')).toBe(true);
    const dated = await api.call(routes.listComponents, { project_id: P1, date_field: 'out_date', start_date: '2026-03-10', end_date: '2026-03-10' });
    expect(dated.list.every((c) => c.out_date === '2026-03-10')).toBe(true);
    expect(dated.total_count).toBe(all.list.filter((c) => c.out_date === '2026-03-10').length);
    const sorted = await api.call(routes.listComponents, { project_id: P1, sort_field: 'cp_num', sort_order: 'descend', page: 2, per_page: 5 });
    const expected = all.list.map((c) => c.cp_num).sort().reverse().slice(5, 10);
    expect(sorted.list.map((c) => c.cp_num)).toEqual(expected);
    expect((await api.call(routes.listComponents, { search: 'WLKJ-1-001' })).list.map((c) => c.cp_num)).toEqual(['WLKJ-1-001']);
    expect((await api.call(routes.listComponents, { component_id: ProjectDemoIds.tracedComponent })).list.map((c) => c.cp_num)).toEqual(['WLKJ-4-004']);
    expect((await other.api.call(routes.listComponents, { component_id: ProjectDemoIds.tracedComponent })).total_count).toBe(0);
    expect(await codeOf(api.call(routes.listComponents, { progress: 9 }))).toEqual({ code: 10001, msg: ComponentMsg.progressInvalid });
    expect(await codeOf(api.call(routes.listComponents, { start_date: '2026-13-01' }))).toEqual({ code: 10001, msg: ComponentMsg.dateInvalid });
  });

  it('answers build numbers and the floors of a building', async () => {
    expect(await api.call(routes.getComponentBuildNo, { project_id: P1 })).toEqual({ list: ['1', '2', '3'] });
    const floors = await api.call(routes.getComponentFloorNo, { project_id: P1, build_no: '1' });
    expect(floors.list.length).toBeGreaterThan(0);
    expect(await codeOf(api.call(routes.getComponentBuildNo, { project_id: '' }))).toEqual({ code: 10001, msg: ComponentMsg.projectIdRequired });
    expect(await other.api.call(routes.getComponentBuildNo, { project_id: P1 })).toEqual({ list: [] });
  });

  it('moves progress forward with its date, never backwards, and records the report result', async () => {
    const planned = (await api.call(routes.listComponents, { project_id: P1, progress: 0 })).list[0]!;
    await api.call(routes.updateComponentProgress, { component_ids: [planned.component_id], progress: 1, date: '2026-04-01' });
    await api.call(routes.updateComponentProgress, { component_ids: planned.component_id, progress: 2, car_id: ProjectDemoIds.car, date: '2026-04-02' });
    const moved = (await api.call(routes.listComponents, { search: planned.cp_num })).list[0]!;
    expect(moved).toMatchObject({ progress: 2, produce_date: '2026-04-01', out_date: '2026-04-02', car_num: '浙A12345' });
    expect(await codeOf(api.call(routes.updateComponentProgress, { component_ids: [planned.component_id], progress: 1 }))).toEqual({
      code: 10001,
      msg: ComponentMsg.progressBackwards,
    });
    expect(await codeOf(api.call(routes.updateComponentProgress, { component_ids: [planned.component_id], progress: 7 }))).toEqual({
      code: 10001,
      msg: ComponentMsg.progressInvalid,
    });
    await api.call(routes.updateComponentReport, { component_ids: [planned.component_id], report_result: 2, report_date: '2026-04-03' });
    expect((await api.call(routes.listComponents, { search: planned.cp_num })).list[0]).toMatchObject({ report_result: 2, report_date: '2026-04-03' });
    expect(await codeOf(api.call(routes.updateComponentReport, { component_ids: [planned.component_id], report_result: 3 }))).toEqual({
      code: 10001,
      msg: ComponentMsg.reportResultInvalid,
    });
    // Another company's session cannot move it.
    expect(await codeOf(other.api.call(routes.updateComponentProgress, { component_ids: [planned.component_id], progress: 3 }))).toEqual({
      code: 10002,
      msg: ComponentMsg.componentNotFound,
    });
  });

  it('shows the public trace info without a session, and only what a label may show', async () => {
    const anonymous = binaryClient(t);
    const trace = await anonymous.call(routes.getCodeComponent, { id: ProjectDemoIds.tracedComponent });
    expect(trace).toMatchObject({
      cp_num: 'WLKJ-4-004',
      cp_type_name: '预制梁',
      progress: 3,
      out_date: '2026-03-10',
      scene_date: '2026-03-10',
      project: { project_name: '杭州未来科技城装配式住宅项目', address: expect.stringContaining('余杭区') },
      car: { car_num: '浙A12345', leader: '李师傅' },
      gps: { gps_num: 'GPS-DEMO-0001' },
      component_report: { result: 1 },
    });
    expect(trace.track.length).toBe(25);
    expect(Object.keys(trace.track[0]!)).toEqual(['lon', 'lat']);
    expect(JSON.stringify(trace)).not.toMatch(/13900001111|company_id|component_id|project_id/);
    expect(await codeOf(anonymous.call(routes.getCodeComponent, { id: '01900000-0000-7000-8000-00000000dead' }))).toEqual({
      code: 10002,
      msg: ComponentMsg.componentNotFound,
    });
    expect(await codeOf(anonymous.call(routes.getCodeComponent, { id: 'nope' }))).toMatchObject({ code: 10002 });
  });

  it('draws a QR PNG that decodes to the trace link', async () => {
    const { blob, filename } = await api.download(routes.getComponentQrcode, { node_type: 1, id: ProjectDemoIds.tracedComponent });
    expect(blob.type).toBe('image/png');
    expect(filename).toBe(`${ProjectDemoIds.tracedComponent}.png`);
    const png = PNG.sync.read(Buffer.from(await blob.arrayBuffer()));
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(`https://trace.example.com/memberQrCode?id=${ProjectDemoIds.tracedComponent}`);
    expect(await codeOf(api.download(routes.getComponentQrcode, { node_type: 2, id: ProjectDemoIds.tracedComponent }))).toEqual({
      code: 10001,
      msg: ComponentMsg.nodeTypeInvalid,
    });
    expect(await codeOf(other.api.download(routes.getComponentQrcode, { node_type: 1, id: ProjectDemoIds.tracedComponent }))).toEqual({
      code: 10002,
      msg: ComponentMsg.componentNotFound,
    });
  });

  it('keeps other companies\' components out of lists and deletes', async () => {
    expect((await other.api.call(routes.listComponents, { project_id: P1 })).total_count).toBe(0);
    const one = (await api.call(routes.listComponents, { project_id: P1, per_page: 1 })).list[0]!;
    expect(await codeOf(other.api.call(routes.deleteComponents, { component_id: one.component_id }))).toEqual({
      code: 10002,
      msg: ComponentMsg.componentNotFound,
    });
    expect(await api.call(routes.deleteComponents, { component_id: one.component_id })).toEqual({ deleted: 1 });
    expect((await api.call(routes.listComponents, { search: one.cp_num })).total_count).toBe(0);
  });
});
