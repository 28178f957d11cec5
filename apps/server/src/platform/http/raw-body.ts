import type { FastifyInstance } from 'fastify';
import { Msg, ResultCode } from '@zhuyun/contracts';
import { AppError } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact JSON bytes as received: the signature covers them (ARCHITECTURE.md rule 5). */
    rawBody?: string;
  }
}

export function installJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 1_048_576 }, (request, body, done) => {
    const text = body as string;
    request.rawBody = text;
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError(ResultCode.VALIDATION, Msg.malformedJson), undefined);
    }
  });
}
