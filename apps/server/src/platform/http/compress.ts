import type { FastifyInstance } from 'fastify';
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
}
