import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { DataScopeType } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { dataAuthJobProjects, dataAuthScopes, jobs } from '../../db/schema';
import type { SessionContext } from '../session/session.types';

/**
 * Which rows of a page a session may see (issue 19 item 2), resolved from the session's job: all of the unit, its
 * department and the departments below it, its projects, or only the rows its holder created.
 */
export type DataScope =
  | { type: 'all' }
  | { type: 'dept'; companyId: string; deptIds: string[] }
  | { type: 'projects'; projectIds: string[] }
  | { type: 'own'; userId: string };

export const ALL_ROWS: DataScope = { type: 'all' };

/** The columns of a table that carry a row's project, department and creator (any may be absent). */
export interface ScopeColumns {
  project?: AnyColumn | SQL;
  dept?: AnyColumn | SQL;
  creator?: AnyColumn | SQL;
}

export interface DataScopeService {
  /** The session's scope on a page (its page object, `page.ProjectList`). */
  resolve(session: SessionContext, pageObjectNo: string): Promise<DataScope>;
}

const NOTHING = sql`false`;
/** A column or an expression, as one SQL value (drizzle's inArray has no overload taking either). */
const value = (c: AnyColumn | SQL): SQL => sql`${c}`;

/**
 * The condition a row must meet, or undefined for all rows. A scope the table cannot tell (projects on a table with
 * no project column) matches nothing: a missing column never widens what a job sees. "Department and below" matches a
 * department column, else the creator holding a job in one of those departments.
 */
export function scopeCondition(scope: DataScope, columns: ScopeColumns): SQL | undefined {
  switch (scope.type) {
    case 'all':
      return undefined;
    case 'projects':
      return columns.project && scope.projectIds.length > 0 ? inArray(value(columns.project), scope.projectIds) : NOTHING;
    case 'own':
      return columns.creator ? eq(value(columns.creator), scope.userId) : NOTHING;
    case 'dept':
      if (scope.deptIds.length === 0) return NOTHING;
      if (columns.dept) return inArray(value(columns.dept), scope.deptIds);
      if (!columns.creator) return NOTHING;
      return sql`${value(columns.creator)} in (select ju.user_id from job_users ju join jobs j on j.company_id = ju.company_id and j.job_id = ju.job_id
        where ju.company_id = ${scope.companyId} and ${inArray(sql`j.dept_id`, scope.deptIds)})`;
  }
}

type Rows<T> = { rows: T[] };

/**
 * Read on every call that needs it, like the grants (decision 010): a change on /pageDataAuth takes effect on the
 * holders' next call. Administrators (the unit's, the platform's) and a session without a job see all; so does a job
 * with no setting for the page. At most three indexed reads, and only for calls of a page that declares a scope.
 */
export function dataScopes(db: Db): DataScopeService {
  return {
    async resolve(session, objectNo) {
      if (session.user.is_platform_admin || session.company?.is_admin === true) return ALL_ROWS;
      const companyId = session.companyId;
      const jobId = session.jobId;
      if (!companyId || !jobId) return ALL_ROWS;
      const [setting] = await db
        .select({ scope_type: dataAuthScopes.scope_type, dept_id: jobs.dept_id })
        .from(dataAuthScopes)
        .leftJoin(jobs, and(eq(jobs.company_id, dataAuthScopes.company_id), eq(jobs.job_id, dataAuthScopes.job_id)))
        .where(and(eq(dataAuthScopes.company_id, companyId), eq(dataAuthScopes.job_id, jobId), eq(dataAuthScopes.object_no, objectNo)));
      switch (setting?.scope_type) {
        case undefined:
        case DataScopeType.all:
          return ALL_ROWS;
        case DataScopeType.own:
          return { type: 'own', userId: session.userId };
        case DataScopeType.projects: {
          const rows = await db
            .select({ id: dataAuthJobProjects.project_id })
            .from(dataAuthJobProjects)
            .where(and(eq(dataAuthJobProjects.company_id, companyId), eq(dataAuthJobProjects.job_id, jobId)));
          return { type: 'projects', projectIds: rows.map((r) => r.id) };
        }
        case DataScopeType.dept: {
          if (!setting.dept_id) return { type: 'dept', companyId, deptIds: [] };
          const found = (await db.execute(sql`with recursive below(dept_id) as (
              select ${setting.dept_id}::uuid
              union select d.dept_id from departments d join below b on d.parent_id = b.dept_id where d.company_id = ${companyId})
            select dept_id from below`)) as unknown as Rows<{ dept_id: string }>;
          return { type: 'dept', companyId, deptIds: found.rows.map((r) => r.dept_id) };
        }
        default:
          // An unknown value (a later version's) shows nothing rather than everything.
          return { type: 'projects', projectIds: [] };
      }
    },
  };
}
