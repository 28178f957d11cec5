import { useCompanyBranding } from '../../../lib/branding/get-company-by-domain';
import { LoginBranding } from '../components/login-branding';
import { LoginCard } from '../components/login-card';
import { LoginTopBar } from '../components/login-top-bar';
import './login-page.css';

/** /login (spec-1 §2): the company chosen by the domain frames the page; the card holds login and register. */
export function LoginPage() {
  const { branding, isLoading } = useCompanyBranding();
  const background = branding.image_picture ? { backgroundImage: `url("${encodeURI(branding.image_picture)}")` } : undefined;

  return (
    <div className="login-page" style={background}>
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
