import { lazy, type ComponentType } from 'react';

/** antd's locale and theme: not in /login's first paint (lib/branding/branded-config.tsx), so fetched with a panel. */
export const loadBrandedConfig = () => import('../../../lib/branding/branded-config');

/** A loader that also fetches antd's theme, for the hover and focus preloads of the card's antd panels. */
export const withBrandedConfig =
  <M,>(load: () => Promise<M>) =>
  async (): Promise<M> =>
    (await Promise.all([load(), loadBrandedConfig()]))[0];

/**
 * React.lazy for a panel of the login card that renders antd (phone login, registration, binding, the scan dialog):
 * the panel arrives inside antd's locale and the tenant's theme, which the plain password form does without.
 */
export function brandedLazy<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Panel, { BrandedConfig }] = await Promise.all([load(), loadBrandedConfig()]);
    function BrandedPanel(props: P) {
      return (
        <BrandedConfig>
          <Panel {...props} />
        </BrandedConfig>
      );
    }
    return { default: BrandedPanel };
  });
}
