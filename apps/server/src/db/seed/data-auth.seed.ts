import { DATA_SCOPE_PAGES, DataScopeType } from '@zhuyun/contracts';
import type { Db } from '../client';
import { dataAuthJobProjects, dataAuthScopes } from '../schema';
import { DemoIds } from './demo-organisation';
import { ProjectDemoIds } from './project.seed';

/**
 * /pageDataAuth shows a real setting on a fresh start: the project department's 施工员 sees, on every page that
 * enforces a scope, only its project (杭州未来科技城装配式住宅项目). Idempotent; a unit's later change is kept.
 */
export async function seedDataAuthDemo(db: Db): Promise<void> {
  const company_id = DemoIds.company;
  const job_id = DemoIds.siteBuilderJob;
  await db.transaction(async (tx) => {
    const fresh = await tx
      .insert(dataAuthScopes)
      .values(DATA_SCOPE_PAGES.map((p) => ({ company_id, job_id, object_no: p.object_no, scope_type: DataScopeType.projects })))
      .onConflictDoNothing()
      .returning({ no: dataAuthScopes.object_no });
    if (fresh.length === 0) return;
    await tx.insert(dataAuthJobProjects).values({ company_id, job_id, project_id: ProjectDemoIds.projects[0]! }).onConflictDoNothing();
  });
}
