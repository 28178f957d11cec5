import { useMemo, type ReactNode } from 'react';
import ConfigProvider from 'antd/es/config-provider';
import zhCN from 'antd/es/locale/zh_CN';
import { antdCsp } from '../csp-nonce';
import { usePrefersReducedMotion } from '../reduced-motion';
import { useCompanyBranding } from './get-company-by-domain';
import { themeFor } from './theme';

/**
 * antd's locale and the tenant's theme, around whatever renders antd. Not at the root of the app: /login's first paint
 * uses no antd (its password form is plain elements), so antd's style engine and theme load with the first antd part
 * instead — the signed-in routes (app/table-routes.tsx), the toast holder, the login card's other panels (issue 23).
 */
export function BrandedConfig({ children }: { children: ReactNode }) {
  const { branding } = useCompanyBranding();
  const reducedMotion = usePrefersReducedMotion();
  const theme = useMemo(() => themeFor(branding.primary_color, reducedMotion), [branding.primary_color, reducedMotion]);
  return (
    <ConfigProvider locale={zhCN} theme={theme} csp={antdCsp}>
      {children}
    </ConfigProvider>
  );
}
