import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';

/** Where a call comes from, for the audit trail and the session list; set around each handler by registerRoute. */
export interface RequestOrigin {
  ip: string | null;
  /** The User-Agent, cut to a length a list can show (never a secret, but unbounded input). */
  device: string | null;
}

/** One call's context: its origin, and whether its handler appended to the audit trail (register-route reads it). */
interface CallContext extends RequestOrigin {
  audited: boolean;
}

const storage = new AsyncLocalStorage<CallContext>();

const DEVICE_MAX = 200;

export function originOf(request: FastifyRequest): RequestOrigin {
  const agent = request.headers['user-agent'];
  return { ip: request.ip ?? null, device: typeof agent === 'string' && agent ? agent.slice(0, DEVICE_MAX) : null };
}

/** Runs a handler with its request's origin known to everything it calls (SessionService.create, the audit trail). */
export function withOrigin<T>(request: FastifyRequest, run: () => T): T {
  // A literal, not `{ ...originOf(request), audited }`: on Node 20 (V8 11.3) the spread leaves the fast path.
  const agent = request.headers['user-agent'];
  return storage.run({ ip: request.ip ?? null, device: typeof agent === 'string' && agent ? agent.slice(0, DEVICE_MAX) : null, audited: false }, run);
}

/** The current call's origin; empty outside a request (seeds, scripts). */
export function currentOrigin(): RequestOrigin {
  const call = storage.getStore();
  return call ? { ip: call.ip, device: call.device } : { ip: null, device: null };
}

/** Notes that the current call appended to the audit trail (AuditTrail.record); nothing outside a request. */
export function markAudited(): void {
  const call = storage.getStore();
  if (call) call.audited = true;
}

/** True once the current call's handler has appended to the audit trail. */
export function auditedInThisCall(): boolean {
  return storage.getStore()?.audited === true;
}
