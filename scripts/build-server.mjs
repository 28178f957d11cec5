/**
 * `npm run build:server`: the server as two ES modules in apps/server/dist — main.mjs (what `npm start` runs) and
 * prepare-child.mjs (the short-lived process that migrates and seeds the embedded database). Our own sources and the
 * workspace packages are bundled; everything from node_modules stays an import Node resolves itself (native addons,
 * PGlite's WebAssembly). Why: run through tsx, a start spent ≈ 4 s of CPU in its loader hooks and transpiling ≈ 1,000
 * files, and the loader's thread stayed in the resting memory (docs/decisions/025-bundled-server.md).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(root, 'apps/server/src');

/** Bare imports stay external unless they name a workspace package (@zhuyun/*), whose sources are TypeScript. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@zhuyun/') ? undefined : { path: args.path, external: true }));
  },
};

const started = Date.now();
await build({
  entryPoints: { main: path.join(src, 'main.ts'), 'prepare-child': path.join(src, 'db/prepare-child.ts') },
  outdir: path.join(root, 'apps/server/dist'),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalPackages],
});
process.stdout.write(`server bundle: apps/server/dist/{main,prepare-child}.mjs in ${Date.now() - started} ms\n`);
