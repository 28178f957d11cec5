import { createHash } from 'node:crypto';
import type { Db } from '../client';
import { files, projectDirs, projectDocFiles, projectDocFileSigns, projectDocFileVersions, projectDocSigns } from '../schema';
import { demoDrawingPdf } from './data/demo-pdf';
import { demoPng } from './data/demo-png';
import { DemoIds } from './demo-organisation';
import { ProjectDemoIds } from './project.seed';

/**
 * The demo project's files (issue 18): a directory tree, five files (one with two versions) and three tags. The
 * bytes are generated here (a PDF sheet, a PNG photo), never stored in git; modules/project-files puts them into the
 * file store at start under these fixed names.
 */
const id = (n: number) => `01900000-0000-7000-8000-000000f18${String(n).padStart(3, '0')}`;
const stored = (n: number) => `de18${String(n).padStart(28, '0')}`;

const DIRS = [
  { n: 1, parent: null, name: '设计图纸', sort: 1 },
  { n: 2, parent: 1, name: '建筑', sort: 1 },
  { n: 3, parent: 1, name: '结构', sort: 2 },
  { n: 4, parent: null, name: '施工方案', sort: 2 },
  { n: 5, parent: 4, name: '专项方案', sort: 1 },
  { n: 6, parent: null, name: '验收资料', sort: 3 },
  { n: 7, parent: 6, name: '隐蔽工程', sort: 1 },
  { n: 8, parent: 6, name: '分部分项', sort: 2 },
] as const;

const SIGNS = [
  { n: 51, name: '重要', color: '#f5222d' },
  { n: 52, name: '待审核', color: '#faad14' },
  { n: 53, name: '已归档', color: '#52c41a' },
] as const;

type Version = { n: number; name: string; bytes: () => Buffer; mime: string; day: number };
const pdf = (lines: string[]) => () => demoDrawingPdf(lines);
const png = (rgb: readonly [number, number, number]) => () => demoPng(64, 48, rgb);

const FILES: { n: number; dir: number; name: string; signs: number[]; versions: Version[] }[] = [
  { n: 21, dir: 2, name: 'A-101 一层平面图.pdf', signs: [51], versions: [
    { n: 101, name: 'A-101 一层平面图.pdf', bytes: pdf(['A-101  Ground floor plan', 'Issued for review']), mime: 'application/pdf', day: 1 },
    { n: 102, name: 'A-101 一层平面图.pdf', bytes: pdf(['A-101  Ground floor plan', 'Revision B: stair core moved 600 mm east']), mime: 'application/pdf', day: 6 },
  ] },
  { n: 22, dir: 3, name: 'S-201 基础平面布置图.pdf', signs: [], versions: [
    { n: 103, name: 'S-201 基础平面布置图.pdf', bytes: pdf(['S-201  Foundation layout', 'Pile caps PC-1 to PC-24']), mime: 'application/pdf', day: 2 },
  ] },
  { n: 23, dir: 5, name: '塔吊安装专项方案.pdf', signs: [52], versions: [
    { n: 104, name: '塔吊安装专项方案.pdf', bytes: pdf(['Tower crane erection method statement', 'QTZ125, 1# tower']), mime: 'application/pdf', day: 3 },
  ] },
  { n: 24, dir: 7, name: '钢筋隐蔽验收照片.png', signs: [53], versions: [
    { n: 105, name: '钢筋隐蔽验收照片.png', bytes: png([70, 130, 180]), mime: 'image/png', day: 4 },
  ] },
  { n: 25, dir: 8, name: '主体结构分部验收现场.png', signs: [53, 51], versions: [
    { n: 106, name: '主体结构分部验收现场.png', bytes: png([190, 140, 60]), mime: 'image/png', day: 5 },
  ] },
];

const at = (day: number) => new Date(Date.UTC(2026, 10, 10 + day, 2, 0, 0));

export const ProjectFileDemo = {
  project: ProjectDemoIds.projects[0],
  dir: (name: string) => id(DIRS.find((d) => d.name === name)!.n),
  file: (name: string) => id(FILES.find((f) => f.name === name)!.n),
  sign: (name: string) => id(SIGNS.find((s) => s.name === name)!.n),
  /** Every demo version's stored file, with its bytes drawn on demand (for the file store at start, only when missing). */
  stored: () => FILES.flatMap((f) => f.versions.map((v) => ({ file_id: id(v.n), stored_name: stored(v.n), bytes: v.bytes }))),
};

export async function seedProjectFilesDemo(db: Db): Promise<void> {
  const company = DemoIds.company;
  const project = ProjectFileDemo.project;
  await db
    .insert(projectDirs)
    .values(DIRS.map((d) => ({ company_id: company, dir_id: id(d.n), project_id: project, parent_id: d.parent ? id(d.parent) : null, dir_name: d.name, sort_no: d.sort, created_at: at(0) })))
    .onConflictDoNothing();
  await db
    .insert(projectDocSigns)
    .values(SIGNS.map((s) => ({ company_id: company, sign_id: id(s.n), sign_name: s.name, sign_color: s.color, created_at: at(0) })))
    .onConflictDoNothing();
  for (const f of FILES) {
    const made = f.versions.map((v) => ({ ...v, data: v.bytes() }));
    const last = made[made.length - 1]!;
    for (const v of made) {
      await db
        .insert(files)
        .values({ file_id: id(v.n), owner_id: DemoIds.demo, company_id: company, module: 'project_file', file_name: v.name, stored_name: stored(v.n), mime: v.mime, size_bytes: v.data.length, sha256: createHash('sha256').update(v.data).digest('hex'), created_at: at(v.day) })
        .onConflictDoNothing();
    }
    await db
      .insert(projectDocFiles)
      .values({ company_id: company, doc_file_id: id(f.n), project_id: project, dir_id: id(f.dir), file_name: f.name, file_id: id(last.n), mime: last.mime, size_bytes: last.data.length, version_no: made.length, created_by: DemoIds.demo, created_at: at(made[0]!.day), updated_at: at(last.day) })
      .onConflictDoNothing();
    await db
      .insert(projectDocFileVersions)
      .values(made.map((v, i) => ({ company_id: company, version_id: id(v.n + 100), doc_file_id: id(f.n), version_no: i + 1, file_id: id(v.n), uploader_id: DemoIds.demo, uploader_name: '演示管理员', created_at: at(v.day) })))
      .onConflictDoNothing();
    if (f.signs.length) {
      await db
        .insert(projectDocFileSigns)
        .values(f.signs.map((s) => ({ company_id: company, doc_file_id: id(f.n), sign_id: id(s), tagged_by: DemoIds.demo, created_at: at(f.versions[0]!.day) })))
        .onConflictDoNothing();
    }
  }
}
