import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../scripts/vite-precompress';
import { routePreload } from './route-preload';
import { preloadDeps } from './preload-deps';
import { loginChunkGroup } from './login-chunks';

const lazyDeps = preloadDeps();

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

/**
 * Tiny shared modules (< 1 kB each) that the automatic chunking gave a file each, because each is shared by a
 * different set of lazy routes: on /login they were 20 of its 37 files, each a request and, over HTTP/1.1's six
 * connections, a share of a round trip. The ones the entry needs are merged into one chunk here: only modules whose
 * own imports every user of the chunk loads anyway (a module that pulls in more, like antd's ContextIsolator with the
 * form's context, ≈ 13 kB, would bring that to every page that loads the chunk). /login's own files and what it shares
 * with the signed-in shell are chunked from the module graph (login-chunks.ts). Checked by
 * scripts/check-bundle-budget.mjs (/login, /homepage, the phone pages).
 */
const ENTRY_SMALL = [
  'packages/ui/src/error-fallback.tsx',
  'packages/contracts/src/company/company.contract.ts',
  'apps/web/src/lib/host.ts',
  'apps/web/src/lib/branding/defaults.ts',
  'apps/web/src/lib/branding/get-company-by-domain.ts',
  'node_modules/zustand/esm/vanilla.mjs',
  'node_modules/zustand/esm/react.mjs',
  'apps/web/src/lib/storage.ts',
  'apps/web/src/lib/session-store.ts',
];
/**
 * Modules /login needs that the graph-based chunks (login-chunks.ts) cannot see as its own: it reaches them through
 * barrels (@zhuyun/contracts, @tanstack/react-query), and a barrel imports every module it re-exports, so the entry
 * seems to import them too. Left alone, each was a file of its own (9 of /login's 23). Closed under their imports
 * but for CONTRACTS_COMMON, which the phone pages share and which has a chunk of its own.
 */
const SIGN_IN_DEPS = [
  'packages/contracts/src/auth/login.contract.ts',
  'packages/contracts/src/user/user.contract.ts',
  'packages/contracts/src/organisation/account.contract.ts',
  'packages/contracts/src/company/units.contract.ts',
  'packages/contracts/src/rules/password.ts',
  'packages/contracts/src/rules/invite-code.ts',
  'node_modules/@tanstack/react-query/build/modern/useMutation.js',
  'node_modules/@tanstack/query-core/build/modern/mutationObserver.js',
  'node_modules/@tanstack/react-query/build/modern/queryOptions.js',
];
/** Contract pieces /login and every phone page load (each was a file of its own on all of them). */
const CONTRACTS_COMMON = ['packages/contracts/src/envelope.ts', 'packages/contracts/src/rules/uuid-id.ts', 'packages/contracts/src/rules/phone.ts'];
const matches = (list: string[]) => (id: string) => list.some((m) => id.replace(/\\/g, '/').endsWith(m));

export default defineConfig(({ command }) => ({
  plugins: [uniqueTooltipStub, react(), routePreload(), lazyDeps.plugin, precompress()],
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
      // Construction lifts (spec-2 §7.3: proxy/mem/*, proxy/data/*).
      '/proxy': API_ORIGIN,
      // Sub-app builds and the runtime manifest (docs/decisions/013).
      '/micro': API_ORIGIN,
    },
  },
  build: {
    // scripts/check-bundle-budget.mjs reads the manifest to add up what /login loads first.
    manifest: true,
    target: 'es2022',
    modulePreload: { resolveDependencies: lazyDeps.resolveDependencies },
    rollupOptions: {
      input: entries,
      output: {
        codeSplitting: {
          // Only the listed modules: their imports stay where the automatic chunking puts them.
          includeDependenciesRecursively: false,
          groups: [
            { name: 'entry-small', test: matches(ENTRY_SMALL), priority: 10 },
            { name: 'contracts-common', test: matches(CONTRACTS_COMMON), priority: 8 },
            { name: 'sign-in-deps', test: matches(SIGN_IN_DEPS), priority: 7 },
            // /login's own files, and what it shares with the signed-in shell: see login-chunks.ts.
            loginChunkGroup({
              entry: entries.index!,
              phone: Object.entries(entries).filter(([name]) => name !== 'index').map(([, file]) => file),
              login: `${root}src/features/auth/pages/login-page.tsx`,
              shell: ['src/app/table-routes.tsx', 'src/shell/app-layout.tsx', 'src/features/home/pages/home-page.tsx'].map((m) => `${root}${m}`),
              authFeature: 'apps/web/src/features/auth/',
            }),
          ],
        },
      },
    },
  },
}));
