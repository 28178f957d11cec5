import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { Msg, ResultCode } from '@zhuyun/contracts';

const API_PREFIXES = ['/api/', '/adminc/', '/web/v1/', '/robot/', '/macro-library/'];

/** Serves the built web app; any other GET for a page answers index.html so the router can take it. */
export async function installWebStatic(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const index = webDist ? path.join(webDist, 'index.html') : undefined;
  const hasWeb = Boolean(index && fs.existsSync(index));
  if (hasWeb && webDist) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, maxAge: '1h', immutable: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (!isApi && hasWeb && request.method === 'GET') {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ code: ResultCode.NOT_FOUND, msg: Msg.error404, data: null });
  });
}
