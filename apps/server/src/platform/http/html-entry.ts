import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An HTML entry with its runtime config, compressed once at start: the page fallback is Fastify's not-found handler,
 * which @fastify/compress does not reach, and the same few kB would otherwise be compressed on every page load.
 */
export interface HtmlEntry {
  /** The page's Content-Security-Policy (security-headers.ts pageCsp). */
  csp?: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export function htmlEntry(html: string, csp?: string): HtmlEntry {
  const identity = Buffer.from(html, 'utf8');
  return {
    csp,
    identity,
    br: zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }),
    gzip: zlib.gzipSync(identity, { level: zlib.constants.Z_BEST_COMPRESSION }),
  };
}

/** The best of brotli and gzip that the Accept-Encoding header allows (q > 0), or none. */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) : 1);
  }
  const allows = (encoding: string) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

/** Never cached: the entry names this build's hashed assets, so a new deployment must be seen at once. */
export function sendHtmlEntry(request: FastifyRequest, reply: FastifyReply, entry: HtmlEntry) {
  const encoding = pickEncoding(request.headers['accept-encoding']);
  reply.header('cache-control', 'no-cache').header('vary', 'Accept-Encoding').type('text/html; charset=utf-8');
  if (entry.csp) reply.header('content-security-policy', entry.csp);
  if (!encoding) return reply.send(entry.identity);
  return reply.header('content-encoding', encoding).send(entry[encoding]);
}
