import { z } from 'zod';
import { page } from '../envelope';
import { defineRoute } from '../route';
import { boundedSigningParams, defineResource, optionalUuid, pagingShape, searchText, text, textOrNull, uuidField } from '../resource';

/** Texts of the inspection robots (ours: spec-1 §7 names the /robot/web/v1 family, not its wording). */
export const RobotMsg = {
  robotIdRequired: '机器人ID不能为空',
  robotNotFound: '机器人不存在',
  robotNameRequired: '机器人名称不能为空',
  robotSnRequired: '机器人编号不能为空',
  robotSnExists: '机器人编号已存在',
  templateIdRequired: '巡检模板ID不能为空',
  templateNotFound: '巡检模板不存在',
  templateNameRequired: '模板名称不能为空',
  checkpointsRequired: '请至少添加一个巡检点',
  checkpointNameRequired: '巡检点名称不能为空',
  positionInvalid: '坐标应为0到100之间的数字',
  runIdRequired: '巡检记录ID不能为空',
  runNotFound: '巡检记录不存在',
  robotBusy: '机器人正在巡检中',
  robotOffline: '机器人离线，无法开始巡检',
} as const;

export const RobotObject = { robots: 'page.robotManagement', templates: 'page.tempManage', results: 'page.patrolinspectionResults' } as const;
export const ROBOT_STATE_NAMES: Record<number, string> = { 0: '离线', 1: '空闲', 2: '巡检中', 3: '充电中', 4: '故障' };

export const robotRow = z.object({
  robot_id: z.string(),
  robot_name: z.string(),
  robot_sn: z.string(),
  model: z.string().nullable(),
  state: z.number(),
  battery: z.number(),
  pos_x: z.number(),
  pos_y: z.number(),
  last_seen_at: z.string().nullable(),
  remark: z.string().nullable(),
  created_at: z.string(),
});

/** Robots (/robotManagement): state, battery and position are the adapter's to write, never the form's. */
export const robotResource = defineResource({
  name: 'robot',
  tag: 'robot',
  scope: 'company',
  id: 'robot_id',
  row: robotRow,
  fields: { robot_name: text(50, RobotMsg.robotNameRequired), robot_sn: text(64, RobotMsg.robotSnRequired), model: textOrNull(50), remark: textOrNull(200) },
  filters: { search: searchText(100) },
  sort: ['created_at', 'robot_name', 'battery'],
  perPage: true,
  permission: RobotObject.robots,
  messages: { notFound: RobotMsg.robotNotFound, idRequired: RobotMsg.robotIdRequired, conflict: { robot_sn: RobotMsg.robotSnExists } },
  calls: {
    list: { method: 'GET', path: '/robot/web/v1/robot', summary: 'Inspection robots' },
    detail: { method: 'GET', path: '/robot/web/v1/robot/detail', summary: 'Inspection robot detail' },
    create: { method: 'POST', path: '/robot/web/v1/robot', summary: 'Create inspection robot' },
    update: { method: 'PUT', path: '/robot/web/v1/robot', summary: 'Update inspection robot', restful: true },
    delete: { method: 'DELETE', path: '/robot/web/v1/robot', summary: 'Delete inspection robot', restful: true },
  },
});
export const { list: listRobots, detail: getRobot, create: createRobot, update: updateRobot, delete: deleteRobot } = robotResource.routes;

const coordinate = z
  .union([z.number(), z.string().max(12)], { error: RobotMsg.positionInvalid })
  .transform(Number)
  .refine((n) => Number.isFinite(n) && n >= 0 && n <= 100, { error: RobotMsg.positionInvalid });
export const checkpoint = z.object({ name: text(50, RobotMsg.checkpointNameRequired), x: coordinate, y: coordinate, ai_check: z.boolean().optional().transform((v) => v ?? false) });

export const templateRow = z.object({
  template_id: z.string(),
  template_name: z.string(),
  robot_id: z.string().nullable(),
  robot_name: z.string().nullable(),
  checkpoints: z.array(z.object({ name: z.string(), x: z.number(), y: z.number(), ai_check: z.boolean() })),
  remark: z.string().nullable(),
  created_at: z.string(),
});

/** Patrol templates (/tempManage): the route of checkpoints (on a 0–100 site plan) a robot patrols. */
export const templateResource = defineResource({
  name: 'patrol_template',
  tag: 'robot',
  scope: 'company',
  id: 'template_id',
  row: templateRow,
  fields: {
    template_name: text(50, RobotMsg.templateNameRequired),
    robot_id: optionalUuid(RobotMsg.robotNotFound),
    checkpoints: z.array(checkpoint, { error: RobotMsg.checkpointsRequired }).min(1, { error: RobotMsg.checkpointsRequired }).max(50),
    remark: textOrNull(200),
  },
  filters: { search: searchText(100), robot_id: optionalUuid(RobotMsg.robotNotFound) },
  sort: ['created_at', 'template_name'],
  perPage: true,
  permission: RobotObject.templates,
  messages: { notFound: RobotMsg.templateNotFound, idRequired: RobotMsg.templateIdRequired },
  calls: {
    list: { method: 'GET', path: '/robot/web/v1/patrol_template', summary: 'Patrol templates' },
    create: { method: 'POST', path: '/robot/web/v1/patrol_template', summary: 'Create patrol template' },
    update: { method: 'PUT', path: '/robot/web/v1/patrol_template', summary: 'Update patrol template', restful: true },
    delete: { method: 'DELETE', path: '/robot/web/v1/patrol_template', summary: 'Delete patrol template', restful: true },
  },
});
export const { list: listPatrolTemplates, create: createPatrolTemplate, update: updatePatrolTemplate, delete: deletePatrolTemplate } = templateResource.routes;

/** An AI finding: a labelled box on the checkpoint's picture, in fractions of its width and height. */
export const aiBox = z.object({ label: z.string(), score: z.number(), x: z.number(), y: z.number(), w: z.number(), h: z.number() });
export type AiBox = z.infer<typeof aiBox>;

export const runResult = z.object({
  result_id: z.string(),
  seq: z.number(),
  checkpoint: z.string(),
  /** 1 normal, 2 abnormal. */
  status: z.number(),
  summary: z.string(),
  image_url: z.string().nullable(),
  ai_boxes: z.array(aiBox),
  checked_at: z.string(),
});

export const runRow = z.object({
  run_id: z.string(),
  template_id: z.string(),
  template_name: z.string(),
  robot_id: z.string(),
  robot_name: z.string(),
  /** manual or schedule. */
  trigger: z.string(),
  /** 1 running, 2 finished. */
  status: z.number(),
  abnormal_count: z.number(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
});

/** Starts a patrol of a template by its robot now (the schedule starts the same way); answers the run. */
export const startPatrolRun = defineRoute({
  method: 'POST',
  path: '/robot/web/v1/patrol_run/start',
  summary: 'Start a patrol run',
  tag: 'robot',
  auth: 'session',
  signed: true,
  permission: RobotObject.templates,
  request: z.object({ template_id: uuidField(RobotMsg.templateIdRequired), ...boundedSigningParams }),
  response: z.object({ run_id: z.string() }),
});

/** One run with its results per checkpoint (the AI ones with their boxes). */
export const getPatrolRun = defineRoute({
  method: 'GET',
  path: '/robot/web/v1/patrol_run/detail',
  summary: 'Patrol run detail',
  tag: 'robot',
  auth: 'session',
  signed: true,
  permission: RobotObject.results,
  request: z.object({ run_id: uuidField(RobotMsg.runIdRequired), ...boundedSigningParams }),
  response: runRow.extend({ results: z.array(runResult) }),
});

/** /patrolinspectionResults: runs, newest first. */
export const listPatrolRuns = defineRoute({
  method: 'GET',
  path: '/robot/web/v1/patrol_run',
  summary: 'Patrol runs',
  tag: 'robot',
  auth: 'session',
  signed: true,
  permission: RobotObject.results,
  request: z.object({ robot_id: optionalUuid(RobotMsg.robotNotFound), ...pagingShape(true), ...boundedSigningParams }),
  response: page(runRow),
});
