import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** `/micro/manifest.json`: each sub-app's ES-module entry and the shell prefix it mounts at (ARCHITECTURE.md "Micro-apps"). */
export type MicroManifest = Record<string, { entry: string; basePath: string }>;

export const MICRO_PREFIX = '/micro/';

/**
 * The sub-app builds found in `appsDir`: a folder `micro-<name>/dist` holding `<name>.js` is served at
 * `/micro/<name>/` and mounted at `/<name>`.
 */
export function findMicroBuilds(appsDir: string | undefined): { name: string; dist: string }[] {
  if (!appsDir || !fs.existsSync(appsDir)) return [];
  return fs
    .readdirSync(appsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && /^micro-[A-Za-z][\w-]*$/.test(d.name))
    .map((d) => ({ name: d.name.slice('micro-'.length), dist: path.join(appsDir, d.name, 'dist') }))
    .filter(({ name, dist }) => fs.existsSync(path.join(dist, `${name}.js`)));
}

/**
 * Serves every sub-app build under /micro/<name>/ and the runtime manifest the shell reads. `overrides` (from
 * MICRO_MANIFEST) adds or replaces entries, e.g. a sub-app on its own origin or dev port, so moving or redeploying a
 * sub-app never needs a new shell build. The entry file keeps its name across deployments, so it is revalidated on
 * every load; its hashed chunks are immutable. Public static files: any origin may import them (no credentials).
 */
export async function installMicroApps(app: FastifyInstance, appsDir: string | undefined, overrides: MicroManifest = {}): Promise<MicroManifest> {
  const builds = findMicroBuilds(appsDir);
  const manifest: MicroManifest = {};
  for (const { name, dist } of builds) {
    manifest[name] = { entry: `${MICRO_PREFIX}${name}/${name}.js`, basePath: `/${name}` };
    await app.register(fastifyStatic, {
      root: dist,
      prefix: `${MICRO_PREFIX}${name}/`,
      decorateReply: false,
      index: false,
      cacheControl: false,
      // .br and .gz written beside each text asset by the build (scripts/vite-precompress.ts).
      preCompressed: true,
    });
  }
  Object.assign(manifest, overrides);

  // A callback hook: it runs on every answer of the app, and an async one cost each of them a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith(MICRO_PREFIX)) {
      reply.header('access-control-allow-origin', '*');
      reply.header('vary', 'Accept-Encoding');
      if (/\/assets\/[^?]+-[\w-]{8,}\.\w+(\?|$)/.test(request.url)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      else reply.header('cache-control', 'no-cache');
    }
    done(null, payload);
  });
  app.get(`${MICRO_PREFIX}manifest.json`, { schema: { hide: true } }, async () => manifest);
  return manifest;
}
