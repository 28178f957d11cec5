import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { NONCE_SLOT } from './html-entry';

/**
 * Response headers of issue 15 fix 6. Every answer: nosniff, a referrer policy, no framing by other sites, and HSTS
 * when the public origin is https; and its request id (`x-request-id`), set in the same hook: one hook fewer per call. The web's HTML entries also get a Content-Security-Policy (pageCsp) that allows no
 * inline script beyond the hashed runtime-config block the server itself writes into them.
 */
export function installSecurityHeaders(app: FastifyInstance, publicOrigin: string): void {
  const hsts = publicOrigin.startsWith('https://') ? 'max-age=31536000; includeSubDomains' : null;
  // A callback hook: no promise per request.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    if (hsts) reply.header('strict-transport-security', hsts);
    done(null, payload);
  });
}

export interface PageCspSources {
  /** Origins the shell imports sub-apps from (MICRO_MANIFEST entries on other origins). */
  scriptOrigins?: string[];
  /** Origins the shell frames (the feedback page). */
  frameOrigins?: string[];
  /** Origins images come from beyond https: (MAP_TILE_URL's, which may be a plain-HTTP tile server on a LAN). */
  imageOrigins?: string[];
}

/** sha256 sources of every inline <script> of a page (the runtime config); external scripts need none. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? '';
    if (body.trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The policy of one HTML entry. Scripts: this origin and the page's own hashed inline blocks, never 'unsafe-inline'
 * or eval; 'wasm-unsafe-eval' lets the page compile WebAssembly (the IFC reader web-ifc on /modelLook, issue 17
 * item 5) and nothing else: JavaScript's eval and new Function stay refused. The policy is the document's, and one
 * document serves every route, so it cannot be narrowed to that route. Styles: this origin's style sheets and the
 * <style> elements carrying the answer's nonce (NONCE_SLOT, filled per response by sendHtmlEntry): antd writes its
 * CSS-in-JS with the nonce the page reads from its `csp-nonce` meta tag (docs/decisions/019-security-headers.md);
 * style attributes (`style-src-attr`) stay open for libraries that write them as markup.
 * Images: map tiles come from whatever MAP_TILE_URL names: any https origin, and that URL's own origin when it is
 * plain HTTP.
 */
export function pageCsp(html: string, sources: PageCspSources = {}): string {
  const list = (...items: (string | undefined)[]) => [...new Set(items.filter((i): i is string => Boolean(i)))].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", "'wasm-unsafe-eval'", ...inlineScriptHashes(html), ...(sources.scriptOrigins ?? []))}`,
    `style-src 'self' 'nonce-${NONCE_SLOT}'`,
    // Style attributes written as markup (ECharts' HTML tooltips) stay allowed; <style> elements need the nonce.
    `style-src-attr 'unsafe-inline'`,
    `img-src ${list("'self'", 'data:', 'blob:', 'https:', ...(sources.imageOrigins ?? []))}`,
    `font-src 'self' data:`,
    `connect-src ${list("'self'", ...(sources.scriptOrigins ?? []))}`,
    `frame-src ${list("'self'", ...(sources.frameOrigins ?? []))}`,
    `worker-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'self'`,
  ].join('; ');
}

/** The origin of a URL, or undefined for a relative or malformed one. */
export function originOf(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}
