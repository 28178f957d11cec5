import type { FastifyInstance } from 'fastify';
import { ResultCode, model } from '@zhuyun/contracts';
import { safeEqual } from '../../platform/crypto';
import { AppError } from '../../platform/errors';

export const MODEL_LIBRARY_PREFIX = '/macro-library/';

/**
 * The model library's per-deployment client credential (MODEL_CLIENT_KEY), asked before anything else on its calls
 * — signature, session, body — so a caller without it learns nothing. It replaces the old client's fixed basic
 * authorization (shared ARCHITECTURE.md, "Reading the spec"); the session still says who calls and for which unit.
 */
export function installModelClientKey(app: FastifyInstance, clientKey: string | null): void {
  if (!clientKey) return;
  // A callback hook: it runs on every call of the app, and an async one cost each of them a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith(MODEL_LIBRARY_PREFIX)) return done();
    const sent = request.headers[model.MODEL_CLIENT_HEADER];
    const value = Array.isArray(sent) ? sent[0] : sent;
    if (!value || !safeEqual(value, clientKey)) return done(new AppError(ResultCode.FORBIDDEN, model.ModelMsg.clientKeyInvalid));
    done();
  });
}
