import type { RouteContract } from '@zhuyun/contracts';
import type { DbScope } from '../../db/scope';
import type { SessionContext } from '../session/session.types';

/**
 * The database scope a call's handler runs in (db/scope.ts, docs/decisions/024-row-level-security.md):
 * - a route that declares a system scope (it must read across units: switching unit, the region big screen…): that;
 * - a session in a unit: that unit, and nothing else — whatever the handler's queries forget;
 * - a platform administrator outside any unit: the system scope `platform-admin`;
 * - a session in no unit yet, or a call without a session (sign-in, registration, codes, devices): no scope — the
 *   database shows it no company row. Such a handler opens a named system scope (`inSystemScope`) for the one read it
 *   needs (a person's memberships at sign-in, a device's key), or the unit's scope once it knows the unit (a device's).
 *
 * `_contract` stays in the signature: the scope is a property of the call, and a later rule may read it.
 */
export function routeScope(_contract: RouteContract, session: SessionContext | undefined, systemScope?: string): DbScope | undefined {
  if (systemScope) return { kind: 'system', name: systemScope };
  if (session?.companyId) return { kind: 'tenant', companyId: session.companyId };
  // Platform administration spans units by nature: deleting a permission object takes it out of every unit's
  // templates, a unit's review reads the unit's rows. Only a platform administrator's session gets this scope.
  if (session?.user?.is_platform_admin) return { kind: 'system', name: 'platform-admin' };
  return undefined;
}
