import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { Msg, ResultCode, httpStatusOf } from '@zhuyun/contracts';
import { AppError } from '../errors';

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
    return reply.status(httpStatusOf[code]).send({ code, msg, data: null });
  });

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
