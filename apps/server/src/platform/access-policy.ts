import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authJobTemplates, authTemplateObjects } from '../db/schema';
import type { SessionContext } from './session/session.types';

/**
 * Answers whether a session may use a permission object (ARCHITECTURE.md rule 8). Objects named `platform.*` are
 * the platform administrator's alone (unit reviews, application reviews, menus). Every other object is granted to
 * platform administrators and to the administrator of the session's unit, and to anyone else through the permission
 * templates their current job holds in the session's unit (docs/decisions/010).
 */
export interface AccessPolicy {
  allows(session: SessionContext, objectNo: string): Promise<boolean>;
  /**
   * What the session alone settles without reading grants (administrators, `platform.*`), else null: the guard of
   * every call asks this first, so such a call enters no database scope and awaits nothing for its permission.
   */
  settledBySession(session: SessionContext, objectNo: string): boolean | null;
  /** Everything the session holds, for menus and the permission tree: one query, then a pure test per object. */
  held(session: SessionContext): Promise<(objectNo: string) => boolean>;
}

export const PLATFORM_OBJECT_PREFIX = 'platform.';

/** What an administrator holds without any grant; null when grants decide. */
function adminHolds(session: SessionContext, objectNo: string): boolean | null {
  if (objectNo.startsWith(PLATFORM_OBJECT_PREFIX)) return session.user.is_platform_admin;
  if (session.user.is_platform_admin || session.company?.is_admin === true) return true;
  return null;
}

/** The pre-permission-module policy: administrators only. Kept for tests of the platform alone. */
export const adminOnlyPolicy: AccessPolicy = {
  async allows(session, objectNo) {
    return adminHolds(session, objectNo) ?? false;
  },
  settledBySession: (session, objectNo) => adminHolds(session, objectNo) ?? false,
  async held(session) {
    return (objectNo) => adminHolds(session, objectNo) ?? false;
  },
};

/**
 * Grants are read from the database on every guarded call, never from the session cache (decision 002): a change of
 * templates or of who holds a job takes effect on the very next call, without signing in again. The read is one
 * indexed join, and only calls whose contract names an object pay it.
 */
export function grantsPolicy(db: Db): AccessPolicy {
  // The job must still be held by the user: removing someone from a post removes its grants at once.
  const grantScope = (session: SessionContext) =>
    and(
      eq(authJobTemplates.company_id, session.companyId as string),
      eq(authJobTemplates.job_id, session.jobId as string),
      sql`exists (select 1 from job_users ju where ju.company_id = auth_job_templates.company_id
        and ju.job_id = auth_job_templates.job_id and ju.user_id = ${session.userId})`,
    );
  const grantsJoin = and(
    eq(authTemplateObjects.company_id, authJobTemplates.company_id),
    eq(authTemplateObjects.auth_template_id, authJobTemplates.auth_template_id),
  );
  return {
    settledBySession: (session, objectNo) => adminHolds(session, objectNo) ?? (!session.companyId || !session.jobId ? false : null),
    async allows(session, objectNo) {
      const admin = adminHolds(session, objectNo);
      if (admin !== null) return admin;
      if (!session.companyId || !session.jobId) return false;
      const rows = await db
        .select({ one: sql<number>`1` })
        .from(authJobTemplates)
        .innerJoin(authTemplateObjects, grantsJoin)
        .where(and(grantScope(session), eq(authTemplateObjects.object_no, objectNo)))
        .limit(1);
      return rows.length > 0;
    },
    async held(session) {
      if (session.user.is_platform_admin || session.company?.is_admin === true) {
        return (objectNo) => adminHolds(session, objectNo) ?? false;
      }
      if (!session.companyId || !session.jobId) return () => false;
      const rows = await db
        .selectDistinct({ object_no: authTemplateObjects.object_no })
        .from(authJobTemplates)
        .innerJoin(authTemplateObjects, grantsJoin)
        .where(grantScope(session));
      const granted = new Set(rows.map((r) => r.object_no));
      return (objectNo) => !objectNo.startsWith(PLATFORM_OBJECT_PREFIX) && granted.has(objectNo);
    },
  };
}
