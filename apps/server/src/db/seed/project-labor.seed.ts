import type { Db } from '../client';
import { laborPersons, laborTeams, laborWorkTypes, projectLaborTeams } from '../schema';
import { DemoIds } from './demo-organisation';
import { ProjectDemoIds } from './project.seed';

const id = (block: number, n: number) => `01900000-0000-7000-8000-0000000b${block}${String(n).padStart(3, '0')}`;

/** Fixed ids keep the seed idempotent (every insert is "on conflict do nothing"). */
export const ProjectLaborDemoIds = {
  workTypes: [id(1, 1), id(1, 2), id(1, 3)],
  teams: [id(2, 1), id(2, 2), id(2, 3)],
  persons: Array.from({ length: 8 }, (_, i) => id(3, i + 1)),
  /** The first two teams on the demo project, the third on the second project. */
  links: [id(4, 1), id(4, 2), id(4, 3)],
} as const;

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** A resident ID with its GB 11643 check digit (the labour platform refuses one without). */
const idCard = (first17: string) => first17 + '10X98765432'[WEIGHTS.reduce((acc, w, i) => acc + w * Number(first17[i]), 0) % 11];

const WORK_TYPES = ['混凝土工', '水电工', '砌筑工'];
const TEAMS = [
  { name: '主体结构班', leader: '周建国', phone: '13957100001' },
  { name: '水电安装班', leader: '陈卫', phone: '13957100002' },
  { name: '装饰装修班', leader: '何文', phone: '13957100003' },
];
// [name, first 17 digits of the ID, phone, team, work type]
const PERSONS: [string, string, string | null, number, number][] = [
  ['周建国', '33012519750312041', '13957100001', 0, 0],
  ['马永强', '34122119860721153', '13957100011', 0, 0],
  ['杨德明', '41272619900105287', null, 0, 0],
  ['许长林', '33068319821128391', '13957100014', 0, 2],
  ['陈卫', '33010619800916203', '13957100002', 1, 1],
  ['邱海波', '36042119920402165', '13957100021', 1, 1],
  ['何文', '33072419790630218', '13957100003', 2, 2],
  ['林小兵', '35012219950814307', '13957100031', 2, 2],
];

/** The labour platform's teams and people, and the teams on the demo projects (labor_team, labor_team_user). */
export async function seedProjectLaborDemo(db: Db): Promise<void> {
  const company_id = DemoIds.company;
  const ids = ProjectLaborDemoIds;
  await db
    .insert(laborWorkTypes)
    .values(WORK_TYPES.map((work_type_name, i) => ({ company_id, work_type_id: ids.workTypes[i]!, work_type_name })))
    .onConflictDoNothing();
  await db
    .insert(laborTeams)
    .values(TEAMS.map((t, i) => ({ company_id, team_id: ids.teams[i]!, team_name: t.name, leader: t.leader, phone: t.phone })))
    .onConflictDoNothing();
  await db
    .insert(laborPersons)
    .values(
      PERSONS.map(([person_name, first17, phone, team, type], i) => ({
        company_id,
        person_id: ids.persons[i]!,
        person_name,
        id_card: idCard(first17),
        phone,
        team_id: ids.teams[team]!,
        work_type_id: ids.workTypes[type]!,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(projectLaborTeams)
    .values([
      { company_id, link_id: ids.links[0], project_id: ProjectDemoIds.projects[0], team_id: ids.teams[0], entry_date: '2026-03-02', remark: '主体施工' },
      { company_id, link_id: ids.links[1], project_id: ProjectDemoIds.projects[0], team_id: ids.teams[1], entry_date: '2026-04-15' },
      { company_id, link_id: ids.links[2], project_id: ProjectDemoIds.projects[1], team_id: ids.teams[2], entry_date: '2026-05-06', exit_date: '2026-09-30' },
    ])
    .onConflictDoNothing();
}
