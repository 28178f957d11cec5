import { z } from 'zod';
import { page } from '../envelope';
import { defineRoute } from '../route';
import { boundedSigningParams, optionalUuid, pagingShape, searchText, uuidField } from '../resource';
import { PatrolObject } from './patrol-plan.contract';
import { RobotMsg, aiBox, runResult, runRow } from './robot.contract';

/** A run's report (/patrolReport): its results per checkpoint and what they add up to. */
export const getPatrolReport = defineRoute({
  method: 'GET',
  path: '/robot/web/v1/patrol_report',
  summary: 'Patrol run report',
  tag: 'robot',
  auth: 'session',
  signed: true,
  permission: PatrolObject.reports,
  request: z.object({ run_id: uuidField(RobotMsg.runIdRequired), ...boundedSigningParams }),
  response: runRow.extend({
    results: z.array(runResult),
    summary: z.object({
      checkpoints: z.number(),
      normal: z.number(),
      abnormal: z.number(),
      ai_checked: z.number(),
      /** Every AI finding by label (未戴安全帽 → 1 …). */
      findings: z.record(z.string(), z.number()),
      duration_seconds: z.number().nullable(),
    }),
  }),
});

/** One checkpoint result with its run's robot and template: a row of the AI-result and alarm pages. */
export const patrolFindingRow = z.object({
  result_id: z.string(),
  run_id: z.string(),
  robot_id: z.string(),
  robot_name: z.string(),
  template_name: z.string(),
  checkpoint: z.string(),
  status: z.number(),
  summary: z.string(),
  image_url: z.string().nullable(),
  ai_boxes: z.array(aiBox),
  checked_at: z.string(),
});
export type PatrolFindingRow = z.infer<typeof patrolFindingRow>;

const findingQuery = z.object({
  robot_id: optionalUuid(RobotMsg.robotNotFound),
  search: searchText(100),
  ...pagingShape(true),
  ...boundedSigningParams,
});

/** /patrolAiResults: the checkpoints the AI looked at, newest first, each with its picture and labelled boxes. */
export const listAiResults = defineRoute({
  method: 'GET',
  path: '/robot/web/v1/patrol_ai_result',
  summary: 'Patrol AI results',
  tag: 'robot',
  auth: 'session',
  signed: true,
  permission: PatrolObject.ai,
  request: findingQuery,
  response: page(patrolFindingRow),
});

/** /patrolAlarmRecord: the abnormal checkpoints (each also raised one alarm in the message centre), newest first. */
export const listPatrolAlarms = defineRoute({
  method: 'GET',
  path: '/robot/web/v1/patrol_alarm',
  summary: 'Patrol alarm records',
  tag: 'robot',
  auth: 'session',
  signed: true,
  permission: PatrolObject.alarms,
  request: findingQuery,
  response: page(patrolFindingRow),
});
