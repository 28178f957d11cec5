import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { currentDbScope, inNoScope, inSystemScope } from '../../db/scope';
import { auditedInThisCall, currentOrigin, inCall, markAudited } from '../request-context';

const unit = '0190a0b0-0000-7000-8000-000000000001';
const request = { ip: '203.0.113.7', headers: { 'user-agent': 'x'.repeat(300) } } as unknown as FastifyRequest;

// The call's context and the database scope share one AsyncLocalStorage frame (db/scope.ts): a scope opened inside
// a call must keep the call's origin and its audited mark, as when they lived in two storages.
describe('a call’s context', () => {
  it('runs the handler in its scope with its origin, through awaits and nested scopes', async () => {
    expect(currentOrigin()).toEqual({ ip: null, device: null });
    const seen = await inCall(request, { kind: 'tenant', companyId: unit }, async () => {
      await Promise.resolve();
      const inTenant = [currentDbScope(), currentOrigin()];
      const inSystem = await inSystemScope('seed', async () => {
        markAudited();
        return [currentDbScope(), currentOrigin()];
      });
      const inNone = await inNoScope(async () => [currentDbScope(), currentOrigin()]);
      return { inTenant, inSystem, inNone, audited: auditedInThisCall() };
    });
    const origin = { ip: '203.0.113.7', device: 'x'.repeat(200) };
    expect(seen).toEqual({
      inTenant: [{ kind: 'tenant', companyId: unit }, origin],
      inSystem: [{ kind: 'system', name: 'seed' }, origin],
      inNone: [undefined, origin],
      audited: true,
    });
    expect(currentDbScope()).toBeUndefined();
    expect(auditedInThisCall()).toBe(false);
  });

  it('awaits a returned thenable inside the frame, and refuses a scope that could not be inlined', async () => {
    const seen: unknown[] = [];
    const thenable = { then: (resolve: (v: unknown) => void) => resolve(seen.push(currentDbScope())) };
    await inCall(request, { kind: 'system', name: 'seed' }, () => thenable as unknown as Promise<unknown>);
    expect(seen).toEqual([{ kind: 'system', name: 'seed' }]);
    expect(() => inCall(request, { kind: 'tenant', companyId: "x'; --" }, async () => 1)).toThrow('not a company id');
  });
});
