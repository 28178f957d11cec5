import type { FastifyInstance, onSendHookHandler } from 'fastify';
import fastifyCompress from '@fastify/compress';

/**
 * What is compressed on the fly: the envelope's JSON, the HTML entries (each carries its runtime config, so it is not
 * prebuilt) and any text asset that has no prebuilt .br/.gz beside it. Not file downloads (xlsx and images are
 * compressed already; octet-stream and event streams are passed through as they are), nor what @fastify/static sends
 * precompressed (it sets Content-Encoding, which the plugin leaves alone).
 */
const COMPRESSIBLE_TYPES = /^(?:application\/(?:json|javascript|xml|manifest\+json)|text\/(?:html|css|javascript|xml)|image\/svg\+xml)(?:;|$)/;

/** Under ~1 kB the headers and the round trip dominate; compressing costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Answers over the threshold go out brotli or gzip, whichever the browser prefers. Requests are never decompressed
 * here: the signature covers the body's exact bytes as sent (raw-body.ts), and uploads go through multipart untouched.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE_TYPES,
  });
  // Added after the plugin's, so this onRoute sees the onSend the plugin has just put on the route.
  app.addHook('onRoute', (route) => {
    const hooks = route.onSend;
    if (!Array.isArray(hooks)) return;
    const last = hooks.length - 1;
    if (last >= 0 && hooks[last]!.name === 'onSend') hooks[last] = belowThresholdFirst(hooks[last]!);
  });
}

/**
 * The plugin's onSend, answering a body under the threshold at once. The plugin itself reaches the same answer
 * (payload as it is) only after three getHeader calls, the type regex and the accept-encoding parse (≈ 3,000
 * instructions a call, docs/performance.md, session 21 edgehooks); every API answer of (a) is such a body. A string
 * of n UTF-16 units is at most 3n bytes, so under a third of the threshold it is under it in bytes without counting.
 */
export function belowThresholdFirst(onSend: onSendHookHandler): onSendHookHandler {
  const plain = onSend as (this: unknown, ...args: Parameters<onSendHookHandler>) => void;
  const compressing = function (this: unknown, ...args: Parameters<onSendHookHandler>): void {
    const payload = args[2];
    if (typeof payload === 'string' ? payload.length * 3 < COMPRESS_THRESHOLD_BYTES || (payload.length < COMPRESS_THRESHOLD_BYTES && Buffer.byteLength(payload) < COMPRESS_THRESHOLD_BYTES) : Buffer.isBuffer(payload) && payload.length < COMPRESS_THRESHOLD_BYTES) {
      args[3](null, payload);
      return;
    }
    plain.apply(this, args);
  };
  return compressing as onSendHookHandler;
}
