import type { FastifyRequest } from 'fastify';
import { currentCall, inCallFrame, type DbScope } from '../db/scope';

/** Where a call comes from, for the audit trail and the session list; set around each handler by registerRoute. */
export interface RequestOrigin {
  ip: string | null;
  /** The User-Agent, cut to a length a list can show (never a secret, but unbounded input). */
  device: string | null;
}

const DEVICE_MAX = 200;

export function originOf(request: FastifyRequest): RequestOrigin {
  const agent = request.headers['user-agent'];
  return { ip: request.ip ?? null, device: typeof agent === 'string' && agent ? agent.slice(0, DEVICE_MAX) : null };
}

/**
 * One call's context: its origin, and whether its handler appended to the audit trail (register-route reads it).
 * It lives in the database scope's AsyncLocalStorage (db/scope.ts): one storage per call, not two. The origin is read
 * when the call starts, while its socket is surely open (an audit entry written after a long await keeps the address).
 */
class CallContext {
  audited = false;
  constructor(readonly origin: RequestOrigin) {}
}

/**
 * Runs a handler in its database scope with its request's origin known to everything it calls (SessionService.create,
 * the audit trail): one AsyncLocalStorage frame, no promise of its own (db/scope.ts, inCallFrame).
 */
export function inCall<T>(request: FastifyRequest, scope: DbScope | undefined, run: () => Promise<T>): Promise<T> {
  return inCallFrame(scope, new CallContext(originOf(request)), run);
}

const callNow = (): CallContext | undefined => {
  const call = currentCall();
  return call instanceof CallContext ? call : undefined;
};

/** The current call's origin; empty outside a request (seeds, scripts). */
export function currentOrigin(): RequestOrigin {
  const origin = callNow()?.origin;
  return origin ? { ip: origin.ip, device: origin.device } : { ip: null, device: null };
}

/** Notes that the current call appended to the audit trail (AuditTrail.record); nothing outside a request. */
export function markAudited(): void {
  const call = callNow();
  if (call) call.audited = true;
}

/** True once the current call's handler has appended to the audit trail. */
export function auditedInThisCall(): boolean {
  return callNow()?.audited === true;
}
