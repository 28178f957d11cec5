import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResourceMsg, routes, schedule } from '@zhuyun/contracts';
import { ProjectDemoIds } from '../../../db/seed/project.seed';
import { ProjectOpsDemoIds } from '../../../db/seed/project-ops.seed';
import { ScheduleDemoIds } from '../../../db/seed/schedule.seed';
import type { ApiClient } from '../../../testing/binary-client';
import { familyCallers } from '../../../testing/callers';
import { codeOf, type TestApp } from '../../../testing/test-app';

const { ImageProgressMsg, ScheduleMsg } = schedule;
const P1 = ProjectDemoIds.projects[0];
const [S1, S2, S3] = ScheduleDemoIds.sections;
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3]);
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');

// Image progress (/imageProgressList, /imageProgressNode): photos of a section or schedule task on a day.
describe('image progress', () => {
  let t: TestApp;
  let admin: ApiClient;
  let other: ApiClient;
  let unpermitted: ApiClient;

  beforeAll(async () => {
    ({ t, admin, other, unpermitted } = await familyCallers());
  });
  afterAll(async () => t?.close());

  const picture = async (api: ApiClient = admin) => (await api.upload(routes.uploadFile, { module: 'picture' }, new Blob([PNG]), '现场.png')).data.file_path;

  it("lists a node's demo photos over time, each with a picture that loads", async () => {
    const node = await admin.call(routes.listImageProgress, { node_id: S1, is_page: 0, sort_field: 'shot_date', sort_order: 'asc' });
    expect(node.list.map((p) => p.shot_date)).toEqual(['2026-05-01', '2026-07-01', '2026-09-01', '2026-11-01']);
    expect(node.list[0]).toMatchObject({ node_type: 'construction', node_name: '一标段（1#–4#住宅楼）', project_name: '杭州未来科技城装配式住宅项目', title: '1#楼地下室施工' });
    const served = await t.app.inject({ method: 'GET', url: node.list[0]!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    expect((await admin.call(routes.listImageProgress, { project_id: P1, shot_date: '2026-11-01' })).total_count).toBe(2);
  });

  it('adds a photo of a section and of a schedule task, edits and deletes it', async () => {
    const { photo_id } = await admin.call(routes.createImageProgress, { project_id: P1, node_type: 'construction', node_id: S3, shot_date: '2026-11-20', file_path: await picture(), title: '幼儿园基坑' });
    expect((await admin.call(routes.listImageProgress, { node_id: S3 })).list).toEqual([expect.objectContaining({ photo_id, node_name: '三标段（配套及室外工程）', file_name: '现场.png' })]);
    const gantt = await admin.call(routes.getProjectGantDetail, { project_id: P1 });
    const task = gantt.tasks[0]!;
    await admin.call(routes.updateImageProgress, { photo_id, project_id: P1, node_type: 'task', node_id: task.task_id, shot_date: '2026-11-21', file_path: await picture() });
    expect((await admin.call(routes.listImageProgress, { node_id: task.task_id })).list[0]).toMatchObject({ photo_id, node_type: 'task', node_name: task.task_name, title: null });
    await admin.call(routes.deleteImageProgress, { photo_id });
    expect((await admin.call(routes.listImageProgress, { node_id: task.task_id })).total_count).toBe(0);
  });

  it('keeps another company out (10002) and refuses a job without the page (10403)', async () => {
    const demo = ProjectOpsDemoIds.photos[0]!;
    expect((await other.call(routes.listImageProgress, { node_id: S1 })).total_count).toBe(0);
    const theirs = await picture(other);
    expect(await codeOf(other.call(routes.createImageProgress, { project_id: P1, node_type: 'construction', node_id: S1, shot_date: '2026-11-20', file_path: theirs }))).toEqual({ code: 10002, msg: ScheduleMsg.projectNotFound });
    expect(await codeOf(other.call(routes.updateImageProgress, { photo_id: demo, project_id: P1, node_type: 'construction', node_id: S1, shot_date: '2026-11-20', file_path: theirs }))).toEqual({ code: 10002, msg: ImageProgressMsg.photoNotFound });
    expect(await codeOf(other.call(routes.deleteImageProgress, { photo_id: demo }))).toEqual({ code: 10002, msg: ImageProgressMsg.photoNotFound });
    expect((await codeOf(unpermitted.call(routes.deleteImageProgress, { photo_id: demo }))).code).toBe(10403);
    expect((await codeOf(unpermitted.call(routes.createImageProgress, { project_id: P1, node_type: 'construction', node_id: S1, shot_date: '2026-11-20', file_path: theirs }))).code).toBe(10403);
    expect((await admin.call(routes.listImageProgress, { node_id: S1 })).total_count).toBe(4);
  });

  it('answers 10001 with the rule: another project\'s node, a picture not ours or not a picture, bad fields', async () => {
    const base = { project_id: P1, node_type: 'construction' as const, node_id: S2, shot_date: '2026-11-20', file_path: await picture() };
    const refused = async (input: Record<string, unknown>, msg: string) => expect(await codeOf(admin.call(routes.createImageProgress, { ...base, ...input } as never))).toEqual({ code: 10001, msg });
    await refused({ project_id: ProjectDemoIds.projects[1] }, ImageProgressMsg.nodeNotFound);
    await refused({ node_type: 'floor' }, ImageProgressMsg.nodeTypeInvalid);
    await refused({ node_type: 'task' }, ImageProgressMsg.nodeNotFound);
    await refused({ shot_date: '' }, ImageProgressMsg.shotDateRequired);
    await refused({ file_path: '' }, ImageProgressMsg.fileRequired);
    await refused({ file_path: await picture(other) }, ImageProgressMsg.fileInvalid);
    const pdf = await admin.upload(routes.uploadFile, { module: 'drawing' }, new Blob([PDF]), '图纸.pdf');
    await refused({ file_path: pdf.data.file_path }, ImageProgressMsg.fileInvalid);
    await refused({ node_id: 'x' }, ResourceMsg.idInvalid);
    expect((await admin.call(routes.listImageProgress, { node_id: S2 })).total_count).toBe(3);
  });
});
