import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiClientProvider, ResourceNotifyProvider } from '@zhuyun/ui';
import { useCompanyBranding } from '../lib/branding/get-company-by-domain';
import { ToastProvider, toast } from '../lib/feedback';
import type { AppServices } from './services';

/** The page title follows the tenant's platform name. */
function PlatformTitle() {
  const { branding } = useCompanyBranding();
  useEffect(() => {
    document.title = branding.platform_name;
  }, [branding.platform_name]);
  return null;
}

/**
 * What every page needs: the client, the query cache, the title and toasts. No antd here: its theme (BrandedConfig)
 * wraps the parts that render antd, so /login's first paint carries none of it (issue 23, decision 006).
 */
export function AppCoreProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <ApiClientProvider client={services.client}>
      <QueryClientProvider client={services.queryClient}>
        <PlatformTitle />
        <ToastProvider>
          <ResourceNotifyProvider notify={toast}>{children}</ResourceNotifyProvider>
        </ToastProvider>
      </QueryClientProvider>
    </ApiClientProvider>
  );
}
