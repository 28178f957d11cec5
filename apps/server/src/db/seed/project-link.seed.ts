import type { Db } from '../client';
import { projectLinkConfigs, projectLinks } from '../schema';
import { DemoIds } from './demo-organisation';
import { ProjectDemoIds } from './project.seed';

/**
 * The demo unit uses the built-in stand-in external system, and its second project is linked to the stand-in's
 * 西湖区文教中心 (not yet synced: /projectDetail's 同步 pulls its two sections). Idempotent.
 */
export async function seedProjectLinkDemo(db: Db): Promise<void> {
  const company_id = DemoIds.company;
  await db
    .insert(projectLinkConfigs)
    .values({ company_id, adapter: 'builtin', system_name: '省建筑市场监管平台（演示）', base_url: null, app_key: 'zhuyun-demo', enabled: 1 })
    .onConflictDoNothing();
  await db
    .insert(projectLinks)
    .values({ company_id, project_id: ProjectDemoIds.projects[1], adapter: 'builtin', external_project_id: 'EXT-ZJ-2026-0102', external_project_name: '西湖区文教中心（监管平台）' })
    .onConflictDoNothing();
}
