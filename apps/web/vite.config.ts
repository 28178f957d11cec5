import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../scripts/vite-precompress';

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

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    // The contracts' schemas stay on the server; see zod-browser-stub.ts for why and what guards it.
    alias: { zod: fileURLToPath(new URL('./zod-browser-stub.ts', import.meta.url)) },
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
});
