import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../scripts/vite-precompress';

/**
 * A sub-app is a plain Vite app build whose input is its ES-module entry (ARCHITECTURE.md "Micro-apps"): the entry
 * keeps its exports (the lifecycle), keeps its name (labor.js, which the manifest points at) and loads its chunks
 * relative to itself, so it works wherever it is served (/micro/labor/ by default, or its own origin).
 */
export default defineConfig({
  base: './',
  plugins: [react(), precompress()],
  resolve: {
    // The contracts travel for their paths and flags only, as in the shell (apps/web/zod-browser-stub.ts says why).
    alias: { zod: fileURLToPath(new URL('../web/zod-browser-stub.ts', import.meta.url)) },
  },
  // Its own port; CORS on, so a shell on another origin can import it.
  server: { port: 5181, strictPort: true, cors: true },
  preview: { port: 5181, strictPort: true, cors: true },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      input: { labor: fileURLToPath(new URL('./src/labor.tsx', import.meta.url)) },
      preserveEntrySignatures: 'exports-only',
      output: { entryFileNames: '[name].js' },
    },
  },
});
