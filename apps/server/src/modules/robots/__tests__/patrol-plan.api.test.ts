import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ResultCode, robots, routes } from '@zhuyun/contracts';
import { robots as robotTable } from '../../../db/schema';
import type { ApiClient } from '../../../testing/binary-client';
import { codeOf, type TestApp } from '../../../testing/test-app';
import { familyCallers } from '../../../testing/callers';
import { runDuePatrols } from '../patrol-scheduler';
import { simulatorAdapter } from '../robot-adapter';

const { PatrolMsg, RobotMsg } = robots;
let t: TestApp;
let admin: ApiClient;
let other: ApiClient;
let unpermitted: ApiClient;
let robotId: string;
let templateId: string;

beforeAll(async () => {
  ({ t, admin, other, unpermitted } = await familyCallers());
  robotId = (await admin.call(routes.createRobot, { robot_name: '计划测试机器人', robot_sn: 'RB-PLAN-1' })).robot_id;
  const checkpoints = [
    { name: '大门', x: 5, y: 5 },
    { name: '钢筋加工区', x: 40, y: 70, ai_check: true },
  ];
  templateId = (await admin.call(routes.createPatrolTemplate, { template_name: '计划测试模板', robot_id: robotId, checkpoints })).template_id;
});
afterAll(async () => t?.close());

const tasksNamed = async (search: string) => (await admin.call(routes.listPatrolTasks, { search })).list;

describe('scheduled patrol tasks', () => {
  it('keeps a task with its next start, and refuses a rule the scheduler cannot run, a stranger’s robot and unpermitted callers', async () => {
    const { task_id } = await admin.call(routes.createPatrolTask, { task_name: '工作日早巡', robot_id: robotId, template_id: templateId, cron: '30 8 * * 1-5' });
    const [task] = await tasksNamed('工作日早巡');
    expect(task).toMatchObject({ task_id, robot_name: '计划测试机器人', template_name: '计划测试模板', enabled: 1, last_run_at: null });
    // 08:30 Beijing time is 00:30 UTC, on a Monday to Friday there.
    const next = new Date(task!.next_run_at as string);
    expect([next.getUTCHours(), next.getUTCMinutes()]).toEqual([0, 30]);
    expect([1, 2, 3, 4, 5]).toContain(new Date(next.getTime() + 8 * 3_600_000).getUTCDay());

    await admin.call(routes.updatePatrolTask, { task_id, task_name: '工作日早巡', robot_id: robotId, template_id: templateId, cron: '30 8 * * 1-5', enabled: 0 });
    expect((await tasksNamed('工作日早巡'))[0]).toMatchObject({ enabled: 0, next_run_at: null });

    const base = { task_name: '坏规则', robot_id: robotId, template_id: templateId };
    for (const cron of ['61 * * * *', '* * *', '0 9 31 2 *x', '0 9 31 2 *'])
      expect(await codeOf(admin.call(routes.createPatrolTask, { ...base, cron }))).toEqual({ code: ResultCode.VALIDATION, msg: PatrolMsg.cronInvalid });
    expect(await codeOf(admin.call(routes.createPatrolTask, { ...base, cron: '0 9 * * *', template_id: '' }))).toEqual({ code: ResultCode.VALIDATION, msg: PatrolMsg.taskTemplateRequired });
    const stranger = (await other.call(routes.createRobot, { robot_name: '他人的机器人', robot_sn: 'RB-OTHER-1' })).robot_id;
    expect(await codeOf(admin.call(routes.createPatrolTask, { ...base, cron: '0 9 * * *', robot_id: stranger }))).toEqual({ code: ResultCode.VALIDATION, msg: RobotMsg.robotNotFound });
    expect(await tasksNamed('坏规则')).toEqual([]);

    expect(await codeOf(other.call(routes.updatePatrolTask, { task_id, task_name: '改', robot_id: stranger, template_id: templateId, cron: '0 9 * * *' }))).toEqual({ code: ResultCode.NOT_FOUND, msg: PatrolMsg.taskNotFound });
    expect(await codeOf(other.call(routes.deletePatrolTask, { task_id }))).toEqual({ code: ResultCode.NOT_FOUND, msg: PatrolMsg.taskNotFound });
    expect((await codeOf(unpermitted.call(routes.listPatrolTasks, {}))).code).toBe(ResultCode.FORBIDDEN);
    expect((await codeOf(unpermitted.call(routes.createPatrolTask, { ...base, cron: '0 9 * * *' }))).code).toBe(ResultCode.FORBIDDEN);
  });

  it('starts a due task once at the injected instant, moves it to the next day, and says why a robot it cannot use did not start', async () => {
    const { task_id } = await admin.call(routes.createPatrolTask, { task_name: '每日九点巡检', robot_id: robotId, template_id: templateId, cron: '0 9 * * *' });
    const due = new Date((await tasksNamed('每日九点巡检'))[0]!.next_run_at as string);
    const { db } = t.database;
    const bus = t.app.platform.events;
    const mine = (starts: Awaited<ReturnType<typeof runDuePatrols>>) => starts.filter((s) => s.task_id === task_id);

    expect(mine(await runDuePatrols(db, bus, simulatorAdapter, new Date(due.getTime() - 60_000)))).toEqual([]);
    const [started] = mine(await runDuePatrols(db, bus, simulatorAdapter, due));
    expect(started).toMatchObject({ result: '已完成' });
    // The same instant again (a second server instance, a retried look) starts nothing: the task was claimed.
    expect(mine(await runDuePatrols(db, bus, simulatorAdapter, due))).toEqual([]);
    const run = await admin.call(routes.getPatrolRun, { run_id: started!.run_id as string });
    expect(run).toMatchObject({ trigger: 'schedule', template_id: templateId, robot_id: robotId, status: 2 });
    const [after] = await tasksNamed('每日九点巡检');
    expect(after).toMatchObject({ last_run_at: due.toISOString(), last_result: '已完成', next_run_at: new Date(due.getTime() + 86_400_000).toISOString() });

    // A robot in fault: the task does not start, says why, and waits for its next minute rather than retrying.
    await db.update(robotTable).set({ state: 4 }).where(eq(robotTable.robot_id, robotId));
    const nextDay = new Date(due.getTime() + 86_400_000);
    const [refused] = mine(await runDuePatrols(db, bus, simulatorAdapter, nextDay));
    expect(refused).toEqual({ task_id, run_id: null, result: `未能开始：${RobotMsg.robotOffline}` });
    expect((await tasksNamed('每日九点巡检'))[0]).toMatchObject({ next_run_at: new Date(nextDay.getTime() + 86_400_000).toISOString() });
    await db.update(robotTable).set({ state: 1 }).where(eq(robotTable.robot_id, robotId));
  });
});

describe('scenes and cameras', () => {
  it('keeps scenes as named sets of checkpoints', async () => {
    const { scene_id } = await admin.call(routes.createPatrolScene, { scene_name: '南门', checkpoints: [{ name: '南门岗亭', x: 50, y: 95, ai_check: true }] });
    expect((await admin.call(routes.listPatrolScenes, { search: '南门' })).list[0]).toMatchObject({ scene_id, checkpoints: [{ name: '南门岗亭', x: 50, y: 95, ai_check: true }] });
    expect(await codeOf(admin.call(routes.createPatrolScene, { scene_name: '空场景', checkpoints: [] }))).toEqual({ code: ResultCode.VALIDATION, msg: RobotMsg.checkpointsRequired });
    expect(await codeOf(admin.call(routes.createPatrolScene, { scene_name: '', checkpoints: [{ name: 'a', x: 1, y: 1 }] }))).toEqual({ code: ResultCode.VALIDATION, msg: PatrolMsg.sceneNameRequired });
    expect(await codeOf(other.call(routes.deletePatrolScene, { scene_id }))).toEqual({ code: ResultCode.NOT_FOUND, msg: PatrolMsg.sceneNotFound });
    expect((await codeOf(unpermitted.call(routes.createPatrolScene, { scene_name: '无权', checkpoints: [{ name: 'a', x: 1, y: 1 }] }))).code).toBe(ResultCode.FORBIDDEN);
  });

  it('keeps cameras with their stream addresses, on one of the company’s robots', async () => {
    const { camera_id } = await admin.call(routes.createCamera, { camera_name: '塔吊下摄像头', robot_id: robotId, stream_url: '/live/crane/index.m3u8' });
    expect((await admin.call(routes.listCameras, { search: '塔吊下' })).list[0]).toMatchObject({ camera_id, robot_name: '计划测试机器人', stream_url: '/live/crane/index.m3u8' });
    expect(await codeOf(admin.call(routes.createCamera, { camera_name: '坏地址', stream_url: 'rtsp://10.0.0.1/a' }))).toEqual({ code: ResultCode.VALIDATION, msg: PatrolMsg.streamUrlInvalid });
    expect(await codeOf(admin.call(routes.createCamera, { camera_name: '无地址', stream_url: '' }))).toEqual({ code: ResultCode.VALIDATION, msg: PatrolMsg.streamUrlRequired });
    expect(await codeOf(other.call(routes.updateCamera, { camera_id, camera_name: '改', stream_url: 'https://x.test/a.m3u8' }))).toEqual({ code: ResultCode.NOT_FOUND, msg: PatrolMsg.cameraNotFound });
    expect((await codeOf(unpermitted.call(routes.listCameras, {}))).code).toBe(ResultCode.FORBIDDEN);
  });
});

describe('reports, AI results and alarms', () => {
  it('sums a run per checkpoint and lists its AI finding and its alarm', async () => {
    const { run_id } = await admin.call(routes.startPatrolRun, { template_id: templateId });
    const report = await admin.call(routes.getPatrolReport, { run_id });
    expect(report.summary).toEqual({ checkpoints: 2, normal: 1, abnormal: 1, ai_checked: 1, findings: { 佩戴安全帽: 1, 未戴安全帽: 1 }, duration_seconds: expect.any(Number) });
    expect(report.results.map((r) => r.checkpoint)).toEqual(['大门', '钢筋加工区']);

    const ai = (await admin.call(routes.listAiResults, { robot_id: robotId })).list.filter((r) => r.run_id === run_id);
    expect(ai).toHaveLength(1);
    expect(ai[0]).toMatchObject({ checkpoint: '钢筋加工区', robot_name: '计划测试机器人', template_name: '计划测试模板', image_url: '/sim/patrol-site.svg' });
    expect(ai[0]!.ai_boxes).toHaveLength(2);
    const alarms = (await admin.call(routes.listPatrolAlarms, { search: '钢筋加工区' })).list.filter((r) => r.run_id === run_id);
    expect(alarms.map((a) => a.summary)).toEqual(['发现 1 人未戴安全帽']);

    expect(await codeOf(other.call(routes.getPatrolReport, { run_id }))).toEqual({ code: ResultCode.NOT_FOUND, msg: RobotMsg.runNotFound });
    expect((await other.call(routes.listAiResults, {})).list).toEqual([]);
    expect((await other.call(routes.listPatrolAlarms, {})).list).toEqual([]);
    expect(await codeOf(admin.call(routes.getPatrolReport, { run_id: 'x' }))).toMatchObject({ code: ResultCode.VALIDATION });
    for (const call of [routes.listAiResults, routes.listPatrolAlarms]) expect((await codeOf(unpermitted.call(call, {}))).code).toBe(ResultCode.FORBIDDEN);
    expect((await codeOf(unpermitted.call(routes.getPatrolReport, { run_id }))).code).toBe(ResultCode.FORBIDDEN);
  });
});
