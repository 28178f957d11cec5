import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';

/** Where a call comes from, for the audit trail and the session list; set around each handler by registerRoute. */
export interface RequestOrigin {
  ip: string | null;
  /** The User-Agent, cut to a length a list can show (never a secret, but unbounded input). */
  device: string | null;
}

const storage = new AsyncLocalStorage<RequestOrigin>();

const DEVICE_MAX = 200;

export function originOf(request: FastifyRequest): RequestOrigin {
  const agent = request.headers['user-agent'];
  return { ip: request.ip ?? null, device: typeof agent === 'string' && agent ? agent.slice(0, DEVICE_MAX) : null };
}

/** Runs a handler with its request's origin known to everything it calls (SessionService.create, the audit trail). */
export function withOrigin<T>(request: FastifyRequest, run: () => T): T {
  return storage.run(originOf(request), run);
}

/** The current call's origin; empty outside a request (seeds, scripts). */
export function currentOrigin(): RequestOrigin {
  return storage.getStore() ?? { ip: null, device: null };
}
