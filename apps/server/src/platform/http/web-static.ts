import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { Msg, ResultCode, WEB_SYSTEM_NO } from '@zhuyun/contracts';
import { NONCE_SLOT, htmlEntry, sendHtmlEntry, type HtmlEntry } from './html-entry';
import { originOf, pageCsp, type PageCspSources } from './security-headers';
import { sendAsciiJson } from './ascii-json';

const API_PREFIXES = ['/api/', '/adminc/', '/web/v1/', '/robot/', '/macro-library/'];

/**
 * Phone pages are their own Vite entries (no desktop bundle: ARCHITECTURE.md "Look and feel"): the path of each maps
 * to its HTML file in the build. Any other page path answers index.html, the shell.
 */
export const PAGE_ENTRIES: Readonly<Record<string, string>> = {
  '/memberQrCode': 'trace.html',
  '/QuestionnaireSurveyMobile': 'survey.html',
  '/QuestionsList': 'survey.html',
  // The phone's check filling page (issue 20 item 2).
  '/checkFill': 'check.html',
};

/** What the web reads at run time as window.__ZHUYUN_CONFIG__, so one build serves every deployment. */
export interface WebRuntimeConfig {
  systemNo: string;
  authCode: string;
  mapTileUrl: string | null;
  /** The shell's work-order feedback drawer embeds this page (FEEDBACK_URL). */
  feedbackUrl?: string | null;
  /** The platform switcher's external platforms by key (PLATFORM_URLS). */
  platformUrls?: Record<string, string>;
  /** The model library's client credential (MODEL_CLIENT_KEY), sent beside the session; null when not asked. */
  modelClientKey?: string | null;
}

/** Serves the built web app; any other GET for a page answers its entry's HTML (with the runtime config) for the router. */
export async function installWebStatic(
  app: FastifyInstance,
  webDist: string | undefined,
  runtime: Omit<WebRuntimeConfig, 'systemNo'>,
  csp: PageCspSources = {},
): Promise<void> {
  const readEntry = (file: string): HtmlEntry | null => {
    const full = webDist ? path.join(webDist, file) : undefined;
    if (!full || !fs.existsSync(full)) return null;
    const html = withStyleNonce(withRuntimeConfig(fs.readFileSync(full, 'utf8'), runtime));
    // /embagedPage frames a third-party page whose URL each unit configures at run time (issue 20 item 2), so no list
    // of origins fixed at start can name it: any https page may be framed, always in a sandboxed iframe. Plain-HTTP
    // pages stay out unless their origin is configured (FEEDBACK_URL's).
    const frames = [...(csp.frameOrigins ?? []), originOf(runtime.feedbackUrl), 'https:'].filter((o): o is string => Boolean(o));
    return htmlEntry(html, pageCsp(html, { ...csp, frameOrigins: frames }));
  };
  const indexHtml = readEntry('index.html');
  const pages = new Map<string, HtmlEntry>();
  // An entry asked for by its file name (/index.html, /trace.html …) is the same page with the same headers, never the
  // raw file: without its policy and runtime config it would be a page served outside the CSP (issue 15 fix 6).
  if (indexHtml) pages.set('/index.html', indexHtml);
  for (const [route, file] of Object.entries(PAGE_ENTRIES)) {
    const html = readEntry(file);
    if (!html) continue;
    pages.set(route.toLowerCase(), html);
    pages.set(`/${file}`, html);
  }
  if (indexHtml && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset (scripts/vite-precompress.ts): sent as they are, never
      // routes of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz', '*.html'],
      cacheControl: false,
      setHeaders: (res, file) => {
        res.setHeader('cache-control', staticCacheControl(path.relative(webDist, file)));
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }
  if (indexHtml) app.get('/', { schema: { hide: true } }, (request, reply) => sendHtmlEntry(request, reply, indexHtml));
  app.setNotFoundHandler((request, reply) => {
    const pathname = (request.url.split('?')[0] ?? '/').replace(/\/+$/, '');
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    const isAsset = /\.[a-z0-9]{2,5}$/i.test(pathname);
    const page = pages.get(pathname.toLowerCase());
    if (!isApi && (page || !isAsset) && indexHtml && request.method === 'GET') return sendHtmlEntry(request, reply, page ?? indexHtml);
    return sendAsciiJson(reply.status(404), { code: ResultCode.NOT_FOUND, msg: Msg.error404, data: null });
  });
}

/** Hashed assets never change under their name; the HTML entries name them, so they are revalidated on every load. */
export function staticCacheControl(relativeFile: string): string {
  const file = relativeFile.split(path.sep).join('/').replace(/\.(br|gz)$/, '');
  if (file.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (file.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * The answer's style nonce, where the page's code reads it (apps/web/src/lib/csp-nonce.ts) to hand it to antd's style
 * engine: first in <head>, before any script runs.
 */
function withStyleNonce(html: string): string {
  return html.replace(/<head>/i, `<head><meta name="csp-nonce" content="${NONCE_SLOT}">`);
}

function withRuntimeConfig(html: string, runtime: Omit<WebRuntimeConfig, 'systemNo'>): string {
  const config: WebRuntimeConfig = { systemNo: WEB_SYSTEM_NO, ...runtime };
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return html.replace('</head>', `<script>window.__ZHUYUN_CONFIG__=${json}</script></head>`);
}
