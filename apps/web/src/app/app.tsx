import { ErrorBoundary } from '@zhuyun/ui';
import { AppCoreProviders } from './core-providers';
import { AppRoutes } from './routes';
import type { AppServices } from './services';
import { useStorageSync } from '../lib/storage-sync';

/**
 * The web app inside a router (BrowserRouter in main.tsx, MemoryRouter in tests). A page that fails to load is most
 * often a new deployment whose chunk names changed, so the root boundary's retry reloads the page.
 */
export function WebApp({ services }: { services: AppServices }) {
  useStorageSync();
  return (
    <AppCoreProviders services={services}>
      <ErrorBoundary onReset={() => window.location.reload()}>
        <AppRoutes />
      </ErrorBoundary>
    </AppCoreProviders>
  );
}
