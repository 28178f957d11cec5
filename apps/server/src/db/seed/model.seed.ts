import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../client';
import { files, modelVersions, models } from '../schema';
import { DemoIds } from './demo-organisation';
import { ProjectDemoIds } from './project.seed';
import { serverSrcDir } from '../../platform/runtime-paths';

/**
 * The demo buildings of the model library (issue 17 item 6): one model on the first demo project with two versions,
 * GLBs made by scripts/models/make-demo-glb.ts, and an IFC4 model (scripts/models/make-demo-ifc.ts) with one version.
 * The database rows are seeded here; the bytes are put into the file store under these fixed names at start
 * (modules/model: ensureDemoModelFiles), since a seed sees only the database.
 */
const id = (n: number) => `01900000-0000-7000-8000-0000000700${String(n).padStart(2, '0')}`;
const dataDir = path.join(serverSrcDir, 'db/seed/data/models');

const GLB = { format: 'glb', mime: 'model/gltf-binary' } as const;
const IFC = { format: 'ifc', mime: 'application/x-step' } as const;

export const ModelDemo = {
  model: id(1),
  /** The IFC building (IFC4: storeys, slabs, columns, walls, property sets). */
  ifcModel: id(2),
  versions: [
    { model_id: id(1), version_id: id(11), file_id: id(21), stored_name: 'de300000000000000000000000000001', file: 'demo-building-v1.glb', note: '初版：三层主体结构', no: 1, ...GLB },
    { model_id: id(1), version_id: id(12), file_id: id(22), stored_name: 'de300000000000000000000000000002', file: 'demo-building-v2.glb', note: '增加四层与屋面', no: 2, ...GLB },
    { model_id: id(2), version_id: id(13), file_id: id(23), stored_name: 'de300000000000000000000000000003', file: 'demo-building.ifc', note: 'IFC4：三层，板、柱、墙及属性集', no: 1, ...IFC },
  ],
  bytesOf: (file: string): Buffer => fs.readFileSync(path.join(dataDir, file)),
} as const;

export async function seedModelDemo(db: Db): Promise<void> {
  const company = DemoIds.company;
  const day = Date.UTC(2026, 10, 18, 2, 0, 0);
  await db
    .insert(models)
    .values([
      { company_id: company, model_id: ModelDemo.model, model_name: '演示楼 1# 结构模型', project_id: ProjectDemoIds.projects[0], remark: '装配式框架结构，预制柱、叠合板与外墙板', created_by: DemoIds.demo, created_at: new Date(day), updated_at: new Date(day + 86_400_000) },
      { company_id: company, model_id: ModelDemo.ifcModel, model_name: '演示楼 2# IFC 模型', project_id: ProjectDemoIds.projects[0], remark: 'IFC4 交换文件：楼层、叠合板、预制柱与外墙板', created_by: DemoIds.demo, created_at: new Date(day), updated_at: new Date(day) },
    ])
    .onConflictDoNothing();
  for (const v of ModelDemo.versions) {
    const bytes = ModelDemo.bytesOf(v.file);
    const at = new Date(day + (v.no - 1) * 86_400_000 - (v.format === 'ifc' ? 3_600_000 : 0));
    await db
      .insert(files)
      .values({ file_id: v.file_id, owner_id: DemoIds.demo, company_id: company, module: 'model', file_name: v.file, stored_name: v.stored_name, mime: v.mime, size_bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), created_at: at })
      .onConflictDoNothing();
    await db
      .insert(modelVersions)
      .values({ company_id: company, version_id: v.version_id, model_id: v.model_id, version_no: v.no, model_format: v.format, file_id: v.file_id, note: v.note, uploader_id: DemoIds.demo, uploader_name: '演示管理员', created_at: at })
      .onConflictDoNothing();
  }
}
