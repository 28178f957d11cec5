import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const SentId = /^[\w-]{8,64}$/;

/**
 * Request ids: the caller's `x-request-id` when it is a plain token, else this process's random prefix and a counter.
 * Unique across nodes and restarts (48 random bits per process) at the cost of an increment, where a UUIDv7 took
 * ≈ 1.8 µs, 3 % of a signed session-only call.
 */
export function requestIds(): (request: IncomingMessage) => string {
  const prefix = `${randomBytes(6).toString('hex')}-`;
  let n = 0;
  return (request) => {
    const sent = request.headers['x-request-id'];
    if (typeof sent === 'string' && SentId.test(sent)) return sent;
    n = n === Number.MAX_SAFE_INTEGER ? 1 : n + 1;
    return prefix + n.toString(36);
  };
}
