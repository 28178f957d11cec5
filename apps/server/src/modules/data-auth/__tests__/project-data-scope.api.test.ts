import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataAuthMsg, DataScopePage, DataScopeType, ResultCode, routes, type RouteContract } from '@zhuyun/contracts';
import { DemoIds } from '../../../db/seed/demo-organisation';
import { DemoTemplateIds } from '../../../db/seed/menu.seed';
import { ProjectDemoIds } from '../../../db/seed/project.seed';
import { SiteDemoIds } from '../../../db/seed/site.seed';
import { companyMembers, jobUsers } from '../../../db/schema';
import { familyCallers, type FamilyCallers } from '../../../testing/callers';
import { signedIn, type ApiClient } from '../../../testing/binary-client';
import { createUser } from '../../../testing/fixtures';
import { codeOf } from '../../../testing/test-app';

const [p0, , p2] = ProjectDemoIds.projects as unknown as [string, string, string];
type Loose = Record<string, unknown>;
type Row = { id: string; project_id: string | null | undefined };

/** One project-keyed family: its list (ids with their projects) and the detail calls of one row. */
interface Case {
  family: string;
  page: string;
  /** A row of the first demo project (the demo seed has one in every family). */
  row: (admin: ApiClient) => Promise<string>;
  list?: (api: ApiClient) => Promise<Row[]>;
  detail: (api: ApiClient, id: string) => Promise<unknown>;
}

const call = (api: ApiClient, route: RouteContract, input: Loose) => api.call(route as never, input as never) as Promise<Loose>;
const listOf =
  (route: RouteContract, idKey: string, project = 'project_id') =>
  async (api: ApiClient): Promise<Row[]> =>
    ((await call(api, route, { page_size: 100 })).list as Loose[]).map((r) => ({ id: String(r[idKey]), project_id: r[project] as string | null }));
/** The first row of the first demo project in the administrator's list. */
const firstOf = (list: (api: ApiClient) => Promise<Row[]>) => async (admin: ApiClient) => {
  const found = (await list(admin)).find((r) => r.project_id === p0);
  if (!found) throw new Error('the demo seed has no row of the first project');
  return found.id;
};

const components = listOf(routes.listComponents, 'component_id');
const devices = listOf(routes.listSiteDevices, 'device_id');
const alarms = listOf(routes.listAlarms, 'alarm_id');
const records = listOf(routes.listCheckRecords, 'record_id');
const models = listOf(routes.listModels, 'model_id');
const papers = listOf(routes.listPapers, 'paper_id');
const docFiles = listOf(routes.listProjectDocFiles, 'doc_file_id');
const dirs = listOf(routes.listProjectDirs, 'dir_id');
const sections = listOf(routes.listConstructions, 'construction_id');
const photos = listOf(routes.listImageProgress, 'photo_id');
/** A photo has no detail call: its edit (with its own values) is the read-and-write of one row. */
const samePhoto = async (api: ApiClient, admin: ApiClient, photo_id: string) => {
  const row = (await admin.call(routes.listImageProgress, { page_size: 100 })).list.find((p) => p.photo_id === photo_id);
  if (!row) throw new Error('the demo photo is gone');
  const { project_id, node_type, node_id, shot_date, file_path, title, remark } = row;
  return api.call(routes.updateImageProgress, { photo_id, project_id, node_type, node_id, shot_date, file_path, title, remark });
};

const CASES: Case[] = [
  {
    family: 'components (list, QR label, build numbers, export)',
    page: DataScopePage.components,
    row: firstOf(components),
    list: components,
    detail: async (api, id) => {
      await api.download(routes.getComponentQrcode, { node_type: 1, id });
      await api.call(routes.getComponentBuildNo, { project_id: p0 });
      await api.download(routes.exportComponents, { project_id: p0 });
    },
  },
  { family: 'site devices', page: DataScopePage.siteDevices, row: firstOf(devices), list: devices, detail: (api, device_id) => api.call(routes.getSiteDevice, { device_id }) },
  {
    family: 'site readings',
    page: DataScopePage.siteDevices,
    row: async () => SiteDemoIds.envEast,
    list: async (api) => (await api.call(routes.getEnvironment, {})).latest.map((r) => ({ id: r.device_id, project_id: undefined })),
    detail: async (api, device_id) => {
      await api.call(routes.getEnvironment, { device_id });
      await api.call(routes.getEleStateData, { device_id: SiteDemoIds.lift });
    },
  },
  { family: 'alarms', page: DataScopePage.alarms, row: firstOf(alarms), list: alarms, detail: (api, alarm_id) => api.call(routes.getAlarmDetail, { alarm_id }) },
  {
    family: 'check records',
    page: DataScopePage.checkRecords,
    row: firstOf(records),
    list: records,
    detail: async (api, record_id) => {
      await api.call(routes.getCheckRecord, { record_id });
      await api.call(routes.getRecordDetailList, { record_id });
    },
  },
  { family: 'models', page: DataScopePage.models, row: firstOf(models), list: models, detail: (api, model_id) => api.call(routes.listModelVersions, { model_id }) },
  {
    family: 'drawings',
    page: DataScopePage.drawings,
    row: firstOf(papers),
    list: papers,
    detail: async (api, paper_id) => {
      await api.call(routes.getPaperInfo, { paper_id });
      await api.call(routes.getPaperVersionList, { paper_id });
    },
  },
  {
    family: 'project files',
    page: DataScopePage.projectFiles,
    row: firstOf(docFiles),
    list: docFiles,
    detail: async (api, doc_file_id) => {
      await api.call(routes.listProjectDocFileVersions, { doc_file_id });
      await api.call(routes.previewProjectDocFile, { doc_file_id });
    },
  },
  { family: 'project directories', page: DataScopePage.projectFiles, row: firstOf(dirs), list: dirs, detail: (api) => api.call(routes.getProjectDirTree, { project_id: p0 }) },
  {
    family: 'schedules',
    page: DataScopePage.schedules,
    row: async () => p0,
    detail: async (api, project_id) => {
      await api.call(routes.getProjectGantDetail, { project_id });
      await api.download(routes.exportProjectGant, { project_id });
    },
  },
  {
    family: 'construction sections and the work breakdown',
    page: DataScopePage.constructionSections,
    row: firstOf(sections),
    list: sections,
    detail: (api) => api.call(routes.getWbsList, { project_id: p0 }),
  },
  { family: 'image progress', page: DataScopePage.imageProgress, row: firstOf(photos), list: photos, detail: (api, id) => samePhoto(api, demoAdmin, id) },
];
/** The demo unit's administrator, once signed in (the image progress case reads its photo as them). */
let demoAdmin: ApiClient;

/** An approved member of the demo unit whose current post is `jobId`. */
async function placeOnJob(c: FamilyCallers, userId: string, jobId: string): Promise<void> {
  const { db } = c.t.database;
  await db.insert(companyMembers).values({ company_id: DemoIds.company, user_id: userId, status: 3, job_id: jobId, is_admin: false });
  await db.insert(jobUsers).values({ company_id: DemoIds.company, job_id: jobId, user_id: userId });
}

// Issue 19 item 2: the data scope of /pageDataAuth on every project-keyed family — a job limited to its projects sees
// only their rows, and a row of another project is "not found" (10002, never 10403: its existence is not revealed).
describe('data scopes on project-keyed families', () => {
  let c: FamilyCallers;
  let builder: ApiClient;
  const limitTo = (project_ids: string[]) =>
    c.admin.call(routes.saveJobDataAuth, {
      job_id: DemoIds.builderJob,
      list: [...new Set(CASES.map((k) => k.page))].map((object_no) => ({ object_no, scope_type: DataScopeType.projects })),
      project_ids,
    });
  const rows = new Map<string, string>();

  beforeAll(async () => {
    c = await familyCallers();
    demoAdmin = c.admin;
    const b = await createUser(c.t.database.db);
    await placeOnJob(c, b.user_id, DemoIds.builderJob);
    builder = await signedIn(c.t, b);
    // Every page of the unit, so that only the data scope limits what the job sees.
    await c.admin.call(routes.saveJobTemplates, { job_id: DemoIds.builderJob, auth_template_ids: [DemoTemplateIds.builder, DemoTemplateIds.all] });
    for (const k of CASES) rows.set(k.family, await k.row(c.admin));
  }, 300_000); // a fresh app and a dozen lists: more than the default minute on a busy machine
  afterAll(async () => c?.t.close());

  it.each(CASES)('$family: all of the unit, then only the job’s projects, then another project’s row is 10002', async (k) => {
    const id = rows.get(k.family) as string;
    if (k.list) expect((await k.list(builder)).map((r) => r.id)).toContain(id);
    expect(await codeOf(k.detail(builder, id))).toEqual({ code: 0, msg: '' });

    await limitTo([p0]);
    if (k.list) {
      const seen = await k.list(builder);
      expect(seen.map((r) => r.id)).toContain(id);
      expect(seen.filter((r) => r.project_id !== undefined && r.project_id !== p0)).toEqual([]);
    }
    expect(await codeOf(k.detail(builder, id))).toEqual({ code: 0, msg: '' });

    await limitTo([p2]);
    if (k.list) {
      const seen = await k.list(builder);
      expect(seen.map((r) => r.id)).not.toContain(id);
      expect(seen.filter((r) => r.project_id !== undefined && r.project_id !== p2)).toEqual([]);
    }
    expect(await codeOf(k.detail(builder, id))).toMatchObject({ code: ResultCode.NOT_FOUND });
    // The administrator and another unit are untouched by the job's setting: all rows, and 10002 across units.
    expect(await codeOf(k.detail(c.admin, id))).toEqual({ code: 0, msg: '' });
    expect(await codeOf(k.detail(c.other, id))).toMatchObject({ code: ResultCode.NOT_FOUND });
    await c.admin.call(routes.saveJobDataAuth, { job_id: DemoIds.builderJob, list: [] });
  });

  it('refuses a change to another project’s row as "not found", and leaves it unchanged', async () => {
    const alarm = rows.get('alarms') as string;
    const component = rows.get('components (list, QR label, build numbers, export)') as string;
    const bell = async () => (await builder.call(routes.getMyMessages, { kind: 'alarm', page_size: 100 })).list.map((m) => m.message_id);
    expect(await bell()).toContain(alarm);
    await limitTo([p2]);
    // The bell too: a new alarm of another project does not reach the job's holder.
    expect(await bell()).not.toContain(alarm);
    expect(await codeOf(builder.call(routes.batchUpdateAlarmStatus, { alarm_ids: [alarm], status: 2 }))).toMatchObject({ code: ResultCode.NOT_FOUND });
    expect(await codeOf(builder.call(routes.deleteComponents, { component_id: [component] }))).toMatchObject({ code: ResultCode.NOT_FOUND });
    expect(await codeOf(builder.call(routes.updateComponentProgress, { component_ids: [component], progress: 4 }))).toMatchObject({ code: ResultCode.NOT_FOUND });
    // Nor may it put a new row into another project (the resource layer, for every scoped resource with a project).
    expect(await codeOf(builder.call(routes.saveAlarm, { title: '越权告警', level: 2, source: 'project', project_id: p0 }))).toMatchObject({ code: ResultCode.NOT_FOUND });
    expect(await codeOf(builder.call(routes.saveAlarm, { title: '本项目告警', level: 2, source: 'project', project_id: p2 }))).toEqual({ code: 0, msg: '' });
    expect(await codeOf(builder.call(routes.createProjectGant, { project_id: p0, gantt_name: '越权计划', set_baseline: 0, tasks: [] }))).toMatchObject({ code: ResultCode.NOT_FOUND });
    await c.admin.call(routes.saveJobDataAuth, { job_id: DemoIds.builderJob, list: [] });
    expect((await c.admin.call(routes.getAlarmDetail, { alarm_id: alarm })).status).not.toBe(2);
    expect(await components(c.admin)).toEqual(expect.arrayContaining([expect.objectContaining({ id: component })]));
  });

  it('offers each family’s page on /pageDataAuth, with only the scopes its rows can honour (10001 otherwise)', async () => {
    const saved = await c.admin.call(routes.getJobDataAuth, { job_id: DemoIds.builderJob });
    expect(saved.list.map((p) => p.object_no)).toEqual(expect.arrayContaining(Object.values(DataScopePage)));
    // A component carries no creator: "only mine" is not a scope of its page; a check record does (its filler).
    const save = (object_no: string, scope_type: number) => codeOf(c.admin.call(routes.saveJobDataAuth, { job_id: DemoIds.builderJob, list: [{ object_no, scope_type }] }));
    expect(await save(DataScopePage.components, DataScopeType.own)).toEqual({ code: ResultCode.VALIDATION, msg: DataAuthMsg.scopeInvalid });
    expect(await save(DataScopePage.checkRecords, DataScopeType.own)).toEqual({ code: 0, msg: '' });
    // "Only mine": the new member filled none of the demo's records.
    expect(await records(builder)).toEqual([]);
    expect(await codeOf(builder.call(routes.getRecordDetailList, { record_id: rows.get('check records') as string }))).toMatchObject({ code: ResultCode.NOT_FOUND });
    expect(await codeOf(c.unpermitted.call(routes.saveJobDataAuth, { job_id: DemoIds.builderJob, list: [] }))).toMatchObject({ code: ResultCode.FORBIDDEN });
    await c.admin.call(routes.saveJobDataAuth, { job_id: DemoIds.builderJob, list: [] });
  });
});
