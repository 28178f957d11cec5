import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Whose rows the database shows a piece of work (docs/decisions/024-row-level-security.md). On PostgreSQL every
 * table holding a company_id has a forced row-level security policy that compares it with `app.company_id`, or lets
 * everything through when `app.system_scope` names a system scope; ScopedPool sets both for each statement from here.
 *
 * - tenant: one company's rows — what a request of a session in a unit works in;
 * - system: every company's rows, under a name saying why (sign-in before a session, the region big screen, seeds,
 *   background jobs). Only code that must read across companies opens one, explicitly;
 * - no scope at all (undefined): nothing — a query outside any scope reads no tenant row and cannot write one.
 */
export type DbScope = { kind: 'tenant'; companyId: string } | { kind: 'system'; name: string };

/**
 * One AsyncLocalStorage for a call's whole context: its database scope and what the HTTP layer keeps of the call
 * (request-context.ts: origin, audited). On Node 20 and 22 every AsyncLocalStorage in use adds its own propagation to
 * every promise made; two of them, one for each, cost a signed call's hook chain about a twentieth of its CPU.
 * A frame is never changed: a nested scope is a new frame carrying the same call.
 */
interface Frame {
  readonly scope: DbScope | undefined;
  readonly call: unknown;
}

const storage = new AsyncLocalStorage<Frame>();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SCOPE_NAME = /^[a-z][a-zA-Z0-9:_./-]{0,159}$/;

/** Frozen scopes found valid: a call's scope is mostly its session's one object (route-scope.ts), checked once. */
const valid = new WeakSet<DbScope>();

/** A scope the settings can carry (both are inlined, scopeSettings): a company id or a scope name, else a throw. */
function checked(scope: DbScope): DbScope {
  if (valid.has(scope)) return scope;
  if (scope.kind === 'tenant' && !UUID.test(scope.companyId)) throw new Error(`not a company id: ${scope.companyId}`);
  if (scope.kind === 'system' && !SCOPE_NAME.test(scope.name)) throw new Error(`not a system scope name: ${scope.name}`);
  // Only a frozen object can be trusted to stay as it was checked.
  if (Object.isFrozen(scope)) valid.add(scope);
  return scope;
}

/*
 * Each runner awaits `run` inside the scope: a drizzle query is a thenable that executes when awaited, so one handed
 * back unawaited would otherwise run in the caller's scope.
 */

/** Runs `run` in one company's scope: the database shows it that company's rows only. */
export async function inTenantScope<T>(companyId: string, run: () => T | PromiseLike<T>): Promise<T> {
  return storage.run({ scope: checked({ kind: 'tenant', companyId }), call: storage.getStore()?.call }, async () => await run());
}

/** Runs `run` in a named system scope: every company's rows. The name says why, in code review and in logs. */
export async function inSystemScope<T>(name: string, run: () => T | PromiseLike<T>): Promise<T> {
  return storage.run({ scope: checked({ kind: 'system', name }), call: storage.getStore()?.call }, async () => await run());
}

/** Runs `run` outside any scope: the database shows it no tenant row. */
export function inNoScope<T>(run: () => T | PromiseLike<T>): Promise<T> {
  return storage.run({ scope: undefined, call: storage.getStore()?.call }, async () => await run());
}

/** Runs `run` in `scope` (undefined: in none). */
export function inScope<T>(scope: DbScope | undefined, run: () => T | PromiseLike<T>): Promise<T> {
  if (!scope) return inNoScope(run);
  return scope.kind === 'tenant' ? inTenantScope(scope.companyId, run) : inSystemScope(scope.name, run);
}

/**
 * Runs a call's handler in its scope with its call context (request-context.ts), in one frame and without a promise of
 * its own: a native promise (an async handler) is handed back as it is, its continuations keep the frame; anything
 * else (a thenable such as a drizzle query, which runs when awaited) is awaited inside the frame, as the runners do.
 */
export function inCallFrame<T>(scope: DbScope | undefined, call: unknown, run: () => Promise<T>): Promise<T> {
  return storage.run({ scope: scope && checked(scope), call }, () => {
    const answer = run();
    return answer instanceof Promise ? answer : (async () => await answer)();
  });
}

/** The call context of the code running now (request-context.ts); undefined outside a call. */
export function currentCall(): unknown {
  return storage.getStore()?.call;
}

/** The scope of the code running now; undefined outside any. */
export function currentDbScope(): DbScope | undefined {
  return storage.getStore()?.scope;
}

/** The two settings the policies read, as SQL literals safe to inline (both validated above). */
export function scopeSettings(scope: DbScope | undefined): { companyId: string; systemScope: string } {
  if (!scope) return { companyId: '', systemScope: '' };
  // Checked again here, where they become SQL text, whoever built the scope.
  if (scope.kind === 'tenant' ? !UUID.test(scope.companyId) : !SCOPE_NAME.test(scope.name)) throw new Error('invalid database scope');
  return scope.kind === 'tenant' ? { companyId: scope.companyId, systemScope: '' } : { companyId: '', systemScope: scope.name };
}

/** A key telling two scopes apart, to skip setting a connection to the scope it already has. */
export function scopeKey(scope: DbScope | undefined): string {
  const { companyId, systemScope } = scopeSettings(scope);
  return `${companyId}|${systemScope}`;
}

/** The statement that puts a connection (is_local false) or a transaction (is_local true) in a scope. */
export function setScopeSql(scope: DbScope | undefined, local: boolean): string {
  const { companyId, systemScope } = scopeSettings(scope);
  return `SELECT set_config('app.company_id', '${companyId}', ${local}), set_config('app.system_scope', '${systemScope}', ${local})`;
}
