import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { Msg, ResultCode, httpStatusOf } from '@zhuyun/contracts';
import { AppError } from '../errors';
import { sendAsciiJson } from './ascii-json';

/** One error handler: every failure leaves as {code, msg, data: null} with the HTTP status of its code. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((caught: unknown, request, reply) => {
    const error = caught as FastifyError;
    let code: ResultCode;
    let msg: string;
    if (caught instanceof AppError) {
      code = caught.code;
      msg = caught.message;
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      code = ResultCode.VALIDATION;
      msg = firstInFieldOrder(error.validation, fieldsOf(request))?.message ?? Msg.validationFailed;
    } else if (error.statusCode === 413) {
      code = ResultCode.VALIDATION;
      msg = Msg.payloadTooLarge;
    } else if (isInputRefusedByDatabase(caught)) {
      // A safety net, not the rule: contracts bound ids, numbers and lengths so these should not reach PostgreSQL.
      // When one does, the value was the client's (a malformed uuid 22P02, a too-long text 22001, a number out of
      // range 22003, a bad date 22007/22008, an unstorable character 22021), so it is 10001, and logged as a warning
      // so the missing contract rule gets noticed.
      code = ResultCode.VALIDATION;
      msg = Msg.validationFailed;
      request.log.warn({ err: error, route: `${request.method} ${request.routeOptions.url}` }, 'input refused by the database; a contract rule is missing');
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500 && !isResponseSerializationError(error)) {
      // Malformed JSON, wrong content type and the like: the client's fault, said plainly.
      code = ResultCode.VALIDATION;
      msg = Msg.validationFailed;
    } else {
      code = ResultCode.INTERNAL;
      msg = Msg.internal;
      request.log.error({ err: error }, 'unhandled error');
    }
    if (code !== ResultCode.INTERNAL) request.log.info({ code, msg }, 'request refused');
    // Written ASCII whether or not the route declares this status (ascii-json.ts); the envelope is built just above.
    return sendAsciiJson(reply.status(httpStatusOf[code]), { code, msg, data: null });
  });

}

/** SQLSTATEs of class 22 (data exception) that only a client's value can cause. */
const INPUT_SQLSTATES = new Set(['22P02', '22001', '22003', '22007', '22008', '22021']);

/** Drizzle wraps the driver's error; the SQLSTATE sits on it or on its cause. */
function isInputRefusedByDatabase(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && INPUT_SQLSTATES.has(code)) return true;
  }
  return false;
}

/** The request schema's fields in declaration order, which is the order of the spec's form (spec-1 §5). */
function fieldsOf(request: FastifyRequest): string[] {
  const schema = (request.routeOptions.schema?.body ?? request.routeOptions.schema?.querystring) as { shape?: object } | undefined;
  return schema?.shape ? Object.keys(schema.shape) : [];
}

/**
 * Rule 10 answers the first failing rule. Zod lists a form-level rule (confirm equals password) after every field
 * rule, so without this a missing phone would be reported before the mismatch of the field above it.
 */
function firstInFieldOrder<T extends { instancePath: string }>(issues: T[], fields: string[]): T | undefined {
  const rank = (issue: T) => {
    const index = fields.indexOf(issue.instancePath.split('/')[1] ?? '');
    return index === -1 ? fields.length : index;
  };
  return [...issues].sort((a, b) => rank(a) - rank(b))[0];
}
