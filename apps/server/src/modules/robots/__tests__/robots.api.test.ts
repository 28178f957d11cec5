import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, robots, routes } from '@zhuyun/contracts';
import type { ApiClient } from '../../../testing/binary-client';
import { codeOf, type TestApp } from '../../../testing/test-app';
import { familyCallers } from '../../../testing/callers';

const { RobotMsg } = robots;
let t: TestApp;
let admin: ApiClient;
let other: ApiClient;
let unpermitted: ApiClient;

beforeAll(async () => {
  ({ t, admin, other, unpermitted } = await familyCallers());
});
afterAll(async () => t?.close());

describe('patrol runs on the simulator', () => {
  it('walks the checkpoints, boxes what the AI saw, moves the robot and raises one alarm per abnormal checkpoint', async () => {
    const { robot_id } = await admin.call(routes.createRobot, { robot_name: '测试机器人', robot_sn: 'RB-T1' });
    const checkpoints = [
      { name: '东门', x: 10, y: 20 },
      { name: '塔吊作业区', x: 60, y: 40, ai_check: true },
    ];
    const { template_id } = await admin.call(routes.createPatrolTemplate, { template_name: '日常巡检', robot_id, checkpoints });
    const { run_id } = await admin.call(routes.startPatrolRun, { template_id });
    const run = await admin.call(routes.getPatrolRun, { run_id });
    expect(run).toMatchObject({ status: 2, abnormal_count: 1, trigger: 'manual', robot_name: '测试机器人' });
    expect(run.results.map((r) => [r.checkpoint, r.status])).toEqual([
      ['东门', 1],
      ['塔吊作业区', 2],
    ]);
    const ai = run.results[1]!;
    expect(ai.image_url).toBe('/sim/patrol-site.svg');
    expect(ai.ai_boxes.map((b) => b.label)).toEqual(['佩戴安全帽', '未戴安全帽']);
    expect(await admin.call(routes.getRobot, { robot_id })).toMatchObject({ state: 1, battery: 94, pos_x: 60, pos_y: 40 });
    const alarms = (await admin.call(routes.listAlarms, { search: '塔吊作业区' })).list;
    expect(alarms).toHaveLength(1);
    expect(alarms[0]).toMatchObject({ source: 'device', level: 3 });
    expect((await admin.call(routes.listPatrolRuns, { robot_id })).list.map((r) => r.run_id)).toEqual([run_id]);

    expect(await codeOf(other.call(routes.startPatrolRun, { template_id }))).toEqual({ code: ResultCode.NOT_FOUND, msg: RobotMsg.templateNotFound });
    expect(await codeOf(other.call(routes.getPatrolRun, { run_id }))).toEqual({ code: ResultCode.NOT_FOUND, msg: RobotMsg.runNotFound });
    expect((await codeOf(unpermitted.call(routes.startPatrolRun, { template_id }))).code).toBe(ResultCode.FORBIDDEN);
    expect((await codeOf(unpermitted.call(routes.listPatrolRuns, {}))).code).toBe(ResultCode.FORBIDDEN);
    expect((await codeOf(unpermitted.call(routes.getPatrolRun, { run_id }))).code).toBe(ResultCode.FORBIDDEN);
    expect((await other.call(routes.listPatrolRuns, {})).list.map((r) => r.run_id)).not.toContain(run_id);
    expect(await codeOf(admin.call(routes.getPatrolRun, { run_id: 'nope' }))).toMatchObject({ code: ResultCode.VALIDATION });
    for (const call of [routes.listPatrolRuns, routes.listAiResults, routes.listPatrolAlarms]) {
      expect(await codeOf(admin.call(call, { robot_id: 'nope' }))).toEqual({ code: ResultCode.VALIDATION, msg: RobotMsg.robotNotFound });
    }
    expect(await codeOf(admin.call(routes.startPatrolRun, { template_id: 'nope' }))).toMatchObject({ code: ResultCode.VALIDATION });
    expect(await codeOf(admin.call(routes.createPatrolTemplate, { template_name: '空', checkpoints: [] }))).toEqual({ code: ResultCode.VALIDATION, msg: RobotMsg.checkpointsRequired });
  });
});
