import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Where an entry's page and policy take the response's nonce (never a valid base64 nonce, so never sent as one). */
export const NONCE_SLOT = '{{csp-nonce}}';

/**
 * An HTML entry with its runtime config, read once at start. Each answer gets a fresh style nonce
 * (docs/decisions/019-security-headers.md): the page and its Content-Security-Policy are kept split at NONCE_SLOT and
 * joined around the nonce per response.
 */
export interface HtmlEntry {
  /** The page's Content-Security-Policy (security-headers.ts pageCsp), split where the nonce goes. */
  csp?: string[];
  /** The page, split where the nonce goes. */
  html: string[];
}

export function htmlEntry(html: string, csp?: string): HtmlEntry {
  return { html: html.split(NONCE_SLOT), ...(csp ? { csp: csp.split(NONCE_SLOT) } : {}) };
}

/** 128 random bits, base64: a nonce CSP accepts (a base64-value of at least 128 bits, CSP3 §6.7.2.1). */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
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

/**
 * Never cached: the entry names this build's hashed assets, so a new deployment must be seen at once, and each load has
 * its own nonce. Compressed per answer (the page differs by its nonce): a few kB at brotli quality 5 or gzip level 6,
 * a fraction of a millisecond (the fallback is Fastify's not-found handler, which @fastify/compress does not reach).
 */
export function sendHtmlEntry(request: FastifyRequest, reply: FastifyReply, entry: HtmlEntry) {
  const nonce = newNonce();
  const encoding = pickEncoding(request.headers['accept-encoding']);
  reply.header('cache-control', 'no-cache').header('vary', 'Accept-Encoding').type('text/html; charset=utf-8');
  if (entry.csp) reply.header('content-security-policy', entry.csp.join(nonce));
  const page = Buffer.from(entry.html.join(nonce), 'utf8');
  if (!encoding) return reply.send(page);
  const body =
    encoding === 'br'
      ? zlib.brotliCompressSync(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.length } })
      : zlib.gzipSync(page, { level: 6 });
  return reply.header('content-encoding', encoding).send(body);
}
