import type { ReactNode } from 'react';
import { BrandedConfig } from '../lib/branding/branded-config';
import { AppCoreProviders } from './core-providers';
import type { AppServices } from './services';

/**
 * The app's providers with antd's locale and theme around the children: what a page or dialog rendered on its own
 * (tests) sits in, as it does under the signed-in routes. The app itself (app.tsx) puts BrandedConfig lower down.
 */
export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <AppCoreProviders services={services}>
      <BrandedConfig>{children}</BrandedConfig>
    </AppCoreProviders>
  );
}
