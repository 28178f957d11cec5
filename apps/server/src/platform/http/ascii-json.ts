import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/**
 * Every JSON answer of the API leaves as ASCII (decision 019, addendum of session 21): a character past U+007F is
 * written as its `\uXXXX` escape (each UTF-16 unit: an emoji's surrogate pair as two escapes, a lone surrogate as
 * one), so `JSON.parse` of the answer gives the same value and `Content-Type` stays `application/json; charset=utf-8`.
 *
 * Why: one Chinese name makes the whole answer a two-byte string in V8, and Node then pays for it three times a call:
 * `Buffer.byteLength` for Content-Length, the socket's UTF-8 encoding of header and body (Node's header is
 * concatenated onto the body), and whatever JSON escaping ran over two-byte text. A one-byte answer is measured and
 * copied out instead (callgrind figures in docs/performance.md, session 21 asciiwire).
 *
 * The escape is applied to JSON text only: outside a string literal JSON has nothing past ASCII, and inside one a
 * backslash is always followed by an ASCII character, so writing a non-ASCII unit as `\uXXXX` where it stands keeps
 * the text valid and its value the same.
 */
const NON_ASCII = /[\u0080-\uffff]/;
const NON_ASCII_ALL = /[\u0080-\uffff]/g;

/** `\uXXXX` of one UTF-16 unit past ASCII (four hex digits: the unit is ≥ 0x80). */
function escapeUnit(unit: string): string {
  const code = unit.charCodeAt(0);
  return code < 0x100 ? `\\u00${code.toString(16)}` : code < 0x1000 ? `\\u0${code.toString(16)}` : `\\u${code.toString(16)}`;
}

/** True when the text has no character past U+007F. */
export function isAscii(text: string): boolean {
  return !NON_ASCII.test(text);
}

/**
 * The JSON text with every unit past ASCII escaped, as a one-byte string. An all-ASCII text (most answers, and any
 * already escaped) is answered as it is after one native scan. The escaped text of a two-byte input is still held in
 * two-byte form (V8 keeps the encoding of the slices it is built from), so it is copied once through latin1 — every
 * unit is ASCII by then — into a one-byte string.
 */
export function asciiJson(text: string): string {
  if (!NON_ASCII.test(text)) return text;
  const escaped = text.replace(NON_ASCII_ALL, escapeUnit);
  return Buffer.from(escaped, 'latin1').toString('latin1');
}

/** JSON.stringify, then ASCII: for answers that no schema serializer writes (the not-found handler, the edge guards). */
export function asciiStringify(value: unknown): string {
  return asciiJson(JSON.stringify(value));
}

/**
 * Sends an object as ASCII JSON whatever the route declares (the error handler, the not-found handler, the edge
 * guards). A reply with its own serializer gets no Content-Type from Fastify: it is set here as Fastify would.
 */
export function sendAsciiJson(reply: FastifyReply, body: unknown): FastifyReply {
  return reply.type('application/json; charset=utf-8').serializer(asciiStringify).send(body);
}

/** Has the reply's objects written by asciiStringify: a preSerialization hook, which runs only for object answers. */
function asciiObjects(_request: FastifyRequest, reply: FastifyReply, payload: unknown, done: HookHandlerDoneFunction & ((error: Error | null, payload?: unknown) => void)): void {
  reply.serializer(asciiStringify);
  done(null, payload);
}

/**
 * Routes with no response schema (the OpenAPI document, the micro-app manifest, the file links' 404) would have their
 * objects written by Fastify's `JSON.stringify`: they get asciiStringify instead, through a hook of their own, so the
 * contract routes (whose serializer escapes already) pay nothing. Before any route is registered.
 */
export function installAsciiAnswers(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.schema?.response) return;
    const own = route.preSerialization;
    route.preSerialization = own === undefined ? [asciiObjects] : [...(Array.isArray(own) ? own : [own]), asciiObjects];
  });
}
