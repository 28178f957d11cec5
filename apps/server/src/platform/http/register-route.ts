import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Msg, ResultCode, SignatureHeader, envelope, errorEnvelope, routeParamsInQuery } from '@zhuyun/contracts';
import type { ParsedRequestOf, ResponseOf, RouteContract } from '@zhuyun/contracts';
import { AppError } from '../errors';
import type { SessionContext } from '../session/session.types';
import type { Platform } from '../platform';
import { inCall } from '../request-context';
import { auditUnrecordedWrite, needsRouteAudit } from '../audit/route-audit';
import { inScope } from '../../db/scope';
import { routeScope } from './route-scope';

export interface HandlerContext<R extends RouteContract> {
  input: ParsedRequestOf<R>;
  session: R['auth'] extends 'session' ? SessionContext : SessionContext | undefined;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Replaces the success message, e.g. to say an answer was cut. */
  setMsg(msg: string): void;
  /** Answers 33199 (third-party account not bound: HTTP 200, with data) instead of 0. */
  setCode(code: typeof ResultCode.THIRD_PARTY_UNBOUND): void;
}

export interface RouteOptions<R extends RouteContract> {
  /** The success message, e.g. 已发送 or 修改成功，请重新登录! */
  msg?: string;
  /** Extra checks before the handler (rate limits), after signing and session. */
  before?: (request: FastifyRequest) => Promise<void>;
  /** A POST that only reads (the resource layer's lists): no audit entry (route-audit.ts). */
  reads?: boolean;
  handler: (ctx: HandlerContext<R>) => Promise<ResponseOf<R>>;
  /**
   * A call that must read across units (switching unit, the region big screen, platform administration) names the
   * system scope it runs in; any other runs in its session's unit (route-scope.ts).
   */
  systemScope?: string;
}

/**
 * Registers one call from its contract: its schema (validation and OpenAPI), its guards in the order signature →
 * session → permission → validation, and the {code, msg, data} envelope around its answer.
 */
export function registerRoute<R extends RouteContract>(
  app: FastifyInstance,
  platform: Platform,
  contract: R,
  options: RouteOptions<R>,
): void {
  const inQuery = routeParamsInQuery(contract);
  const errorResponses = Object.fromEntries([400, 401, 403, 404, 409, 423, 429, 500].map((s) => [s, errorEnvelope]));
  // Every write of a signed-in person lands in the audit trail: its handler's own entry, or else the generic one.
  const audited = needsRouteAudit(contract, options.reads);

  // The guards in order — signature → session → permission → the route's own `before` — each step answering at once
  // when it needs no read (undefined) and a promise when it must wait; a refusal is thrown either way.
  // One clock reading for both checks of a call that answers at once (a step that waited reads the clock again).
  const guard = (request: FastifyRequest): Promise<void> | undefined => {
    const now = Date.now();
    const signed = contract.signed ? platform.verifySignature(request, now) : undefined;
    return signed ? signed.then(() => guardSession(request, Date.now())) : guardSession(request, now);
  };
  const guardSession = (request: FastifyRequest, now: number): Promise<void> | undefined => {
    if (contract.auth !== 'session') return guardBefore(request);
    const sent = request.headers[SignatureHeader.token];
    const token = Array.isArray(sent) ? sent[0] : sent;
    const cached = platform.sessions.resolveNow(token, now);
    if (cached) {
      request.session = cached;
      return guardPermission(request, cached);
    }
    return platform.sessions.resolve(token).then((session) => {
      request.session = session;
      return guardPermission(request, session);
    });
  };
  const guardPermission = (request: FastifyRequest, session: SessionContext): Promise<void> | undefined => {
    const permission = contract.permission;
    if (!permission) return guardBefore(request);
    // Grants are read fresh (decision 010), unless the session alone settles it (an administrator).
    const settled = platform.access.settledBySession(session, permission);
    if (settled === false) throw new AppError(ResultCode.FORBIDDEN);
    if (settled) return guardBefore(request);
    return inScope(routeScope(contract, session), () => platform.access.allows(session, permission)).then((allowed) => {
      if (!allowed) throw new AppError(ResultCode.FORBIDDEN);
      return guardBefore(request);
    });
  };
  const before = options.before;
  const guardBefore = (request: FastifyRequest): Promise<void> | undefined =>
    before ? inScope(routeScope(contract, request.session, options.systemScope), () => before(request)) : undefined;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    schema: {
      summary: contract.summary,
      tags: [contract.tag],
      ...(inQuery ? { querystring: contract.request } : { body: contract.request }),
      ...(contract.signed || contract.auth === 'session'
        ? { security: [{ ...(contract.signed ? { signature: [] } : {}), ...(contract.auth === 'session' ? { accessToken: [] } : {}) }] }
        : contract.deviceKey
          ? { security: [{ deviceKey: [] }] }
          : {}),
      response: { 200: envelope(contract.response), ...errorResponses },
    },
    // A callback hook: a signed session call whose key and session are cached and whose permission the session settles
    // (an administrator) passes its guards without a promise; a step that must read waits for it (guard, above).
    preValidation: (request, _reply, done) => {
      let pending: Promise<void> | undefined;
      try {
        pending = guard(request);
      } catch (error) {
        done(error as Error);
        return;
      }
      if (pending) pending.then(() => done(), done);
      else done();
    },
    // Not async: the handler's own promise is the only one of this frame, its answer wrapped in the envelope once it
    // settles (on Node 20 each promise also pays the AsyncLocalStorage's hook).
    handler: (request, reply) => {
      const input = (inQuery ? request.query : request.body) as ParsedRequestOf<R>;
      let msg: string = options.msg ?? Msg.ok;
      let code: ResultCode = ResultCode.OK;
      const session = request.session as HandlerContext<R>['session'];
      const setCode = (next: typeof ResultCode.THIRD_PARTY_UNBOUND) => {
        code = next;
        msg = Msg.thirdPartyUnbound;
      };
      const ctx = { input, session, request, reply, setMsg: (text: string) => (msg = text), setCode };
      let answer: Promise<ResponseOf<R>>;
      try {
        answer = inCall(
          request,
          routeScope(contract, session, options.systemScope),
          audited
            ? async () => {
                const data = await options.handler(ctx);
                if (code === ResultCode.OK) await auditUnrecordedWrite(platform.audit, contract, session as SessionContext, input, data);
                return data;
              }
            : () => options.handler(ctx),
        );
      } catch (error) {
        return Promise.reject(error as Error);
      }
      return answer.then((data) => ({ code, msg, data: data ?? null }));
    },
  });
}
