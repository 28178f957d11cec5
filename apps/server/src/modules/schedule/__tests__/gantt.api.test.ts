import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { uuidv7 } from 'uuidv7';
import { routes, schedule } from '@zhuyun/contracts';
import { ProjectDemoIds } from '../../../db/seed/project.seed';
import type { ApiClient } from '../../../testing/binary-client';
import { codeOf, type TestApp } from '../../../testing/test-app';
import { familyCallers } from '../../../testing/callers';

const { ScheduleMsg, GANTT_SHEET_COLUMNS } = schedule;
const demoProject = ProjectDemoIds.projects[0];
const emptyProject = ProjectDemoIds.projects[2];

async function xlsx(rows: unknown[][]): Promise<Blob> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('进度计划');
  sheet.addRow(GANTT_SHEET_COLUMNS.map((c) => c.header));
  for (const r of rows) sheet.addRow(r);
  return new Blob([await book.xlsx.writeBuffer()]);
}

// The schedule: create_project_gant, get_project_gant_detail, moving a task, Excel in and out, wbs_list.
describe('project schedule', () => {
  let t: TestApp;
  let api: ApiClient;
  let other: ApiClient;
  let unpermitted: ApiClient;

  beforeAll(async () => {
    ({ t, admin: api, other, unpermitted } = await familyCallers('资料员'));
  });
  afterAll(async () => t?.close());

  it('shows the demo schedule with its baseline, critical path and work breakdown', async () => {
    const detail = await api.call(routes.getProjectGantDetail, { project_id: demoProject });
    expect(detail.tasks).toHaveLength(30);
    expect(detail).toMatchObject({ gantt_name: '总进度计划', start_date: '2026-03-02' });
    const byName = new Map(detail.tasks.map((x) => [x.task_name, x]));
    // Piling ran 20 days late: it is now on the critical path and slipped behind its baseline.
    expect(byName.get('桩基施工')).toMatchObject({ is_critical: 1, total_float: 0 });
    expect(byName.get('桩基施工')!.end_date > byName.get('桩基施工')!.baseline_end!).toBe(true);
    expect(byName.get('竣工验收')).toMatchObject({ is_milestone: 1, duration: 0, is_critical: 1 });
    expect(byName.get('土方开挖')!.total_float).toBeGreaterThan(0);
    const wbs = await api.call(routes.getWbsList, { project_id: demoProject });
    expect(wbs.list.map((n) => n.children.length)).toEqual([9, 15, 5, 1]);
    expect(wbs.list.at(-1)!.name).toBe('未分标段');
  });

  it('saves a network, moves a task and pushes its successor, and keeps a successor with room', async () => {
    const [a, b, c] = [uuidv7(), uuidv7(), uuidv7()];
    const tasks = [
      { task_id: a, task_name: '挖土', start_date: '2026-05-01', end_date: '2026-05-03' },
      { task_id: b, task_name: '垫层', start_date: '2026-05-04', end_date: '2026-05-05', predecessors: [a] },
      { task_id: c, task_name: '验收', start_date: '2026-05-10', end_date: '2026-05-10', is_milestone: 1 as const, predecessors: [b] },
    ];
    await api.call(routes.createProjectGant, { project_id: emptyProject, gantt_name: '试验计划', set_baseline: 1, tasks });
    let detail = await api.call(routes.getProjectGantDetail, { project_id: emptyProject });
    expect(detail.tasks.map((x) => [x.task_name, x.is_critical, x.baseline_end])).toEqual([['挖土', 0, '2026-05-03'], ['垫层', 0, '2026-05-05'], ['验收', 1, '2026-05-10']]);
    detail = await api.call(routes.updateProjectGantTask, { task_id: a, start_date: '2026-05-03', end_date: '2026-05-05' });
    expect(detail.tasks.map((x) => `${x.start_date}..${x.end_date}`)).toEqual(['2026-05-03..2026-05-05', '2026-05-06..2026-05-07', '2026-05-10..2026-05-10']);
    detail = await api.call(routes.updateProjectGantTask, { task_id: b, start_date: '2026-05-08', end_date: '2026-05-12', progress: 40 });
    expect(detail.tasks.map((x) => x.start_date)).toEqual(['2026-05-03', '2026-05-08', '2026-05-13']);
    expect(detail.tasks[1]).toMatchObject({ progress: 40, baseline_start: '2026-05-04' });
  });

  it('refuses a cycle, an unknown predecessor and dates out of order (10001)', async () => {
    const [a, b] = [uuidv7(), uuidv7()];
    const save = (tasks: unknown[]) => codeOf(api.call(routes.createProjectGant, { project_id: emptyProject, gantt_name: 'x', tasks: tasks as never }));
    const task = (id: string, predecessors: string[] = []) => ({ task_id: id, task_name: 't', start_date: '2026-05-01', end_date: '2026-05-02', predecessors });
    expect(await save([task(a, [b]), task(b, [a])])).toEqual({ code: 10001, msg: ScheduleMsg.dependencyCycle });
    expect(await save([task(a, [b])])).toEqual({ code: 10001, msg: ScheduleMsg.dependencyUnknown });
    expect(await save([task(a, [a])])).toEqual({ code: 10001, msg: ScheduleMsg.dependencySelf });
    expect(await save([{ ...task(a), end_date: '2026-04-01' }])).toEqual({ code: 10001, msg: ScheduleMsg.endBeforeStart });
    expect(await save([{ ...task(a), start_date: '2026-13-01' }])).toEqual({ code: 10001, msg: ScheduleMsg.dateInvalid });
    expect(await save([{ ...task(a), task_name: '' }])).toEqual({ code: 10001, msg: ScheduleMsg.taskNameRequired });
  });

  it('imports a schedule from Excel, names a bad row, and exports it back', async () => {
    const good = await xlsx([
      [1, '放线', '2026-06-01', '2026-06-03', 0, '', '', '', ''],
      [2, '开挖', '2026-06-04', '2026-06-10', '20%', '1', '', '', ''],
      [3, '完成', '2026-06-11', '', 0, '2', '是', '', ''],
    ]);
    const answer = await api.upload(routes.importProjectGant, { project_id: emptyProject }, good, '计划.xlsx');
    expect(answer.data).toMatchObject({ imported: 3 });
    const detail = await api.call(routes.getProjectGantDetail, { project_id: emptyProject });
    expect(detail.tasks.map((x) => [x.task_name, x.predecessors.length, x.is_milestone, x.progress])).toEqual([['放线', 0, 0, 0], ['开挖', 1, 0, 20], ['完成', 1, 1, 0]]);
    const bad = await xlsx([[1, '放线', '2026-06-01', '2026-06-03'], [2, '开挖', '2026-06-31', '2026-07-01']]);
    expect(await codeOf(api.upload(routes.importProjectGant, { project_id: emptyProject }, bad, 'bad.xlsx'))).toEqual({ code: 10001, msg: ScheduleMsg.importRowInvalid(3, ScheduleMsg.dateInvalid) });
    const unknown = await xlsx([[1, '放线', '2026-06-01', '2026-06-03', 0, '9']]);
    expect(await codeOf(api.upload(routes.importProjectGant, { project_id: emptyProject }, unknown, 'u.xlsx'))).toEqual({ code: 10001, msg: ScheduleMsg.importRowInvalid(2, `${ScheduleMsg.dependencyUnknown}（9）`) });

    const { blob, filename } = await api.download(routes.exportProjectGant, { project_id: emptyProject });
    expect(filename).toContain('进度计划.xlsx');
    const back = await api.upload(routes.importProjectGant, { project_id: emptyProject }, blob, 'back.xlsx');
    expect(back.data).toMatchObject({ imported: 3 });
  });

  it('keeps another company out (10002) and refuses a job without the page (10403)', async () => {
    const demoTask = (await api.call(routes.getProjectGantDetail, { project_id: demoProject })).tasks[3]!;
    expect(await codeOf(other.call(routes.getProjectGantDetail, { project_id: demoProject }))).toEqual({ code: 10002, msg: ScheduleMsg.projectNotFound });
    expect(await codeOf(other.call(routes.updateProjectGantTask, { task_id: demoTask.task_id, start_date: '2026-01-01', end_date: '2026-01-02' }))).toEqual({ code: 10002, msg: ScheduleMsg.taskNotFound });
    expect((await codeOf(other.call(routes.createProjectGant, { project_id: demoProject, gantt_name: 'x', tasks: [] }))).code).toBe(10002);
    expect((await codeOf(other.download(routes.exportProjectGant, { project_id: demoProject }))).code).toBe(10002);
    expect((await codeOf(other.call(routes.getWbsList, { project_id: demoProject }))).code).toBe(10002);
    expect((await codeOf(unpermitted.call(routes.createProjectGant, { project_id: demoProject, gantt_name: 'x', tasks: [] }))).code).toBe(10403);
    expect((await codeOf(unpermitted.call(routes.updateProjectGantTask, { task_id: demoTask.task_id, start_date: '2026-01-01', end_date: '2026-01-02' }))).code).toBe(10403);
    // Reading the schedule is any member's.
    expect((await unpermitted.call(routes.getProjectGantDetail, { project_id: demoProject })).tasks).toHaveLength(30);
  });
});
