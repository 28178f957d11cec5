import type { Db } from '../client';
import { companies, projectUnits } from '../schema';
import { DemoIds } from './demo-organisation';
import { ProjectDemoIds } from './project.seed';

/** Fixed ids keep the seed idempotent (every insert is "on conflict do nothing"). */
export const ParticipantDemoIds = {
  builder: '01900000-0000-7000-8000-000000020001',
  designer: '01900000-0000-7000-8000-000000020002',
  supervisor: '01900000-0000-7000-8000-000000020003',
  deqingFactory: '01900000-0000-7000-8000-000000020004',
  keqiaoFactory: '01900000-0000-7000-8000-000000020005',
} as const;

type Role = 'build' | 'design' | 'supervision' | 'supplier';

/**
 * The units the demo projects are built with: an owner, a designer, a supervisor and two component factories, each
 * an approved unit with a place (a factory's place is its point on the big screen's map). company_type follows the
 * companyType code list.
 */
const PARTICIPANTS: { id: string; name: string; type: number; role: Role; area_no: string; addr: string; jd: number; wd: number }[] = [
  { id: ParticipantDemoIds.builder, name: '杭州城市建设投资集团', type: 2, role: 'build', area_no: '330102', addr: '环城北路 2 号', jd: 120.1712, wd: 30.2766 },
  { id: ParticipantDemoIds.designer, name: '浙江华汇建筑设计研究院', type: 3, role: 'design', area_no: '330106', addr: '天目山路 148 号', jd: 120.1367, wd: 30.2794 },
  { id: ParticipantDemoIds.supervisor, name: '杭州正衡工程监理有限公司', type: 6, role: 'supervision', area_no: '330105', addr: '湖墅南路 88 号', jd: 120.1526, wd: 30.2905 },
  { id: ParticipantDemoIds.deqingFactory, name: '德清预制构件厂', type: 7, role: 'supplier', area_no: '330521', addr: '德清县武康街道', jd: 119.97, wd: 30.53 },
  { id: ParticipantDemoIds.keqiaoFactory, name: '绍兴柯桥装配式构件有限公司', type: 7, role: 'supplier', area_no: '330603', addr: '柯桥区马鞍街道', jd: 120.58, wd: 30.12 },
];

const cityOf = (areaNo: string) => ({ province_no: `${areaNo.slice(0, 2)}0000`, city_no: `${areaNo.slice(0, 4)}00` });

/** The participants of the demo projects, so the big screen's 参建单位, 单位统计 and factory points draw (issue 21 item 9). */
export async function seedParticipants(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(companies)
      .values(
        PARTICIPANTS.map((p) => ({
          company_id: p.id,
          company_name: p.name,
          company_type: p.type,
          platform_name: '筑云智慧建造平台',
          login_name: p.name,
          ...cityOf(p.area_no),
          area_no: p.area_no,
          area_id: Number(p.area_no),
          addr: p.addr,
          jd: p.jd,
          wd: p.wd,
          status: 3,
        })),
      )
      .onConflictDoNothing();
    // The two projects under construction have every role; the one in preparation has its owner and designer so far.
    const [first, second, third] = ProjectDemoIds.projects;
    const takes = (project_id: string, ids: string[]) =>
      ids.map((id) => {
        const p = PARTICIPANTS.find((x) => x.id === id)!;
        return { company_id: DemoIds.company, project_id, unit_company_id: p.id, role: p.role, unit_name: p.name };
      });
    const all = PARTICIPANTS.map((p) => p.id);
    await tx
      .insert(projectUnits)
      .values([
        ...takes(first, all),
        ...takes(second, all.filter((id) => id !== ParticipantDemoIds.keqiaoFactory)),
        ...takes(third, [ParticipantDemoIds.builder, ParticipantDemoIds.designer]),
        { company_id: DemoIds.company, project_id: first, unit_company_id: DemoIds.company, role: 'construction', unit_name: '演示建设集团' },
        { company_id: DemoIds.company, project_id: second, unit_company_id: DemoIds.company, role: 'construction', unit_name: '演示建设集团' },
      ])
      .onConflictDoNothing();
  });
}
