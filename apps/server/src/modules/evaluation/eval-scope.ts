import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { EvalMsg, Msg } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { evalObsUsers } from '../../db/schema';
import { fail } from '../../platform/errors';
import type { SessionContext } from '../../platform/session/session.types';

/**
 * What one caller may see of the unit's evaluation data (docs/decisions/016): the unit's administrator and the
 * platform administrator everything (`obsIds` null), anyone else the persons of the org units (obs) they were
 * empowered to, and nothing before any empowerment. Read on every call, so a change of empowerment applies at once.
 */
export interface EvalScope {
  companyId: string;
  obsIds: readonly string[] | null;
}

export const isEvalAdmin = (session: SessionContext): boolean => session.user.is_platform_admin || session.company?.is_admin === true;

export async function evalScopeOf(db: Db, session: SessionContext): Promise<EvalScope> {
  if (!session.companyId) throw fail.forbidden(Msg.joinUnitFirst);
  if (isEvalAdmin(session)) return { companyId: session.companyId, obsIds: null };
  const rows = await db
    .select({ obs_id: evalObsUsers.obs_id })
    .from(evalObsUsers)
    .where(and(eq(evalObsUsers.company_id, session.companyId), eq(evalObsUsers.user_id, session.userId)));
  return { companyId: session.companyId, obsIds: rows.map((r) => r.obs_id) };
}

/** The condition "this person's obs is in scope" on a person's obs column; undefined (no condition) for everything. */
export function obsInScope(scope: EvalScope, obsColumn: AnyColumn): SQL | undefined {
  if (scope.obsIds === null) return undefined;
  return scope.obsIds.length ? inArray(obsColumn, [...scope.obsIds]) : sql`false`;
}

/** Whether a person (by their obs) lies in scope; a person without an obs belongs to the administrators alone. */
export function covers(scope: EvalScope, obsId: string | null | undefined): boolean {
  return scope.obsIds === null || (obsId != null && scope.obsIds.includes(obsId));
}

/** Org units and their data authorisation are the unit administrator's, so that nobody grants themselves data. */
export function requireEvalAdmin(session: SessionContext): void {
  if (!isEvalAdmin(session)) throw fail.forbidden(EvalMsg.obsAdminOnly);
}
