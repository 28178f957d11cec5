import { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Msg, ResultCode, httpStatusOf } from '@zhuyun/contracts';
import { AppError } from '../errors';
import { asciiStringify, sendAsciiJson } from './ascii-json';

/**
 * What reaches the server before any route does: bad URLs, over-long path parameters and oversized headers, which
 * Fastify and Node answer themselves unless told otherwise, and NUL characters, which PostgreSQL refuses to store in
 * text. Each is answered as 10001 in the envelope (ARCHITECTURE.md rule 4), so no input can produce a 5xx or a bare body.
 */
const refusal = (msg: string) => ({ code: ResultCode.VALIDATION, msg, data: null });
const refusalStatus = httpStatusOf[ResultCode.VALIDATION];

/** Fastify's `frameworkErrors`: FST_ERR_BAD_URL (undecodable path) and FST_ERR_MAX_PARAM_LENGTH. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.log.info({ code: error.code }, 'request refused before routing');
  void sendAsciiJson(reply.status(refusalStatus), refusal(Msg.urlInvalid));
}

/**
 * Node's `clientError` (header block over 16 KB, a URL that long included; malformed request line): there is no
 * request object yet, so the envelope is written on the socket itself.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  const body = asciiStringify(refusal(error.code === 'HPE_HEADER_OVERFLOW' ? Msg.payloadTooLarge : Msg.urlInvalid));
  socket.end(
    `HTTP/1.1 ${refusalStatus} Bad Request\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * True when a string, key or nested value holds U+0000. Iterative: a deeply nested body cannot overflow the stack.
 * Strings are checked where they are met and only arrays and objects wait in `pending`, made when the first one
 * comes: a flat object (the headers, the query, every call) is walked without allocating anything.
 */
export function holdsNul(value: unknown): boolean {
  let pending: unknown[] | undefined;
  let item: unknown = value;
  for (;;) {
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) {
        if (typeof element === 'string') {
          if (element.includes('\u0000')) return true;
        } else if (element !== null && typeof element === 'object') (pending ??= []).push(element);
      }
    } else if (item !== null && typeof item === 'object') {
      // Object.keys, not for…in with an own-key test: V8 answers it from the shape's cache (for…in measured 4× dearer).
      for (const key of Object.keys(item)) {
        if (key.includes('\u0000')) return true;
        const child = (item as Record<string, unknown>)[key];
        if (typeof child === 'string') {
          if (child.includes('\u0000')) return true;
        } else if (child !== null && typeof child === 'object') (pending ??= []).push(child);
      }
    }
    if (pending === undefined || pending.length === 0) return false;
    item = pending.pop();
  }
}

/**
 * Whether the query or the path parameters can hold U+0000: both are decoded from the URL (fast-querystring and
 * find-my-way), where NUL can only be written `%00` or, through inject, as itself (Node's HTTP parser refuses a raw
 * NUL in the request line). Two native scans of the URL instead of a walk of both parsed objects; `%2500` (a
 * literal "%00") holds no `%00` and passes. Headers are walked only when they did not come through Node's HTTP/1
 * parser, which refuses NUL in a name or value itself (clientError, answered 10001 by clientErrorHandler): inject's
 * requests (tests) and HTTP/2's.
 */
function urlMayHoldNul(url: string): boolean {
  return url.includes('\u0000') || url.includes('%00');
}

/**
 * One check for every route, before signature, session and validation: PostgreSQL cannot hold NUL in text, and a
 * NUL in a lookup key (system_no, user_no) would otherwise fail inside the database with a 500.
 */
export function installNulGuard(app: FastifyInstance): void {
  // A callback hook: no promise per request.
  app.addHook('preValidation', (request, _reply, done) => {
    if (urlMayHoldNul(request.url) || holdsNul(request.body) || (!(request.raw instanceof IncomingMessage) && holdsNul(request.headers))) {
      done(new AppError(ResultCode.VALIDATION, Msg.nulCharacter));
      return;
    }
    done();
  });
}
