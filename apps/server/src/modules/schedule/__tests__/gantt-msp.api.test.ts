import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, schedule } from '@zhuyun/contracts';
import { ProjectDemoIds } from '../../../db/seed/project.seed';
import type { ApiClient } from '../../../testing/binary-client';
import { codeOf, type TestApp } from '../../../testing/test-app';
import { familyCallers } from '../../../testing/callers';

const { ScheduleMsg } = schedule;
const emptyProject = ProjectDemoIds.projects[2];

interface MspTask {
  uid: number;
  name: string;
  start: string;
  finish: string;
  milestone?: boolean;
  summary?: boolean;
  percent?: number;
  baseline?: [string, string];
  links?: [number, number][]; // [predecessor UID, link type]
}

/** An MS Project XML file as MS Project saves one: the project's summary task (UID 0), then the tasks. */
function mspXml(tasks: MspTask[]): Blob {
  const task = (t: MspTask) => `
    <Task>
      <UID>${t.uid}</UID><ID>${t.uid}</ID><Name>${t.name}</Name><Type>1</Type><IsNull>0</IsNull>
      <Start>${t.start}T08:00:00</Start><Finish>${t.finish}T17:00:00</Finish>
      <OutlineLevel>${t.summary ? 1 : 2}</OutlineLevel><Summary>${t.summary ? 1 : 0}</Summary>
      <Milestone>${t.milestone ? 1 : 0}</Milestone><PercentComplete>${t.percent ?? 0}</PercentComplete>
      ${(t.links ?? []).map(([uid, type]) => `<PredecessorLink><PredecessorUID>${uid}</PredecessorUID><Type>${type}</Type><LinkLag>0</LinkLag></PredecessorLink>`).join('')}
      ${t.baseline ? `<Baseline><Number>0</Number><Start>${t.baseline[0]}T08:00:00</Start><Finish>${t.baseline[1]}T17:00:00</Finish></Baseline>` : ''}
    </Task>`;
  const xml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Project xmlns="http://schemas.microsoft.com/project">
  <Name>样板楼.xml</Name><StartDate>2026-06-01T08:00:00</StartDate>
  <Tasks>
    <Task><UID>0</UID><ID>0</ID><Name>样板楼</Name><Start>2026-06-01T08:00:00</Start><Finish>2026-06-20T17:00:00</Finish><OutlineLevel>0</OutlineLevel><Summary>1</Summary></Task>
    ${tasks.map(task).join('')}
  </Tasks>
  <Resources/><Assignments><Assignment><UID>1</UID><TaskUID>2</TaskUID><ResourceUID>1</ResourceUID></Assignment></Assignments>
</Project>`;
  return new Blob([Buffer.from(xml, 'utf8')], { type: 'application/xml' });
}

// The schedule imported from MS Project XML (issue 18 item 3): tasks, dates, finish-to-start predecessors, milestones.
describe('schedule import from MS Project XML', () => {
  let t: TestApp;
  let api: ApiClient;
  let other: ApiClient;
  let unpermitted: ApiClient;

  beforeAll(async () => {
    ({ t, admin: api, other, unpermitted } = await familyCallers('资料员'));
  });
  afterAll(async () => t?.close());

  const good = () =>
    mspXml([
      { uid: 1, name: '主体结构', start: '2026-06-01', finish: '2026-06-20', summary: true },
      { uid: 2, name: '测量放线 &amp; 定位', start: '2026-06-01', finish: '2026-06-03', percent: 100, baseline: ['2026-06-01', '2026-06-02'] },
      { uid: 3, name: '基坑开挖', start: '2026-06-04', finish: '2026-06-10', percent: 40, links: [[2, 1]] },
      { uid: 4, name: '垫层浇筑', start: '2026-06-11', finish: '2026-06-12', links: [[3, 1], [2, 3], [1, 1]] },
      { uid: 5, name: '基础验收', start: '2026-06-13', finish: '2026-06-13', milestone: true, links: [[4, 1]] },
    ]);

  it('reads work tasks, milestones, progress, baseline and finish-to-start links; leaves out summaries', async () => {
    const answer = await api.upload(routes.importProjectGant, { project_id: emptyProject }, good(), '样板楼.xml');
    expect(answer.data).toMatchObject({ imported: 4 });
    // The start-to-start link (2 → 4) and the link to the summary task are counted, not imported.
    expect(answer.msg).toBe(`导入成功，共4个任务；${ScheduleMsg.importLinksSkipped(2)}`);
    const detail = await api.call(routes.getProjectGantDetail, { project_id: emptyProject });
    const nameOf = new Map(detail.tasks.map((x) => [x.task_id, x.task_name]));
    expect(detail.tasks.map((x) => [x.task_name, x.start_date, x.end_date, x.progress, x.is_milestone, x.predecessors.map((p) => nameOf.get(p))])).toEqual([
      ['测量放线 & 定位', '2026-06-01', '2026-06-03', 100, 0, []],
      ['基坑开挖', '2026-06-04', '2026-06-10', 40, 0, ['测量放线 & 定位']],
      ['垫层浇筑', '2026-06-11', '2026-06-12', 0, 0, ['基坑开挖']],
      ['基础验收', '2026-06-13', '2026-06-13', 0, 1, ['垫层浇筑']],
    ]);
    expect(detail.tasks[0]).toMatchObject({ baseline_start: '2026-06-01', baseline_end: '2026-06-02' });
    // A chain of finish-to-start links with no slack: every task is critical.
    expect(detail.tasks.every((x) => x.is_critical)).toBe(true);

    // Importing again replaces the schedule: still four tasks.
    expect((await api.upload(routes.importProjectGant, { project_id: emptyProject }, good(), 'again.XML')).data).toMatchObject({ imported: 4 });
    expect((await api.call(routes.getProjectGantDetail, { project_id: emptyProject })).tasks).toHaveLength(4);
  });

  it('names a bad task by its UID and refuses what is not MS Project XML', async () => {
    const upload = (blob: Blob, name = 'p.xml') => codeOf(api.upload(routes.importProjectGant, { project_id: emptyProject }, blob, name));
    expect(await upload(mspXml([{ uid: 7, name: '开挖', start: '2026-06-31', finish: '2026-07-02' }]))).toEqual({ code: 10001, msg: ScheduleMsg.importTaskInvalid('7', ScheduleMsg.dateInvalid) });
    expect(await upload(mspXml([{ uid: 8, name: '开挖', start: '2026-06-05', finish: '2026-06-02' }]))).toEqual({ code: 10001, msg: ScheduleMsg.importTaskInvalid('8', ScheduleMsg.endBeforeStart) });
    expect(await upload(mspXml([{ uid: 9, name: '', start: '2026-06-01', finish: '2026-06-02' }]))).toEqual({ code: 10001, msg: ScheduleMsg.importTaskInvalid('9', ScheduleMsg.taskNameRequired) });
    expect(await upload(mspXml([{ uid: 3, name: '开挖', start: '2026-06-01', finish: '2026-06-02', links: [[42, 1]] }]))).toEqual({
      code: 10001,
      msg: ScheduleMsg.importTaskInvalid('3', `${ScheduleMsg.dependencyUnknown}（UID 42）`),
    });
    expect(await upload(mspXml([{ uid: 1, name: '汇总', start: '2026-06-01', finish: '2026-06-02', summary: true }]))).toEqual({ code: 10001, msg: ScheduleMsg.importXmlEmpty });
    expect(await upload(new Blob(['<html><body>not a schedule</body></html>']))).toEqual({ code: 10001, msg: ScheduleMsg.importXmlInvalid });
    expect(await upload(new Blob(['a,b\n']), 'plan.csv')).toEqual({ code: 10001, msg: ScheduleMsg.importFileType });
  });

  it('keeps another company out (10002) and refuses a job without the page (10403)', async () => {
    expect(await codeOf(other.upload(routes.importProjectGant, { project_id: emptyProject }, good(), 'p.xml'))).toEqual({ code: 10002, msg: ScheduleMsg.projectNotFound });
    expect((await codeOf(unpermitted.upload(routes.importProjectGant, { project_id: emptyProject }, good(), 'p.xml'))).code).toBe(10403);
    expect((await codeOf(api.upload(routes.importProjectGant, { project_id: 'nope' } as never, good(), 'p.xml'))).code).toBe(10001);
  });
});
