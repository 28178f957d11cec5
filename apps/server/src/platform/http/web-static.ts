import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { Msg, ResultCode, WEB_SYSTEM_NO } from '@zhuyun/contracts';

const API_PREFIXES = ['/api/', '/adminc/', '/web/v1/', '/robot/', '/macro-library/'];

/** What the web reads at run time as window.__ZHUYUN_CONFIG__, so one build serves every deployment. */
export interface WebRuntimeConfig {
  systemNo: string;
  authCode: string;
  mapTileUrl: string | null;
}

/** Serves the built web app; any other GET for a page answers index.html (with the runtime config) for the router. */
export async function installWebStatic(app: FastifyInstance, webDist: string | undefined, runtime: Omit<WebRuntimeConfig, 'systemNo'>): Promise<void> {
  const indexPath = webDist ? path.join(webDist, 'index.html') : undefined;
  const indexHtml = indexPath && fs.existsSync(indexPath) ? withRuntimeConfig(fs.readFileSync(indexPath, 'utf8'), runtime) : null;
  if (indexHtml && webDist) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, maxAge: '1h' });
    // Hashed assets never change under their name.
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
    });
  }
  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  if (indexHtml) app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    const isAsset = /\.[a-z0-9]{2,5}(\?|$)/i.test(request.url);
    if (!isApi && !isAsset && indexHtml && request.method === 'GET') return sendIndex(reply);
    return reply.status(404).send({ code: ResultCode.NOT_FOUND, msg: Msg.error404, data: null });
  });
}

function withRuntimeConfig(html: string, runtime: Omit<WebRuntimeConfig, 'systemNo'>): string {
  const config: WebRuntimeConfig = { systemNo: WEB_SYSTEM_NO, ...runtime };
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return html.replace('</head>', `<script>window.__ZHUYUN_CONFIG__=${json}</script></head>`);
}
