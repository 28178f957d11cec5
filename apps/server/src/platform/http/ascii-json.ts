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
 * Strings of the contract serializer are escaped where fast-json-stringify writes them (ascii-strings.ts); the
 * whole-text escape here is for the rest (JSON.stringify's answers, what that escaper does not see) and the net under
 * it: an ASCII text costs one native scan. It applies to JSON text only: outside a string literal JSON has nothing
 * past ASCII, and inside one a backslash is always followed by an ASCII character, so writing a non-ASCII unit as
 * `\uXXXX` where it stands keeps the text valid and its value the same.
 */
const NON_ASCII = /[\u0080-\uffff]/;

/** The two lowercase hex digits of each byte value, as character codes: `\uXXXX` written without a string per unit. */
const HEX = new Uint8Array(512);
for (let i = 0; i < 256; i++) {
  const digits = i.toString(16).padStart(2, '0');
  HEX[2 * i] = digits.charCodeAt(0);
  HEX[2 * i + 1] = digits.charCodeAt(1);
}
/** Node's own latin1 methods of Buffer (untyped in @types/node): `write`/`toString` with an encoding dispatch to them. */
type Latin1Buffer = Buffer & { latin1Write(text: string, offset: number, length: number): number; latin1Slice(start: number, end: number): string };
/** Where escaped text is written before it is read back as one string (grown for a longer text; never shared across an await). */
let scratch = Buffer.allocUnsafe(16_384) as Latin1Buffer;

/** True when the text has no character past U+007F. */
export function isAscii(text: string): boolean {
  return !NON_ASCII.test(text);
}

/**
 * The JSON text with every unit past ASCII escaped, as a one-byte string. An all-ASCII text (most answers, and any
 * escaped already) is answered as it is after one native scan. Otherwise the ASCII before the first such unit is
 * copied natively, the rest a unit at a time, into a byte buffer read back as latin1: a one-byte string made once.
 * (Measured against `replace` with a function, whose result V8 keeps two-byte and which then needs the same copy:
 * ≈ 2.3× the time on get_user_info's answer.)
 */
export function asciiJson(text: string): string {
  const first = text.search(NON_ASCII);
  if (first < 0) return text;
  const length = text.length;
  if (length * 6 > scratch.length) scratch = Buffer.allocUnsafe(length * 6) as Latin1Buffer;
  const out = scratch;
  let o = first === 0 ? 0 : out.latin1Write(text, 0, first);
  for (let i = first; i < length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) {
      out[o++] = unit;
      continue;
    }
    const high = (unit >> 8) << 1;
    const low = (unit & 0xff) << 1;
    out[o] = 0x5c; // \
    out[o + 1] = 0x75; // u
    out[o + 2] = HEX[high]!;
    out[o + 3] = HEX[high + 1]!;
    out[o + 4] = HEX[low]!;
    out[o + 5] = HEX[low + 1]!;
    o += 6;
  }
  return out.latin1Slice(0, o);
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
