import type { SQL } from 'drizzle-orm';
import type { Platform } from '../platform';
import type { SessionContext } from '../session/session.types';
import { scopeCondition, type DataScope, type ScopeColumns } from './data-scope';

/**
 * The data scope (/pageDataAuth) as the hand-written routes of a project-keyed family apply it, beside the resource
 * layer's `dataScope` option: a condition for a list's WHERE, and a check that one project is visible.
 */
export async function scopeWhere(platform: Platform, session: SessionContext, page: string, columns: ScopeColumns): Promise<SQL | undefined> {
  return scopeCondition(await platform.dataScope.resolve(session, page), columns);
}

/**
 * Whether a row of `projectId` is visible in a scope, on a page whose rows carry only a project: all of the unit sees
 * it; "its projects" when the project is one of the job's; any other scope (which such a page does not offer) nothing.
 */
export function projectVisible(scope: DataScope, projectId: string | null | undefined): boolean {
  if (scope.type === 'all') return true;
  return scope.type === 'projects' && !!projectId && scope.projectIds.includes(projectId);
}

/** Throws `notFound()` (10002: existence is not revealed) when the project is outside the session's scope on the page. */
export async function assertProjectInScope(platform: Platform, session: SessionContext, page: string, projectId: string | null | undefined, notFound: () => Error): Promise<void> {
  if (!projectVisible(await platform.dataScope.resolve(session, page), projectId)) throw notFound();
}

/** The projects a scope shows on a page whose rows carry only a project: undefined for all, else the job's (or none). */
export function visibleProjectIds(scope: DataScope): readonly string[] | undefined {
  if (scope.type === 'all') return undefined;
  return scope.type === 'projects' ? scope.projectIds : [];
}
