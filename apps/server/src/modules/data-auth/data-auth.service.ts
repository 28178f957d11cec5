import { and, asc, eq, inArray } from 'drizzle-orm';
import { DATA_SCOPE_PAGES, DataAuthMsg, DataScopeType } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { authJobTemplates, authTemplateObjects, authTemplates, dataAuthJobProjects, dataAuthScopes, jobs, projects } from '../../db/schema';
import { fail } from '../../platform/errors';

const pages = new Map(DATA_SCOPE_PAGES.map((p) => [p.object_no, p]));

/**
 * A unit's data permissions (issue 19 item 2): each job's scope per page and its projects, and the job's side of
 * the permission templates (/orgManage). Every query takes the session's unit first; another unit's job,
 * project or template is "not found".
 */
export class DataAuthService {
  constructor(private readonly db: Db) {}

  private async mustHaveJob(companyId: string, jobId: string): Promise<void> {
    const [found] = await this.db.select({ id: jobs.job_id }).from(jobs).where(and(eq(jobs.company_id, companyId), eq(jobs.job_id, jobId)));
    if (!found) throw fail.notFound(DataAuthMsg.jobNotFound);
  }

  async jobDataAuth(companyId: string, jobId: string) {
    await this.mustHaveJob(companyId, jobId);
    const [scopes, held] = await Promise.all([
      this.db
        .select({ object_no: dataAuthScopes.object_no, scope_type: dataAuthScopes.scope_type })
        .from(dataAuthScopes)
        .where(and(eq(dataAuthScopes.company_id, companyId), eq(dataAuthScopes.job_id, jobId))),
      this.db
        .select({ id: dataAuthJobProjects.project_id })
        .from(dataAuthJobProjects)
        .where(and(eq(dataAuthJobProjects.company_id, companyId), eq(dataAuthJobProjects.job_id, jobId)))
        .orderBy(asc(dataAuthJobProjects.project_id)),
    ]);
    const saved = new Map(scopes.map((s) => [s.object_no, s.scope_type]));
    return {
      job_id: jobId,
      list: DATA_SCOPE_PAGES.map((p) => ({ object_no: p.object_no, scope_type: saved.get(p.object_no) ?? DataScopeType.all })),
      project_ids: held.map((r) => r.id),
    };
  }

  /** Replaces the job's scopes and projects in one transaction; "all" is the default and is not stored. */
  async saveJobDataAuth(companyId: string, jobId: string, list: { object_no: string; scope_type: number }[], projectIds: string[]): Promise<void> {
    const chosen = new Map<string, number>();
    for (const row of list) {
      const page = pages.get(row.object_no);
      if (!page) throw fail.validation(DataAuthMsg.pageInvalid);
      if (!(page.scopes as readonly number[]).includes(row.scope_type)) throw fail.validation(DataAuthMsg.scopeInvalid);
      chosen.set(row.object_no, row.scope_type);
    }
    await this.mustHaveJob(companyId, jobId);
    const wanted = [...new Set(projectIds)];
    if (wanted.length > 0) {
      const found = await this.db
        .select({ id: projects.project_id })
        .from(projects)
        .where(and(eq(projects.company_id, companyId), inArray(projects.project_id, wanted)));
      if (found.length !== wanted.length) throw fail.notFound(DataAuthMsg.projectIdsInvalid);
    }
    const stored = [...chosen].filter(([, type]) => type !== DataScopeType.all);
    await this.db.transaction(async (tx) => {
      await tx.delete(dataAuthScopes).where(and(eq(dataAuthScopes.company_id, companyId), eq(dataAuthScopes.job_id, jobId)));
      await tx.delete(dataAuthJobProjects).where(and(eq(dataAuthJobProjects.company_id, companyId), eq(dataAuthJobProjects.job_id, jobId)));
      if (stored.length > 0) {
        await tx.insert(dataAuthScopes).values(stored.map(([object_no, scope_type]) => ({ company_id: companyId, job_id: jobId, object_no, scope_type })));
      }
      if (wanted.length > 0) {
        await tx.insert(dataAuthJobProjects).values(wanted.map((project_id) => ({ company_id: companyId, job_id: jobId, project_id })));
      }
    });
  }

  /** The unit's templates with their objects, and every job's templates: the whole of /orgManage in one answer. */
  async orgAuth(companyId: string) {
    const [templates, objects, held] = await Promise.all([
      this.db
        .select({ auth_template_id: authTemplates.auth_template_id, auth_template_name: authTemplates.auth_template_name })
        .from(authTemplates)
        .where(eq(authTemplates.company_id, companyId))
        .orderBy(asc(authTemplates.created_at), asc(authTemplates.auth_template_id)),
      this.db
        .select({ id: authTemplateObjects.auth_template_id, no: authTemplateObjects.object_no })
        .from(authTemplateObjects)
        .where(eq(authTemplateObjects.company_id, companyId))
        .orderBy(asc(authTemplateObjects.object_no)),
      this.db
        .select({ job_id: jobs.job_id, template_id: authJobTemplates.auth_template_id })
        .from(jobs)
        .leftJoin(authJobTemplates, and(eq(authJobTemplates.company_id, jobs.company_id), eq(authJobTemplates.job_id, jobs.job_id)))
        .where(eq(jobs.company_id, companyId))
        .orderBy(asc(jobs.job_id), asc(authJobTemplates.auth_template_id)),
    ]);
    const jobsById = new Map<string, string[]>();
    for (const row of held) {
      const list = jobsById.get(row.job_id) ?? [];
      if (row.template_id) list.push(row.template_id);
      jobsById.set(row.job_id, list);
    }
    return {
      templates: templates.map((t) => ({ ...t, object_nos: objects.filter((o) => o.id === t.auth_template_id).map((o) => o.no) })),
      jobs: [...jobsById].map(([job_id, auth_template_ids]) => ({ job_id, auth_template_ids })),
    };
  }

  /** Replaces the templates a job holds; its holders' grants change on their next call. */
  async saveJobTemplates(companyId: string, jobId: string, templateIds: string[]): Promise<void> {
    await this.mustHaveJob(companyId, jobId);
    const wanted = [...new Set(templateIds)];
    if (wanted.length > 0) {
      const found = await this.db
        .select({ id: authTemplates.auth_template_id })
        .from(authTemplates)
        .where(and(eq(authTemplates.company_id, companyId), inArray(authTemplates.auth_template_id, wanted)));
      if (found.length !== wanted.length) throw fail.notFound(DataAuthMsg.templateIdsInvalid);
    }
    await this.db.transaction(async (tx) => {
      await tx.delete(authJobTemplates).where(and(eq(authJobTemplates.company_id, companyId), eq(authJobTemplates.job_id, jobId)));
      if (wanted.length > 0) {
        await tx.insert(authJobTemplates).values(wanted.map((auth_template_id) => ({ company_id: companyId, job_id: jobId, auth_template_id })));
      }
    });
  }
}
