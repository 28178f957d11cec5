// Lint rules that keep the layers honest: contracts ← client ← ui ← apps, and features never import each other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The server's configuration (config.ts, in the server's root) is readable from every layer.
const SERVER_CONFIG = { to: { element: { type: 'server', fileInternalPath: 'src/config.ts' } } };

export default tseslint.config(
  { ignores: ['.scratch/**', '**/dist/**', '**/node_modules/**', 'data/**', '**/migrations/**', 'e2e/screenshots/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The type check finds these in TypeScript (noUnusedLocals, noUnusedParameters) at no extra cost; here the rule
    // was a third of eslint's rule time (decision 031). JavaScript files keep it.
    files: ['**/*.{ts,tsx,mts,cts}'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/micro-*/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['packages/**/*.{ts,tsx}', 'apps/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['packages/**/*', 'apps/**/*'],
      'boundaries/elements': [
        { type: 'contracts', pattern: 'packages/contracts' },
        { type: 'client', pattern: 'packages/client' },
        { type: 'ui', pattern: 'packages/ui' },
        { type: 'server-testing', pattern: 'apps/server/src/testing' },
        // The fuzzer signs as a client does (issue 15): test tooling, like testing/.
        { type: 'server-testing', pattern: 'apps/server/src/fuzz' },
        // The server's inner layers (docs/architecture.md "Layout"): platform and db know no module; a module reaches
        // another only through that module's index.ts.
        { type: 'server-platform', pattern: 'apps/server/src/platform' },
        { type: 'server-db', pattern: 'apps/server/src/db' },
        { type: 'server-module', pattern: 'apps/server/src/modules/*', capture: ['module'] },
        { type: 'server', pattern: 'apps/server' },
        // The web app's inner layers: app registers what the shell hosts; the shell imports no feature; a feature
        // imports no other feature and not the shell; what they share lives in lib (or packages/ui).
        { type: 'web-app', pattern: 'apps/web/src/app' },
        { type: 'web-shell', pattern: 'apps/web/src/shell' },
        { type: 'web-lib', pattern: 'apps/web/src/lib' },
        { type: 'web-testing', pattern: 'apps/web/src/testing' },
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'web', pattern: 'apps/web' },
        // A sub-app shares only the lower layers with the shell, never the shell itself (docs/decisions/013).
        { type: 'micro', pattern: 'apps/micro-*' },
      ],
      // Workspace packages resolve through their symlinks to packages/*, where the layer rules see them.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'], preserveSymlinks: false } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'contracts' } }, allow: { to: { element: { type: 'contracts' } } } },
            { from: { element: { type: 'client' } }, allow: { to: { element: { types: { anyOf: ['contracts', 'client'] } } } } },
            { from: { element: { type: 'ui' } }, allow: { to: { element: { types: { anyOf: ['contracts', 'client', 'ui'] } } } } },
            // The server's root (app.ts, main.ts) composes the layers: it may import any of them.
            {
              from: { element: { type: 'server' } },
              allow: {
                to: {
                  element: {
                    types: { anyOf: ['contracts', 'server', 'server-testing', 'server-platform', 'server-db', 'server-module'] },
                  },
                },
              },
            },
            {
              from: { element: { types: { anyOf: ['server-platform', 'server-db'] } } },
              allow: [
                { to: { element: { types: { anyOf: ['contracts', 'server-platform', 'server-db', 'server-testing'] } } } },
                SERVER_CONFIG,
              ],
            },
            {
              from: { element: { type: 'server-module' } },
              allow: [
                { to: { element: { types: { anyOf: ['contracts', 'server-platform', 'server-db', 'server-testing'] } } } },
                SERVER_CONFIG,
                { to: { element: { type: 'server-module', captured: { module: '{{ from.element.captured.module }}' } } } },
                // Another module only through its public face.
                { to: { element: { type: 'server-module', fileInternalPath: 'index.ts' } } },
              ],
            },
            // Test helpers drive the app through the real client, as the web does.
            {
              from: { element: { type: 'server-testing' } },
              allow: {
                to: {
                  element: {
                    types: {
                      anyOf: ['contracts', 'client', 'server', 'server-testing', 'server-platform', 'server-db', 'server-module'],
                    },
                  },
                },
              },
            },
            {
              from: { element: { types: { anyOf: ['web', 'web-app', 'web-testing'] } } },
              allow: {
                to: { element: { types: { anyOf: ['contracts', 'client', 'ui', 'web', 'web-app', 'web-shell', 'web-lib', 'web-testing', 'web-feature'] } } },
              },
            },
            // The shell hosts pages and dialogs it is handed; it reads the route table (app) but imports no feature.
            {
              from: { element: { type: 'web-shell' } },
              allow: { to: { element: { types: { anyOf: ['contracts', 'client', 'ui', 'web-app', 'web-shell', 'web-lib', 'web-testing'] } } } },
            },
            {
              from: { element: { type: 'web-lib' } },
              allow: { to: { element: { types: { anyOf: ['contracts', 'client', 'ui', 'web-lib', 'web-testing'] } } } },
            },
            {
              from: { element: { type: 'micro' } },
              allow: { to: { element: { types: { anyOf: ['contracts', 'client', 'ui', 'micro'] } } } },
            },
            {
              from: { element: { type: 'web-feature' } },
              allow: [
                { to: { element: { types: { anyOf: ['contracts', 'client', 'ui', 'web-lib', 'web-testing'] } } } },
                { to: { element: { type: 'web-feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
              ],
            },
          ],
        },
      ],
    },
  },
);
