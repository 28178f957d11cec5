import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../scripts/vite-precompress';
import { routePreload } from './route-preload';

/** The API server of `npm run dev` at the repository root; ZHUYUN_API_ORIGIN points the proxy elsewhere. */
const API_ORIGIN = process.env.ZHUYUN_API_ORIGIN ?? 'http://localhost:3000';

/** Every HTML file here is an entry: index.html is the shell; the phone pages (trace.html, survey.html) stand alone. */
const root = fileURLToPath(new URL('.', import.meta.url));
const entries = Object.fromEntries(
  fs
    .readdirSync(root)
    .filter((file) => file.endsWith('.html'))
    .map((file) => [file.replace(/\.html$/, ''), `${root}${file}`]),
);

/**
 * react-router's package exports point every bundler at its development build, which keeps its warnings (about 2 kB
 * gzip on /login); the production build beside it is the same code with them off.
 */
const reactRouterProduction = fileURLToPath(new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url));

/** See antd-unique-tooltip-stub.tsx: only ConfigProvider's own import of it is replaced; Tooltip keeps its own. */
const uniqueTooltipStub: Plugin = {
  name: 'zhuyun:antd-unique-tooltip-stub',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== '../tooltip/UniqueProvider' || !importer?.replace(/\\/g, '/').includes('/antd/es/config-provider/')) return null;
    return fileURLToPath(new URL('./antd-unique-tooltip-stub.tsx', import.meta.url));
  },
};

export default defineConfig(({ command }) => ({
  plugins: [uniqueTooltipStub, react(), routePreload(), precompress()],
  resolve: {
    alias: [
      // The contracts' schemas stay on the server; see zod-browser-stub.ts for why and what guards it.
      { find: 'zod', replacement: fileURLToPath(new URL('./zod-browser-stub.ts', import.meta.url)) },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/adminc': API_ORIGIN,
      '/web/v1': API_ORIGIN,
      // Sub-app builds and the runtime manifest (docs/decisions/013).
      '/micro': API_ORIGIN,
    },
  },
  build: {
    // scripts/check-bundle-budget.mjs reads the manifest to add up what /login loads first.
    manifest: true,
    target: 'es2022',
    rollupOptions: { input: entries },
  },
}));
