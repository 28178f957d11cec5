import type { CSSProperties } from 'react';
import { useCompanyBranding } from '../../../lib/branding/get-company-by-domain';
import { brandPrimary } from '../../../lib/branding/theme';
import { LoginBranding } from '../components/login-branding';
import { LoginCard } from '../components/login-card';
import { LoginTopBar } from '../components/login-top-bar';
import './login-page.css';

/** /login (spec-1 §2): the company chosen by the domain frames the page; the card holds login and register. */
export function LoginPage() {
  const { branding, isLoading } = useCompanyBranding();
  // The plain password form and the tabs take the tenant's colour from --login-primary (no antd theme on first paint).
  const style = {
    '--login-primary': brandPrimary(branding.primary_color),
    ...(branding.image_picture ? { backgroundImage: `url("${encodeURI(branding.image_picture)}")` } : {}),
  } as CSSProperties;

  return (
    <div className="login-page" style={style}>
      <LoginTopBar branding={branding} />
      <main className="login-page__main">
        <section className="login-page__intro">
          <LoginBranding branding={branding} loading={isLoading} />
        </section>
        <section className="login-page__card-slot" aria-label="登录">
          <LoginCard />
        </section>
      </main>
      <footer className="login-page__footer">
        {branding.company_name ? `© ${new Date().getFullYear()} ${branding.company_name}` : null}
      </footer>
    </div>
  );
}
