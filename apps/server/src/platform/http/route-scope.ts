import type { RouteContract } from '@zhuyun/contracts';
import type { DbScope } from '../../db/scope';
import type { SessionContext } from '../session/session.types';

/**
 * The database scope a call's handler runs in (db/scope.ts, docs/decisions/024-row-level-security.md):
 * - a route that declares a system scope (it must read across units: switching unit, the region big screen…): that;
 * - a session in a unit: that unit, and nothing else — whatever the handler's queries forget;
 * - a session in no unit yet (joining or creating one, the personal centre): the system scope `no-unit`;
 * - a call without a session (sign-in, registration, codes, signed file links, devices): `public:<path>`.
 */
export function routeScope(contract: RouteContract, session: SessionContext | undefined, systemScope?: string): DbScope {
  if (systemScope) return { kind: 'system', name: systemScope };
  if (session?.companyId) return { kind: 'tenant', companyId: session.companyId };
  if (session) return { kind: 'system', name: 'no-unit' };
  return { kind: 'system', name: `public:${contract.path.replace(/[^a-zA-Z0-9:_./-]/g, '_')}` };
}
