import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Msg, ResultCode, SignatureHeader, envelope, errorEnvelope, paramsInQuery } from '@zhuyun/contracts';
import type { ParsedRequestOf, ResponseOf, RouteContract } from '@zhuyun/contracts';
import { AppError, fail } from '../errors';
import type { SessionContext } from '../session/session.types';
import type { Platform } from '../platform';
import { inCall } from '../request-context';
import { auditUnrecordedWrite, needsRouteAudit } from '../audit/route-audit';
import { inScope } from '../../db/scope';
import { routeScope } from './route-scope';
import { streamedMultipart } from './multipart';

type SessionOf<R extends RouteContract> = R['auth'] extends 'session' ? SessionContext : SessionContext | undefined;

/** The guards of register-route (signature → session → permission), for routes that answer or take files. */
async function guard(platform: Platform, contract: RouteContract, request: FastifyRequest): Promise<void> {
  if (contract.signed) await platform.verifySignature(request);
  if (contract.auth !== 'session') return;
  const token = request.headers[SignatureHeader.token];
  const session = await platform.sessions.resolve(Array.isArray(token) ? token[0] : token);
  request.session = session;
  const permission = contract.permission;
  if (permission && !(await inScope(routeScope(contract, session), () => platform.access.allows(session, permission)))) {
    throw new AppError(ResultCode.FORBIDDEN);
  }
}

/** The OpenAPI security of a contract, as register-route declares it for every other operation (issue 15 fix 10). */
function securityOf(contract: RouteContract) {
  if (!contract.signed && contract.auth !== 'session') return {};
  return { security: [{ ...(contract.signed ? { signature: [] } : {}), ...(contract.auth === 'session' ? { accessToken: [] } : {}) }] };
}

const errorResponses = Object.fromEntries([400, 401, 403, 404, 409, 413, 429, 500].map((s) => [s, errorEnvelope]));

export interface UploadedFile {
  filename: string;
  mimetype: string;
  /** The file's bytes as they arrive; read it once. Errors with 10001 文件过大 past maxBytes. */
  stream: Readable;
  /** True once the stream was cut at maxBytes. */
  truncated(): boolean;
}

export interface UploadOptions<R extends RouteContract> {
  maxBytes: number;
  /** The message when no file part came. */
  missingFileMsg?: string;
  tooLargeMsg?: string;
  msg?: string;
  handler: (ctx: {
    input: ParsedRequestOf<R>;
    session: SessionOf<R>;
    file: UploadedFile;
    request: FastifyRequest;
    setMsg(msg: string): void;
  }) => Promise<ResponseOf<R>>;
}

const registered = new WeakSet<FastifyInstance>();

/**
 * A multipart/form-data upload of one file, streamed (never buffered whole) and cut at maxBytes. The contract's
 * request schema validates the QUERY string, where the signing parameters travel for multipart (ARCHITECTURE.md
 * rule 5: the signature covers method, path, timeStamp, randomNum and the query pairs). Answers an envelope.
 */
export function registerUpload<R extends RouteContract>(
  app: FastifyInstance,
  platform: Platform,
  contract: R,
  options: UploadOptions<R>,
): void {
  if (!registered.has(app)) {
    registered.add(app);
    // Registered once per app; limits are set per upload below.
    void app.register(streamedMultipart, { throwFileSizeLimit: true });
  }
  // An upload or import is a write: audited by its handler, or else by the generic entry (route-audit.ts).
  const audited = needsRouteAudit(contract, false);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    schema: {
      summary: contract.summary,
      tags: [contract.tag],
      consumes: ['multipart/form-data'],
      querystring: contract.request,
      ...securityOf(contract),
      response: { 200: envelope(contract.response), ...errorResponses },
    },
    preValidation: async (request) => {
      if (!request.isMultipart()) throw fail.validation(options.missingFileMsg ?? Msg.validationFailed);
      await guard(platform, contract, request);
    },
    handler: async (request) => {
      const part = await firstFile(request, options.maxBytes);
      if (!part) throw fail.validation(options.missingFileMsg ?? Msg.validationFailed);
      let msg: string = options.msg ?? Msg.ok;
      const file: UploadedFile = {
        filename: part.filename,
        mimetype: part.mimetype,
        stream: part.file,
        truncated: () => part.file.truncated,
      };
      try {
        const input = request.query as ParsedRequestOf<R>;
        const data = await inCall(request, routeScope(contract, request.session), async () => {
          const answer = await options.handler({ input, session: request.session as SessionOf<R>, file, request, setMsg: (text) => (msg = text) });
          if (audited && request.session) await auditUnrecordedWrite(platform.audit, contract, request.session, input, answer);
          return answer;
        });
        return { code: ResultCode.OK, msg, data: data ?? null };
      } catch (error) {
        if (part.file.truncated || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw fail.validation(options.tooLargeMsg ?? Msg.payloadTooLarge);
        }
        throw error;
      } finally {
        // Drain what the handler left unread, so the connection can answer.
        part.file.resume();
      }
    },
  });
}

/** The upload's file part; a body that is not well-formed multipart (no boundary, torn headers) is the client's 10001. */
async function firstFile(request: FastifyRequest, maxBytes: number) {
  try {
    return await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  } catch (error) {
    if (error instanceof AppError) throw error;
    request.log.info({ err: error }, 'malformed multipart body');
    throw fail.validation(Msg.multipartInvalid);
  }
}

export interface FileAnswer {
  filename: string;
  contentType: string;
  body: Buffer | Readable;
}

/**
 * A call that answers a file (image, spreadsheet) instead of an envelope on success; refusals stay envelopes.
 * Parameters and guards are those of any contract (query for GET/DELETE, JSON body for POST/PUT).
 */
export function registerFileRoute<R extends RouteContract>(
  app: FastifyInstance,
  platform: Platform,
  contract: R,
  options: {
    handler: (ctx: { input: ParsedRequestOf<R>; session: SessionOf<R>; request: FastifyRequest; reply: FastifyReply }) => Promise<FileAnswer>;
  },
): void {
  const inQuery = paramsInQuery(contract.method);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    schema: {
      summary: contract.summary,
      tags: [contract.tag],
      ...(inQuery ? { querystring: contract.request } : { body: contract.request }),
      ...securityOf(contract),
      response: errorResponses,
    },
    preValidation: async (request) => guard(platform, contract, request),
    handler: async (request, reply) => {
      const answer = await inScope(routeScope(contract, request.session), () =>
        options.handler({
          input: (inQuery ? request.query : request.body) as ParsedRequestOf<R>,
          session: request.session as SessionOf<R>,
          request,
          reply,
        }),
      );
      reply
        .type(answer.contentType)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(answer.filename)}`)
        .header('cache-control', 'no-store');
      return reply.send(answer.body as never);
    },
  });
}
