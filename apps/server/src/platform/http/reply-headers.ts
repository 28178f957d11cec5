import { createRequire } from 'node:module';
import type { FastifyReply } from 'fastify';

/**
 * Fastify's own key of a reply's header object (what `reply.header` writes and `reply.getHeader` reads), from its
 * symbols module: the package has no exports map, so the file is reachable, but it is not public API. Checked at
 * start: if a Fastify release renames it, the server refuses to start rather than send answers without their headers.
 */
const symbols = createRequire(import.meta.url)('fastify/lib/symbols.js') as { kReplyHeaders?: unknown };
if (typeof symbols.kReplyHeaders !== 'symbol') throw new Error('fastify/lib/symbols.js has no kReplyHeaders');
const kReplyHeaders: symbol = symbols.kReplyHeaders;

/** The reply's own header object, keys lower case: writing a key there is what `reply.header` does for it. */
export function replyHeaders(reply: FastifyReply): Record<string, unknown> {
  return (reply as unknown as Record<symbol, Record<string, unknown>>)[kReplyHeaders] as Record<string, unknown>;
}
