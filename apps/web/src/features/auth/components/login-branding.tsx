import type { CompanyBranding } from '../../../lib/branding/defaults';

/** The tenant's name block beside the card: login name as the page heading, platform and company around it. */
export function LoginBranding({ branding, loading }: { branding: CompanyBranding; loading: boolean }) {
  // Placeholder bars rather than antd Skeleton: a few lines of CSS instead of its code on /login's first load.
  if (loading) {
    return (
      <div className="login-branding login-branding--loading" aria-busy="true" aria-label="加载中">
        <span className="login-branding__bar login-branding__bar--title" />
        <span className="login-branding__bar" />
        <span className="login-branding__bar login-branding__bar--short" />
      </div>
    );
  }
  return (
    <div className="login-branding">
      <h1 className="login-branding__title">{branding.login_name}</h1>
      {branding.company_name && <p className="login-branding__company">{branding.company_name}</p>}
      <p className="login-branding__tagline">项目协同 · 构件追溯 · 质量监管</p>
    </div>
  );
}
