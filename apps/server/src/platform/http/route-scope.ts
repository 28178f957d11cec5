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
  if (systemScope) return systemScopeNamed(systemScope);
  if (session?.companyId) return tenantScopeOf(session, session.companyId);
  // Platform administration spans units by nature: deleting a permission object takes it out of every unit's
  // templates, a unit's review reads the unit's rows. Only a platform administrator's session gets this scope.
  if (session?.user?.is_platform_admin) return systemScopeNamed('platform-admin');
  return undefined;
}

/*
 * One frozen scope object per session (and per system scope name) rather than a new one per call: db/scope.ts then
 * checks each object once, not its company id against a pattern on every call (issue 14 item 8).
 */
const tenantScopes = new WeakMap<SessionContext, DbScope & { kind: 'tenant' }>();
const systemScopes = new Map<string, DbScope>();

function tenantScopeOf(session: SessionContext, companyId: string): DbScope {
  let scope = tenantScopes.get(session);
  if (scope?.companyId !== companyId) tenantScopes.set(session, (scope = Object.freeze({ kind: 'tenant', companyId })));
  return scope;
}

function systemScopeNamed(name: string): DbScope {
  let scope = systemScopes.get(name);
  // Names come from the routes' code, a fixed set; the bound only guards against a caller that makes them up.
  if (!scope) {
    scope = Object.freeze({ kind: 'system', name });
    if (systemScopes.size < 1_000) systemScopes.set(name, scope);
  }
  return scope;
}
