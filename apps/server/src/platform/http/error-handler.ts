import type { FastifyError, FastifyInstance } from 'fastify';
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
      msg = error.validation[0]?.message ?? Msg.validationFailed;
    } else if (error.statusCode === 413) {
      code = ResultCode.VALIDATION;
      msg = '请求内容过大';
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
