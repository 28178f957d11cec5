import { z } from 'zod';
import { defineResource, optionalUuid, searchText, text, textOrNull, uuidField } from '../resource';
import { RobotMsg, checkpoint } from './robot.contract';

/** Texts of patrol tasks, scenes and cameras (ours, as the rest of /robot/web/v1). */
export const PatrolMsg = {
  taskIdRequired: '巡检任务ID不能为空',
  taskNotFound: '巡检任务不存在',
  taskNameRequired: '任务名称不能为空',
  taskRobotRequired: '请选择机器人',
  taskTemplateRequired: '请选择巡检模板',
  cronInvalid: '执行规则格式不正确（分 时 日 月 周，如 30 8 * * 1-5）',
  enabledInvalid: '启用状态不正确',
  sceneIdRequired: '巡检场景ID不能为空',
  sceneNotFound: '巡检场景不存在',
  sceneNameRequired: '场景名称不能为空',
  cameraIdRequired: '摄像头ID不能为空',
  cameraNotFound: '摄像头不存在',
  cameraNameRequired: '摄像头名称不能为空',
  streamUrlRequired: '视频流地址不能为空',
  streamUrlInvalid: '视频流地址应以 http://、https:// 或 / 开头',
} as const;

/** The page objects of the pages this file serves (seeded from the menu tree as page.<route>). */
export const PatrolObject = {
  tasks: 'page.patrolTaskManage',
  scenes: 'page.patrolSceneManage',
  cameras: 'page.cameraManagement',
  reports: 'page.patrolReport',
  ai: 'page.patrolAiResults',
  alarms: 'page.patrolAlarmRecord',
} as const;

/** Five cron fields of digits, `*`, `,`, `-` and `/`; the server reads the rule itself and refuses what it cannot run. */
const cronText = text(100, PatrolMsg.cronInvalid).refine((v) => /^[\d*,/-]+(\s+[\d*,/-]+){4}$/.test(v), { error: PatrolMsg.cronInvalid });
const enabled = z
  .union([z.number(), z.string().max(1), z.boolean(), z.null()], { error: PatrolMsg.enabledInvalid })
  .optional()
  .transform((v) => (v === undefined || v === null || v === '' ? 1 : v === true ? 1 : v === false ? 0 : Number(v)))
  .refine((n) => n === 0 || n === 1, { error: PatrolMsg.enabledInvalid });

export const taskRow = z.object({
  task_id: z.string(),
  task_name: z.string(),
  robot_id: z.string(),
  robot_name: z.string().nullable(),
  template_id: z.string(),
  template_name: z.string().nullable(),
  cron: z.string(),
  enabled: z.number(),
  /** When the scheduler will start it next (null while disabled). */
  next_run_at: z.string().nullable(),
  last_run_at: z.string().nullable(),
  /** What the last scheduled start came to: 已完成 or why it could not start. */
  last_result: z.string().nullable(),
  remark: z.string().nullable(),
  created_at: z.string(),
});

/** Scheduled patrols (/patrolTaskManage): a robot, a template, a cron rule in Beijing time, enabled or not. */
export const taskResource = defineResource({
  name: 'patrol_task',
  tag: 'robot',
  scope: 'company',
  id: 'task_id',
  row: taskRow,
  fields: {
    task_name: text(50, PatrolMsg.taskNameRequired),
    robot_id: uuidField(PatrolMsg.taskRobotRequired),
    template_id: uuidField(PatrolMsg.taskTemplateRequired),
    cron: cronText,
    enabled,
    remark: textOrNull(200),
  },
  filters: { search: searchText(100), robot_id: optionalUuid(PatrolMsg.taskRobotRequired) },
  sort: ['created_at', 'task_name', 'next_run_at'],
  perPage: true,
  permission: PatrolObject.tasks,
  messages: { notFound: PatrolMsg.taskNotFound, idRequired: PatrolMsg.taskIdRequired },
  calls: {
    list: { method: 'GET', path: '/robot/web/v1/patrol_task', summary: 'Scheduled patrol tasks' },
    create: { method: 'POST', path: '/robot/web/v1/patrol_task', summary: 'Create scheduled patrol task' },
    update: { method: 'PUT', path: '/robot/web/v1/patrol_task', summary: 'Update scheduled patrol task', restful: true },
    delete: { method: 'DELETE', path: '/robot/web/v1/patrol_task', summary: 'Delete scheduled patrol task', restful: true },
  },
});
export const { list: listPatrolTasks, create: createPatrolTask, update: updatePatrolTask, delete: deletePatrolTask } = taskResource.routes;

export const sceneRow = z.object({
  scene_id: z.string(),
  scene_name: z.string(),
  checkpoints: z.array(z.object({ name: z.string(), x: z.number(), y: z.number(), ai_check: z.boolean() })),
  remark: z.string().nullable(),
  created_at: z.string(),
});

/** Scenes (/patrolSceneManage): named sets of checkpoints a template may start from (a gate, a crane area …). */
export const sceneResource = defineResource({
  name: 'patrol_scene',
  tag: 'robot',
  scope: 'company',
  id: 'scene_id',
  row: sceneRow,
  fields: {
    scene_name: text(50, PatrolMsg.sceneNameRequired),
    checkpoints: templateCheckpoints(),
    remark: textOrNull(200),
  },
  filters: { search: searchText(100) },
  sort: ['created_at', 'scene_name'],
  perPage: true,
  permission: PatrolObject.scenes,
  messages: { notFound: PatrolMsg.sceneNotFound, idRequired: PatrolMsg.sceneIdRequired },
  calls: {
    list: { method: 'GET', path: '/robot/web/v1/patrol_scene', summary: 'Patrol scenes' },
    create: { method: 'POST', path: '/robot/web/v1/patrol_scene', summary: 'Create patrol scene' },
    update: { method: 'PUT', path: '/robot/web/v1/patrol_scene', summary: 'Update patrol scene', restful: true },
    delete: { method: 'DELETE', path: '/robot/web/v1/patrol_scene', summary: 'Delete patrol scene', restful: true },
  },
});
export const { list: listPatrolScenes, create: createPatrolScene, update: updatePatrolScene, delete: deletePatrolScene } = sceneResource.routes;

function templateCheckpoints() {
  return z.array(checkpoint, { error: RobotMsg.checkpointsRequired }).min(1, { error: RobotMsg.checkpointsRequired }).max(50);
}

export const cameraRow = z.object({
  camera_id: z.string(),
  camera_name: z.string(),
  robot_id: z.string().nullable(),
  robot_name: z.string().nullable(),
  stream_url: z.string(),
  location: z.string().nullable(),
  remark: z.string().nullable(),
  created_at: z.string(),
});

/**
 * Cameras (/cameraManagement): fixed or on a robot, each with its HLS stream address (played by hls.js on the page). A
 * path (/live/…) is a stream this origin proxies: the page's policy lets media load from this origin only.
 */
export const cameraResource = defineResource({
  name: 'robot_camera',
  tag: 'robot',
  scope: 'company',
  id: 'camera_id',
  row: cameraRow,
  fields: {
    camera_name: text(50, PatrolMsg.cameraNameRequired),
    robot_id: optionalUuid(PatrolMsg.taskRobotRequired),
    stream_url: text(500, PatrolMsg.streamUrlRequired).refine((v) => /^(https?:\/\/|\/)\S*$/i.test(v), { error: PatrolMsg.streamUrlInvalid }),
    location: textOrNull(100),
    remark: textOrNull(200),
  },
  filters: { search: searchText(100), robot_id: optionalUuid(PatrolMsg.taskRobotRequired) },
  sort: ['created_at', 'camera_name'],
  perPage: true,
  permission: PatrolObject.cameras,
  messages: { notFound: PatrolMsg.cameraNotFound, idRequired: PatrolMsg.cameraIdRequired },
  calls: {
    list: { method: 'GET', path: '/robot/web/v1/camera', summary: 'Cameras' },
    create: { method: 'POST', path: '/robot/web/v1/camera', summary: 'Create camera' },
    update: { method: 'PUT', path: '/robot/web/v1/camera', summary: 'Update camera', restful: true },
    delete: { method: 'DELETE', path: '/robot/web/v1/camera', summary: 'Delete camera', restful: true },
  },
});
export const { list: listCameras, create: createCamera, update: updateCamera, delete: deleteCamera } = cameraResource.routes;
