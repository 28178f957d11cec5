import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projectDirs, projectDocFiles } from '../../db/schema';
import type { DirCount, DirLink } from './dir-tree';

const d = projectDirs;

/** Files directly in a directory (a scalar subquery on the row being read). */
export const fileCountOf = sql<number>`(select count(*) from ${projectDocFiles} f where f.company_id = project_dirs.company_id and f.dir_id = project_dirs.dir_id)`.mapWith(Number);

/** Reads of the directory tables, always inside one company. */
export class DirRepo {
  constructor(private readonly db: Db) {}

  async dirOf(companyId: string, dirId: string): Promise<{ dir_id: string; project_id: string; parent_id: string | null } | undefined> {
    const [row] = await this.db
      .select({ dir_id: d.dir_id, project_id: d.project_id, parent_id: d.parent_id })
      .from(d)
      .where(and(eq(d.company_id, companyId), eq(d.dir_id, dirId)));
    return row;
  }

  /** Every directory of the projects with its file count, for the trees. */
  async dirsOf(companyId: string, projectIds: readonly string[]): Promise<(DirCount & { project_id: string })[]> {
    if (projectIds.length === 0) return [];
    return this.db
      .select({ dir_id: d.dir_id, parent_id: d.parent_id, project_id: d.project_id, dir_name: d.dir_name, sort_no: d.sort_no, file_count: fileCountOf })
      .from(d)
      .where(and(eq(d.company_id, companyId), inArray(d.project_id, [...projectIds])));
  }

  async linksOf(companyId: string, projectId: string): Promise<DirLink[]> {
    return this.db.select({ dir_id: d.dir_id, parent_id: d.parent_id }).from(d).where(and(eq(d.company_id, companyId), eq(d.project_id, projectId)));
  }

  /** Files in the directory and in every directory below it. */
  async filesBelow(companyId: string, dirId: string): Promise<number> {
    const result = (await this.db.execute(sql`
      with recursive below(dir_id) as (
        select ${dirId}::uuid
        union all
        select c.dir_id from project_dirs c join below b on c.parent_id = b.dir_id where c.company_id = ${companyId}
      )
      select count(*)::int as n from project_doc_files f where f.company_id = ${companyId} and f.dir_id in (select dir_id from below)`)) as unknown as { rows: { n: number }[] };
    return Number(result.rows[0]?.n ?? 0);
  }
}
