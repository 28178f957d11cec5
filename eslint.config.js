// Lint rules that keep the layers honest: contracts ← client ← ui ← apps, and features never import each other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
        { type: 'server', pattern: 'apps/server' },
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
            {
              from: { element: { type: 'server' } },
              allow: { to: { element: { types: { anyOf: ['contracts', 'server', 'server-testing'] } } } },
            },
            // Test helpers drive the app through the real client, as the web does.
            {
              from: { element: { type: 'server-testing' } },
              allow: { to: { element: { types: { anyOf: ['contracts', 'client', 'server', 'server-testing'] } } } },
            },
            {
              from: { element: { type: 'web' } },
              allow: { to: { element: { types: { anyOf: ['contracts', 'client', 'ui', 'web', 'web-feature'] } } } },
            },
            {
              from: { element: { type: 'micro' } },
              allow: { to: { element: { types: { anyOf: ['contracts', 'client', 'ui', 'micro'] } } } },
            },
            {
              from: { element: { type: 'web-feature' } },
              allow: [
                { to: { element: { types: { anyOf: ['contracts', 'client', 'ui', 'web'] } } } },
                { to: { element: { type: 'web-feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
              ],
            },
          ],
        },
      ],
    },
  },
);
