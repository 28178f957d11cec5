import { and, eq, inArray } from 'drizzle-orm';
import { projectFiles } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema';
import { fail } from '../../platform/errors';

/** The names of these projects of the company, in the order asked; one that is not the company's is 10002. */
export async function projectsOfCompany(db: Db, companyId: string, projectIds: readonly string[]): Promise<{ project_id: string; project_name: string }[]> {
  const rows = await db
    .select({ project_id: projects.project_id, project_name: projects.project_name })
    .from(projects)
    .where(and(eq(projects.company_id, companyId), inArray(projects.project_id, [...projectIds])));
  const byId = new Map(rows.map((r) => [r.project_id, r]));
  return projectIds.map((id) => {
    const found = byId.get(id);
    if (!found) throw fail.notFound(projectFiles.ProjectFileMsg.projectNotFound);
    return found;
  });
}
