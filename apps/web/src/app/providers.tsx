import { useEffect, useMemo, type ReactNode } from 'react';
import ConfigProvider from 'antd/es/config-provider';
import zhCN from 'antd/es/locale/zh_CN';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiClientProvider, ResourceNotifyProvider } from '@zhuyun/ui';
import { useCompanyBranding } from '../lib/branding/get-company-by-domain';
import { ToastProvider, toast } from '../lib/feedback';
import { usePrefersReducedMotion } from '../lib/reduced-motion';
import { themeFor } from './theme';
import type { AppServices } from './services';

/** antd's locale and the tenant's theme; the page title follows the platform name. */
function BrandedConfig({ children }: { children: ReactNode }) {
  const { branding } = useCompanyBranding();
  const reducedMotion = usePrefersReducedMotion();
  const theme = useMemo(() => themeFor(branding.primary_color, reducedMotion), [branding.primary_color, reducedMotion]);
  useEffect(() => {
    document.title = branding.platform_name;
  }, [branding.platform_name]);
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      <ToastProvider>
        <ResourceNotifyProvider notify={toast}>{children}</ResourceNotifyProvider>
      </ToastProvider>
    </ConfigProvider>
  );
}

export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <ApiClientProvider client={services.client}>
      <QueryClientProvider client={services.queryClient}>
        <BrandedConfig>{children}</BrandedConfig>
      </QueryClientProvider>
    </ApiClientProvider>
  );
}
