import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { authJobTemplates, authTemplateObjects, authTemplates, jobs, permissionObjects } from '../../db/schema';
import type { PageWindow } from '../../platform/paging';
import { likePattern } from '../../platform/query-helpers';

export type TemplateRow = typeof authTemplates.$inferSelect;

/** Permission templates of a unit; every query takes the session's unit as its first condition. */
export class TemplateRepo {
  constructor(private readonly db: Db) {}

  async byId(companyId: string, templateId: string, tx: Tx | Db = this.db): Promise<TemplateRow | undefined> {
    const [row] = await tx
      .select()
      .from(authTemplates)
      .where(and(eq(authTemplates.company_id, companyId), eq(authTemplates.auth_template_id, templateId)));
    return row;
  }

  async byName(companyId: string, name: string, tx: Tx | Db = this.db): Promise<TemplateRow | undefined> {
    const [row] = await tx
      .select()
      .from(authTemplates)
      .where(and(eq(authTemplates.company_id, companyId), eq(authTemplates.auth_template_name, name)));
    return row;
  }

  async list(
    companyId: string,
    filter: { name?: string; sort: 'auth_template_name' | 'created_at'; order: 'asc' | 'desc' },
    window: PageWindow,
  ) {
    const conditions: SQL[] = [eq(authTemplates.company_id, companyId)];
    if (filter.name) conditions.push(ilike(authTemplates.auth_template_name, likePattern(filter.name)));
    const where = and(...conditions);
    const column = filter.sort === 'auth_template_name' ? authTemplates.auth_template_name : authTemplates.created_at;
    const [count] = await this.db.select({ n: sql<number>`count(*)::int` }).from(authTemplates).where(where);
    const rows = await this.db
      .select({
        auth_template_id: authTemplates.auth_template_id,
        auth_template_name: authTemplates.auth_template_name,
        company_id: authTemplates.company_id,
        created_at: authTemplates.created_at,
        // Correlated counts name the outer table explicitly: drizzle renders bare column names inside select fields.
        auth_numbers: sql<number>`(select count(*)::int from auth_template_objects o where o.company_id = auth_templates.company_id and o.auth_template_id = auth_templates.auth_template_id)`,
        job_numbers: sql<number>`(select count(*)::int from auth_job_templates j where j.company_id = auth_templates.company_id and j.auth_template_id = auth_templates.auth_template_id)`,
      })
      .from(authTemplates)
      .where(where)
      .orderBy(filter.order === 'asc' ? asc(column) : desc(column), asc(authTemplates.auth_template_id))
      .limit(window.limit)
      .offset(window.offset);
    return { rows, total: count?.n ?? 0 };
  }

  async objectNos(companyId: string, templateId: string): Promise<string[]> {
    const rows = await this.db
      .select({ no: authTemplateObjects.object_no })
      .from(authTemplateObjects)
      .where(and(eq(authTemplateObjects.company_id, companyId), eq(authTemplateObjects.auth_template_id, templateId)))
      .orderBy(asc(authTemplateObjects.object_no));
    return rows.map((r) => r.no);
  }

  async jobIds(companyId: string, templateId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: authJobTemplates.job_id })
      .from(authJobTemplates)
      .where(and(eq(authJobTemplates.company_id, companyId), eq(authJobTemplates.auth_template_id, templateId)))
      .orderBy(asc(authJobTemplates.job_id));
    return rows.map((r) => r.id);
  }

  async knownObjectNos(objectNos: string[]): Promise<Set<string>> {
    if (objectNos.length === 0) return new Set();
    const rows = await this.db.select({ no: permissionObjects.object_no }).from(permissionObjects).where(inArray(permissionObjects.object_no, objectNos));
    return new Set(rows.map((r) => r.no));
  }

  async knownJobIds(companyId: string, jobIds: string[]): Promise<Set<string>> {
    if (jobIds.length === 0) return new Set();
    const rows = await this.db.select({ id: jobs.job_id }).from(jobs).where(and(eq(jobs.company_id, companyId), inArray(jobs.job_id, jobIds)));
    return new Set(rows.map((r) => r.id));
  }
}
