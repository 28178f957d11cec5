import type { Db } from '../client';
import {
  companyMembers, projectActivities, projectExtFields, projectExtValues, projectMemberObjects, projectMembers, projectPeople, testBases, users,
} from '../schema';
import { DemoIds } from './demo-organisation';
import { ParticipantDemoIds } from './participants.seed';
import { ProjectDemoIds } from './project.seed';

const id = (n: number) => `01900000-0000-7000-8000-000000046${String(n).padStart(3, '0')}`;

/** Fixed ids keep the seed idempotent (every insert is "on conflict do nothing"). */
export const MembersDemoIds = {
  /** People of the demo project's participating units (the last, of the Deqing factory, is not a member yet). */
  users: [id(1), id(2), id(3), id(4), id(5)],
  /** The demo administrator (its manager) first, then the first four people above. */
  members: [id(11), id(12), id(13), id(14), id(15)],
  people: [id(21), id(22), id(23), id(24), id(25), id(26)],
  testBases: [id(31), id(32)],
  activities: [id(41), id(42), id(43)],
  extFields: [id(51), id(52), id(53), id(54)],
} as const;

// People of the participating units, accounts without a password (as a phone-registered person has none yet). The
// demo unit itself keeps its one member: other tests count its members.
const PEOPLE = [
  { no: 'demowang', name: '王海涛', role: 'tech_lead', unit: ParticipantDemoIds.builder, entry: '2026-02-25' },
  { no: 'demochen', name: '陈晓峰', role: 'other', unit: ParticipantDemoIds.designer, entry: '2026-03-01' },
  { no: 'demosun', name: '孙立明', role: 'supervisor', unit: ParticipantDemoIds.supervisor, entry: '2026-03-01' },
  { no: 'demozhao', name: '赵丽', role: 'quality', unit: ParticipantDemoIds.deqingFactory, entry: '2026-03-05' },
  { no: 'demoqian', name: '钱卫东', role: 'quality', unit: ParticipantDemoIds.deqingFactory, entry: null },
] as const;
/** Who is on the demo project: the demo administrator as its manager, and the first four people. */
const ON_PROJECT = [
  { user_id: DemoIds.demo, unit: DemoIds.company, role: 'manager', entry: '2026-02-20' as string | null },
  ...PEOPLE.slice(0, 4).map((p, i) => ({ user_id: MembersDemoIds.users[i]!, unit: p.unit as string, role: p.role as string, entry: p.entry as string | null })),
];

const POOL = [
  { name: '刘大勇', unit: '浙江建工集团第一分公司', post: '塔吊司机', cert: '建筑施工特种作业操作资格证（塔式起重机司机）', no: 'Z332026000118', to: '2028-05-31', status: 1 },
  { name: '黄志强', unit: '浙江建工集团第一分公司', post: '信号工', cert: '建筑施工特种作业操作资格证（信号司索工）', no: 'Z332026000342', to: '2027-01-15', status: 1 },
  { name: '吴国平', unit: '浙江建工集团第二分公司', post: '电工', cert: '特种作业操作证（低压电工）', no: 'T330106198001012312', to: '2026-12-20', status: 1 },
  { name: '郑春华', unit: '浙江建工集团第二分公司', post: '焊工', cert: '特种作业操作证（熔化焊接与热切割）', no: 'T330106198503154417', to: '2029-03-31', status: 3 },
  { name: '钱小军', unit: '杭州市政园林工程有限公司', post: '架子工', cert: '建筑施工特种作业操作资格证（普通脚手架）', no: 'Z332025000876', to: '2026-06-30', status: 2 },
  { name: '冯建华', unit: '浙江建工集团第一分公司', post: '安全员', cert: '安全生产考核合格证书（C证）', no: '浙建安C（2025）0012345', to: '2028-09-30', status: 1 },
];

/** The demo project's people, test bases, activities and extra fields (issue 18), so their pages are alive at start. */
export async function seedMembersDemo(db: Db): Promise<void> {
  const company_id = DemoIds.company;
  const project_id = ProjectDemoIds.projects[0];
  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values(PEOPLE.map((p, i) => ({ user_id: MembersDemoIds.users[i]!, user_no: p.no, user_name: p.name, phone: `1370046000${i + 1}`, default_company_id: p.unit })))
      .onConflictDoNothing();
    await tx
      .insert(companyMembers)
      .values(PEOPLE.map((p, i) => ({ company_id: p.unit, user_id: MembersDemoIds.users[i]!, status: 3 })))
      .onConflictDoNothing();
    await tx
      .insert(projectMembers)
      .values(
        ON_PROJECT.map((p, i) => ({
          company_id, member_id: MembersDemoIds.members[i]!, project_id, user_id: p.user_id, unit_company_id: p.unit, role: p.role, entry_date: p.entry,
        })),
      )
      .onConflictDoNothing();
    // The construction unit's representative may use the project's sections, schedule and files; the others have none yet.
    await tx
      .insert(projectMemberObjects)
      .values(['page.constructionSection', 'page.ProjectGantt', 'page.projectFile'].map((object_no) => ({ company_id, project_id, user_id: MembersDemoIds.users[0]!, object_no })))
      .onConflictDoNothing();
    await tx
      .insert(projectPeople)
      .values(
        POOL.map((p, i) => ({
          company_id, person_id: MembersDemoIds.people[i]!, project_id, person_name: p.name, phone: `1370046001${i}`, unit_name: p.unit, post: p.post,
          certificate_name: p.cert, certificate_no: p.no, certificate_valid_to: p.to, status: p.status, entry_date: p.status === 3 ? null : '2026-03-10',
          exit_date: p.status === 2 ? '2026-09-30' : null,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(testBases)
      .values([
        {
          company_id, base_id: MembersDemoIds.testBases[0], project_id, base_name: '未来科技城项目工地试验室', base_type: 3, address: '杭州市余杭区示范路1号项目部东侧',
          accreditation: '工地试验室备案', accreditation_no: 'YH-GDSYS-2026-015', contact_name: '何工', contact_phone: '0571-88880001', valid_from: '2026-02-01', valid_to: '2027-12-31',
        },
        {
          company_id, base_id: MembersDemoIds.testBases[1], project_id, base_name: '浙江省建材质量检测中心', base_type: 2, address: '杭州市西湖区文一西路 300 号',
          accreditation: 'CMA 检验检测机构资质认定、CNAS 实验室认可', accreditation_no: 'CNAS L1234', contact_name: '沈主任', contact_phone: '0571-86660002', valid_from: '2023-06-01', valid_to: '2026-12-31',
        },
      ])
      .onConflictDoNothing();
    await tx
      .insert(projectActivities)
      .values([
        { company_id, activity_id: MembersDemoIds.activities[0], project_id, title: '新进场工人三级安全教育', activity_type: 1, activity_date: '2026-03-12', place: '项目部会议室', organiser: '冯建华', participants: '新进场工人 42 人', status: 3 },
        { company_id, activity_id: MembersDemoIds.activities[1], project_id, title: '预制叠合板吊装技术交底', activity_type: 2, activity_date: '2026-04-08', place: '3# 楼作业面', organiser: '王海涛', participants: '吊装班组、信号工、塔吊司机', status: 3 },
        { company_id, activity_id: MembersDemoIds.activities[2], project_id, title: '装配式施工观摩交流会', activity_type: 4, activity_date: '2026-12-18', place: '1# 楼样板区', organiser: '演示管理员', participants: '建设、设计、监理单位代表', status: 1 },
      ])
      .onConflictDoNothing();
    const fields = [
      { name: '施工许可证号', type: 'text', options: [] as string[], required: 1, value: '330110202602010101' },
      { name: '结构形式', type: 'select', options: ['装配整体式剪力墙', '装配整体式框架', '钢结构'], required: 0, value: '装配整体式剪力墙' },
      { name: '合同金额（万元）', type: 'number', options: [], required: 0, value: '48600' },
      { name: '计划验收日期', type: 'date', options: [], required: 0, value: '2027-11-30' },
    ];
    await tx
      .insert(projectExtFields)
      .values(fields.map((x, i) => ({ company_id, field_id: MembersDemoIds.extFields[i]!, field_name: x.name, field_type: x.type, options: x.options, required: x.required, sort: i })))
      .onConflictDoNothing();
    await tx
      .insert(projectExtValues)
      .values(fields.map((x, i) => ({ company_id, project_id, field_id: MembersDemoIds.extFields[i]!, value: x.value })))
      .onConflictDoNothing();
  });
}
