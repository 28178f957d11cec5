import { component, equipment, labor, members, projectFiles, robots, routes, schedule } from '@zhuyun/contracts';
import { DemoIds } from '../../../db/seed/demo-organisation';
import { ProjectDemoIds } from '../../../db/seed/project.seed';
import { ProjectFileDemo } from '../../../db/seed/project-files.seed';
import { DEMO_PICTURES, ProjectOpsDemoIds } from '../../../db/seed/project-ops.seed';
import { ScheduleDemoIds } from '../../../db/seed/schedule.seed';
import { RobotDemoIds } from '../../../db/seed/robots.seed';
import { ProjectLaborDemoIds } from '../../../db/seed/project-labor.seed';
import type { ResourceCase } from './resource-case';

/** Generated-suite rows of the project families: people, files, site views, patrol pages (issues 18, 20). */
export const projectResourceCases: ResourceCase[] = [
  // Project people (issue 18). A person is on a project once: each member is a new account of the unit.
  {
    resource: members.projectMemberResource,
    sample: () => ({ project_id: ProjectDemoIds.projects[0], user_id: DemoIds.demo, role: 'builder', remark: '表驱动成员' }),
    change: () => ({ role: 'safety', entry_date: '2026-05-01' }),
    changed: { role: 'safety', entry_date: '2026-05-01', remark: null, unit_company_id: DemoIds.company },
    make: async (api, n) => {
      const phone = `136${String(n).padStart(8, '0')}`;
      const { user_id } = await api.call(routes.addUser, { user_no: `member${n}`, user_name: `表驱动成员${n}`, phone, password: 'Str0ng!Passw0rd', job_id: DemoIds.builderJob });
      return (await api.call(routes.createProjectMember, { project_id: ProjectDemoIds.projects[0], user_id, role: 'builder' })).member_id;
    },
  },
  {
    resource: members.projectPersonResource,
    sample: (n) => ({ project_id: ProjectDemoIds.projects[0], person_name: `表驱动人员${n}`, phone: '13911112222', unit_name: '测试单位', post: '电工', certificate_no: `C${n}` }),
    change: (n) => ({ project_id: ProjectDemoIds.projects[0], person_name: `表驱动人员${n}`, status: '2', exit_date: '2026-10-01' }),
    changed: { status: 2, exit_date: '2026-10-01', phone: null, post: null },
  },
  {
    resource: members.testBaseResource,
    sample: (n) => ({ base_name: `表驱动基地${n}`, base_type: 2, address: '杭州市', contact_phone: '0571-88880000' }),
    change: (n) => ({ base_name: `表驱动基地${n}（改）`, base_type: '3', valid_from: '2026-01-01', valid_to: '2026-12-31' }),
    changed: { base_type: 3, valid_to: '2026-12-31', address: null, project_id: null },
  },
  {
    resource: members.activityResource,
    sample: (n) => ({ project_id: ProjectDemoIds.projects[0], title: `表驱动活动${n}`, activity_date: '2026-06-01', place: '会议室' }),
    change: (n) => ({ project_id: ProjectDemoIds.projects[0], title: `表驱动活动${n}（改）`, activity_date: '2026-06-02', status: 3 }),
    changed: { activity_date: '2026-06-02', status: 3, place: null, photos: [], photo_urls: [] },
  },
  {
    resource: members.projectExtFieldResource,
    sample: (n) => ({ field_name: `表驱动字段${n}`, field_type: 'text', default_value: '默认' }),
    change: (n) => ({ field_name: `表驱动字段${n}改`, field_type: 'select', options: ['甲', '乙'], default_value: '乙', required: 1 }),
    changed: { field_type: 'select', options: ['甲', '乙'], default_value: '乙', required: 1, sort: 0 },
  },
  // Project files (issue 18): directories under the third demo project; files come from the upload beside them.
  {
    resource: projectFiles.projectDirResource,
    sample: (n) => ({ project_id: ProjectDemoIds.projects[2], dir_name: `表驱动目录${n}`, sort_no: 1 }),
    change: (n) => ({ project_id: ProjectDemoIds.projects[2], dir_name: `表驱动目录${n}（改）` }),
    changed: { sort_no: 0, parent_id: null, file_count: 0 },
  },
  {
    resource: projectFiles.projectDocFileResource,
    sample: (n) => ({ dir_id: ProjectFileDemo.dir('隐蔽工程'), file_name: `表驱动文件${n}（外）.png` }),
    change: (n) => ({ dir_id: ProjectFileDemo.dir('隐蔽工程'), file_name: `表驱动文件${n}（改）.png`, remark: null }),
    changed: { dir_name: '隐蔽工程', remark: null, version_no: 1, version_count: 1 },
    make: async (api, n) => {
      const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, n % 256]);
      const answer = await api.upload(routes.uploadProjectDocFile, { dir_id: ProjectFileDemo.dir('分部分项') }, new Blob([png]), `表驱动文件${n}.png`);
      return answer.data.doc_file_id;
    },
  },
  {
    resource: projectFiles.projectDocSignResource,
    sample: (n) => ({ sign_name: `表驱动标签${n}`, sign_color: '#123ABC' }),
    change: (n) => ({ sign_name: `表驱动标签${n}（改）` }),
    changed: { sign_color: '#1677ff', file_count: 0 },
  },
  // Project operations' pages (issue 18 item 4): a demo component's reports, photos of a demo section, lifts.
  {
    resource: component.reportResource,
    sample: (n) => ({ component_id: '01900000-0000-7000-8000-000000013004', report_result: 1, inspector_name: '表驱动检验员', report_no: `CASE-${n}`, remark: '测试' }),
    change: (n) => ({ component_id: '01900000-0000-7000-8000-000000013004', report_result: '2', inspector_name: '改后检验员', report_no: `CASE-${n}X` }),
    changed: { report_result: 2, inspector_name: '改后检验员', remark: null, attachments: [], cp_num: 'WLKJ-5-005' },
  },
  {
    resource: schedule.imageProgressResource,
    sample: (n) => ({ project_id: ProjectDemoIds.projects[0], node_type: 'construction', node_id: ScheduleDemoIds.sections[0], shot_date: '2026-06-01', file_path: `files/${DEMO_PICTURES[0]!.file_id}`, title: `表驱动照片${n}` }),
    change: () => ({ project_id: ProjectDemoIds.projects[0], node_type: 'construction', node_id: ScheduleDemoIds.sections[1], shot_date: '2026-06-02', file_path: `files/${DEMO_PICTURES[1]!.file_id}` }),
    changed: { shot_date: '2026-06-02', title: null, node_name: '二标段（5#–8#住宅楼）' },
  },
  {
    resource: equipment.liftEquipResource,
    sample: (n) => ({ equip_name: `表驱动升降机${n}`, equip_type: 1, equip_no: `CASE-${n}`, cert_expiry: '2030-01-01', location: '东侧' }),
    change: (n) => ({ equip_name: `表驱动升降机${n}（改）`, equip_type: '2', equip_no: `CASE-${n}`, next_inspection_date: '2020-01-01' }),
    changed: { equip_type: 2, cert_expiry: null, location: null, due_date: '2020-01-01', due_state: 'overdue', status: 1 },
  },
  {
    resource: equipment.liftInspectionResource,
    sample: (n) => ({ equip_id: ProjectOpsDemoIds.equipment[3], inspection_date: '2026-01-10', result: 1, inspector: '表驱动检验员', report_no: `CASE-${n}` }),
    change: () => ({ equip_id: ProjectOpsDemoIds.equipment[3], inspection_date: '2026-01-11', result: '2' }),
    changed: { result: 2, inspector: null, equip_no: 'TD-002' },
  },
  // Patrol tasks, scenes and cameras (issue 20 item 3, pages).
  {
    resource: robots.taskResource,
    sample: (n) => ({ task_name: `表驱动任务${n}`, robot_id: RobotDemoIds.robot, template_id: RobotDemoIds.template, cron: '0 9 * * *' }),
    change: (n) => ({ task_name: `表驱动任务${n}（改）`, robot_id: RobotDemoIds.robot, template_id: RobotDemoIds.template, cron: '*/30 8-17 * * 1-5', enabled: 0 }),
    changed: { cron: '*/30 8-17 * * 1-5', enabled: 0, next_run_at: null, robot_name: '巡检机器人一号', remark: null },
  },
  {
    resource: robots.sceneResource,
    sample: (n) => ({ scene_name: `表驱动场景${n}`, checkpoints: [{ name: '东门', x: 10, y: 20 }] }),
    change: (n) => ({ scene_name: `表驱动场景${n}（改）`, checkpoints: [{ name: '塔吊', x: '50', y: 60, ai_check: true }] }),
    changed: { checkpoints: [{ name: '塔吊', x: 50, y: 60, ai_check: true }], remark: null },
  },
  {
    resource: robots.cameraResource,
    sample: (n) => ({ camera_name: `表驱动摄像头${n}`, robot_id: RobotDemoIds.robot, stream_url: `https://cam.example.test/${n}.m3u8` }),
    change: (n) => ({ camera_name: `表驱动摄像头${n}（改）`, stream_url: `/live/${n}/index.m3u8` }),
    changed: { robot_id: null, robot_name: null, location: null },
  },
  // A project's labour teams (issue 18): each row links a new team; the one change moves it to the third project and
  // the seeded 装饰装修班 (its two people), and that row is deleted right after.
  {
    resource: labor.projectTeamResource,
    sample: () => ({ project_id: ProjectDemoIds.projects[0], team_id: ProjectLaborDemoIds.teams[0], remark: '表驱动' }),
    change: () => ({ project_id: ProjectDemoIds.projects[2], team_id: ProjectLaborDemoIds.teams[2], entry_date: '2026-06-01', exit_date: '2026-06-30' }),
    changed: { project_id: ProjectDemoIds.projects[2], team_name: '装饰装修班', person_count: 2, entry_date: '2026-06-01', remark: null },
    make: async (api, n) => {
      const { team_id } = await api.call(routes.createTeam, { team_name: `表驱动项目班组${n}` });
      return (await api.call(routes.createProjectTeam, { project_id: ProjectDemoIds.projects[0], team_id, remark: '表驱动' })).link_id;
    },
  },
];
