import { describe, expect, it } from 'vitest';
import { auth, company } from '@zhuyun/contracts';
import { currentDbScope, inNoScope, inSystemScope, inTenantScope, scopeKey, setScopeSql } from '../../../db/scope';
import type { SessionContext } from '../../session/session.types';
import { routeScope } from '../route-scope';

const unit = '0190a0b0-0000-7000-8000-000000000001';
const session = (companyId: string | null, isPlatformAdmin = false) => ({ userId: 'u', companyId, user: { is_platform_admin: isPlatformAdmin } }) as SessionContext;

describe('the database scope of a call (decision 024)', () => {
  it('is the session’s unit, a named system scope when the route declares one, and none otherwise', () => {
    expect(routeScope(company.getJoinOrgList, session(unit))).toEqual({ kind: 'tenant', companyId: unit });
    expect(routeScope(company.getMyCompanies, session(unit), 'my-units')).toEqual({ kind: 'system', name: 'my-units' });
    // A session in no unit and a call without a session see no company row unless they name a system scope.
    expect(routeScope(company.getMyCompanies, session(null))).toBeUndefined();
    expect(routeScope(auth.login, undefined)).toBeUndefined();
    // Platform administration spans units: its administrator outside any unit gets a scope of its own.
    expect(routeScope(company.getJoinOrgList, session(null, true))).toEqual({ kind: 'system', name: 'platform-admin' });
    expect(routeScope(company.getJoinOrgList, session(unit, true))).toEqual({ kind: 'tenant', companyId: unit });
    expect(routeScope(auth.login, undefined, 'sign-in')).toEqual({ kind: 'system', name: 'sign-in' });
  });

  it('is carried through awaits, and none outside any', async () => {
    expect(currentDbScope()).toBeUndefined();
    await inTenantScope(unit, async () => {
      await Promise.resolve();
      expect(currentDbScope()).toEqual({ kind: 'tenant', companyId: unit });
      await inSystemScope('seed', async () => expect(currentDbScope()).toEqual({ kind: 'system', name: 'seed' }));
      await inNoScope(async () => expect(currentDbScope()).toBeUndefined());
      expect(currentDbScope()).toEqual({ kind: 'tenant', companyId: unit });
    });
  });

  it('runs a returned thenable inside the scope, not in the caller’s', async () => {
    const seen: unknown[] = [];
    const thenable = { then: (resolve: (v: unknown) => void) => resolve(seen.push(currentDbScope())) };
    await inSystemScope('seed', () => thenable);
    expect(seen).toEqual([{ kind: 'system', name: 'seed' }]);
  });

  it('refuses values that could not be inlined safely', async () => {
    await expect(inTenantScope("x', true); drop table users; --", async () => 1)).rejects.toThrow('not a company id');
    await expect(inSystemScope("seed'; --", async () => 1)).rejects.toThrow('not a system scope name');
    expect(setScopeSql({ kind: 'tenant', companyId: unit }, true)).toBe(
      `SELECT set_config('app.company_id', '${unit}', true), set_config('app.system_scope', '', true)`,
    );
    expect(scopeKey(undefined)).toBe('|');
  });
});
