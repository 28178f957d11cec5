import type { ReactNode } from 'react';

/**
 * Stands in for antd's tooltip UniqueProvider, which ConfigProvider imports for every page but renders only with
 * `tooltip={{ unique: true }}`, which this app never sets: the real one pulls @rc-component/trigger (≈ 8 kB gzip) into
 * /login, which shows no tooltip. Wired by the build (vite.config.ts); fails loudly if the option is ever turned on.
 */
export default function UniqueProvider(_props: { children?: ReactNode }): never {
  throw new Error('ConfigProvider tooltip.unique needs antd/es/tooltip/UniqueProvider: remove its stub in apps/web/vite.config.ts');
}
