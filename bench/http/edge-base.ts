import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { Msg, ResultCode } from '@zhuyun/contracts';
import { AppError } from '../../apps/server/src/platform/errors';
import { holdsNul } from '../../apps/server/src/platform/http/edge-guards';
import { COMPRESS_THRESHOLD_BYTES } from '../../apps/server/src/platform/http/compress';

/**
 * Two of the edge hooks as they were before session 21's edgehooks branch (compression and the NUL guard; its
 * security-headers change was not kept), for `BENCH_EDGE_BASE=1` in the ladder server: the same ladder then measures
 * the old hooks and the new in the same code, side by side on two cores.
 */
export async function installBaseCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: /^(?:application\/(?:json|javascript|xml|manifest\+json)|text\/(?:html|css|javascript|xml)|image\/svg\+xml)(?:;|$)/,
  });
}

export function installBaseNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    if (holdsNul(request.query) || holdsNul(request.params) || holdsNul(request.body) || holdsNul(request.headers)) {
      done(new AppError(ResultCode.VALIDATION, Msg.nulCharacter));
      return;
    }
    done();
  });
}
