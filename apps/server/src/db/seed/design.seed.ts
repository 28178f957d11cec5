import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { components, deepDesigns, files, jtConsInfos, jtOrgs, jtProjects, paperVersions, papers, projectResolves, projects } from '../schema';
import { demoDrawingPdf } from './data/demo-pdf';
import { DemoIds } from './demo-organisation';
import { ParticipantDemoIds } from './participants.seed';
import { ProjectDemoIds } from './project.seed';

/** Fixed ids keep the seed idempotent (every insert is "on conflict do nothing"). */
const id = (block: number, n: number) => `01900000-0000-7000-8000-0000000${block}${String(n).padStart(3, '0')}`;
const company = DemoIds.company;
const [first, second] = ProjectDemoIds.projects as unknown as [string, string];

export const DesignDemoIds = {
  org: id(70, 1),
  projects: [id(71, 1), id(71, 2)] as const,
  paper: id(72, 1),
  versions: [id(73, 1), id(73, 2)] as const,
  files: [id(74, 1), id(74, 2)] as const,
  /** The demo project's decomposition root; its buildings, floors and types follow in block 75. */
  resolveRoot: id(75, 0),
} as const;

/** The demo drawing's two files: generated PDFs, written into FILE_STORAGE by the design module when missing. */
export const DEMO_DRAWING_FILES = DesignDemoIds.files.map((fileId, i) => ({
  file_id: fileId,
  file_name: `A-101 一层平面图 V${i + 1}.pdf`,
  bytes: demoDrawingPdf([`A-101  Ground floor plan  (version ${i + 1})`, 'Project: WLKJ demo', i === 0 ? 'Issued for review' : 'Revised: stair core moved 600 mm east']),
}));

/**
 * A design unit (the demo projects' designer), two design projects with construction info and deep-design
 * submissions (one confirmed, one waiting), the first project's decomposition built from its components, and a
 * drawing with two versions.
 */
export async function seedDesignDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(jtOrgs)
      .values({ company_id: company, org_id: DesignDemoIds.org, org_name: '浙江华汇建筑设计研究院', unit_company_id: ParticipantDemoIds.designer, contact_name: '陈工', contact_phone: '0571-88886666', address: '天目山路 148 号', synced_at: new Date('2026-11-01T02:00:00Z') })
      .onConflictDoNothing();
    const project = (i: 0 | 1, project_id: string, name: string, code: string, stage: string, cons: string) => ({
      company_id: company,
      jt_project_id: DesignDemoIds.projects[i],
      project_id,
      project_name: name,
      project_code: code,
      org_id: DesignDemoIds.org,
      design_stage: stage,
      cons_unit_name: cons,
      permit_no: `330110202603${String(i + 1).padStart(4, '0')}`,
      plan_start: '2026-03-01',
      plan_end: '2027-06-30',
      synced_at: new Date('2026-11-01T02:00:00Z'),
      // The first project (with the decomposition, the drawing and the models) is the newest, so selects offer it first.
      created_at: new Date(Date.UTC(2026, 10, 1, 2, 1 - i)),
    });
    const names = await tx
      .select({ project_id: projects.project_id, project_name: projects.project_name, project_code: projects.project_code })
      .from(projects)
      .where(eq(projects.company_id, company));
    const of = (pid: string) => names.find((n) => n.project_id === pid);
    await tx
      .insert(jtProjects)
      .values([
        project(0, first, of(first)?.project_name ?? '演示项目一', of(first)?.project_code ?? 'DEMO-1', '深化设计', '演示建设集团'),
        project(1, second, of(second)?.project_name ?? '演示项目二', of(second)?.project_code ?? 'DEMO-2', '施工图设计', '演示建设集团'),
      ])
      .onConflictDoNothing();
    await tx
      .insert(jtConsInfos)
      .values({ company_id: company, cons_info_id: id(76, 1), jt_project_id: DesignDemoIds.projects[0], cons_unit_name: '演示建设集团', manager_name: '王建国', phone: '13800000001', cons_content: '主体结构及预制构件吊装', start_date: '2026-03-01', end_date: '2027-03-31' })
      .onConflictDoNothing();
    await tx
      .insert(deepDesigns)
      .values([
        { company_id: company, deep_design_id: id(77, 1), jt_project_id: DesignDemoIds.projects[0], title: '1#楼预制叠合板深化图', submit_unit: '德清预制构件厂', content: '叠合板拆分及预埋件定位', status: 2, confirmed_by: DemoIds.admin, confirmed_name: '演示管理员', confirmed_at: new Date('2026-11-10T02:00:00Z'), created_at: new Date('2026-11-08T02:00:00Z') },
        { company_id: company, deep_design_id: id(77, 2), jt_project_id: DesignDemoIds.projects[1], title: '2#楼预制楼梯深化图', submit_unit: '德清预制构件厂', content: '楼梯梯段拆分与吊点布置', status: 1, created_at: new Date('2026-11-18T02:00:00Z') },
      ])
      .onConflictDoNothing();
  });
  await seedDecomposition(db);
  await seedDrawing(db);
}

const TYPE_NAMES: Record<string, string> = { 1: '预制叠合板', 2: '预制墙板', 3: '预制柱', 4: '预制梁', 5: '预制楼梯', 6: '预制阳台', 7: '预制空调板' };

/** The first demo project's tree: its buildings, floors and component types, as its components have them. */
async function seedDecomposition(db: Db): Promise<void> {
  const rows = await db
    .selectDistinct({ build_no: components.build_no, floor_no: components.floor_no, cp_type: components.cp_type })
    .from(components)
    .where(and(eq(components.company_id, company), eq(components.project_id, first)));
  const sorted = rows.sort((a, b) => `${a.build_no}|${a.floor_no}|${a.cp_type}`.localeCompare(`${b.build_no}|${b.floor_no}|${b.cp_type}`));
  let n = 0;
  const [project] = await db.select({ name: projects.project_name }).from(projects).where(and(eq(projects.company_id, company), eq(projects.project_id, first)));
  if (!project) return;
  const nodes: (typeof projectResolves.$inferInsert)[] = [
    { company_id: company, resolve_id: DesignDemoIds.resolveRoot, project_id: first, parent_id: null, level: 1, node_name: project.name, sort_no: 0 },
  ];
  const ids = new Map<string, string>();
  const ensure = (key: string, node: Omit<typeof projectResolves.$inferInsert, 'company_id' | 'resolve_id' | 'project_id'>) => {
    if (!ids.has(key)) {
      ids.set(key, id(75, ++n));
      nodes.push({ company_id: company, resolve_id: ids.get(key)!, project_id: first, ...node });
    }
    return ids.get(key)!;
  };
  for (const r of sorted) {
    const b = ensure(`b${r.build_no}`, { parent_id: DesignDemoIds.resolveRoot, level: 2, node_name: `${r.build_no}号楼`, build_no: r.build_no, sort_no: Number(r.build_no) });
    const f = ensure(`f${r.build_no}|${r.floor_no}`, { parent_id: b, level: 3, node_name: `${r.floor_no}层`, build_no: r.build_no, floor_no: r.floor_no, sort_no: Number(r.floor_no) });
    ensure(`t${r.build_no}|${r.floor_no}|${r.cp_type}`, { parent_id: f, level: 4, node_name: TYPE_NAMES[r.cp_type] ?? r.cp_type, build_no: r.build_no, floor_no: r.floor_no, cp_type: r.cp_type, sort_no: Number(r.cp_type) });
  }
  await db.insert(projectResolves).values(nodes).onConflictDoNothing();
}

/** A drawing of the first project, filed under building 1, with two versions (the second current). */
async function seedDrawing(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(files)
      .values(
        DEMO_DRAWING_FILES.map((f, i) => ({
          file_id: f.file_id,
          owner_id: DemoIds.admin,
          company_id: company,
          module: 'drawing',
          file_name: f.file_name,
          // Written into FILE_STORAGE under this name when the server starts and finds it missing.
          stored_name: createHash('md5').update(f.file_id).digest('hex'),
          mime: 'application/pdf',
          size_bytes: f.bytes.length,
          sha256: createHash('sha256').update(f.bytes).digest('hex'),
          created_at: new Date(Date.UTC(2026, 10, 5 + i * 10)),
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(papers)
      .values({ company_id: company, paper_id: DesignDemoIds.paper, project_id: first, resolve_id: id(75, 1), paper_no: 'A-101', paper_name: '一层平面图', discipline: '建筑', stage: '施工图设计', created_by: DemoIds.admin, created_at: new Date(Date.UTC(2026, 10, 5)), updated_at: new Date(Date.UTC(2026, 10, 15)) })
      .onConflictDoNothing();
    await tx
      .insert(paperVersions)
      .values(
        DesignDemoIds.versions.map((v, i) => ({
          company_id: company,
          paper_version_id: v,
          paper_id: DesignDemoIds.paper,
          version_no: i + 1,
          file_id: DesignDemoIds.files[i]!,
          note: i === 0 ? '首次提交审查' : '楼梯间向东移动 600 mm',
          uploader_id: DemoIds.admin,
          uploader_name: '演示管理员',
          created_at: new Date(Date.UTC(2026, 10, 5 + i * 10)),
        })),
      )
      .onConflictDoNothing();
  });
}
