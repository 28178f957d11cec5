import type { CompanyBranding } from '../../../lib/branding/defaults';
import { LoginPlatforms } from './login-platforms';

/** Logo (only when the company shows it), platform name and the platform choices at the top of the login page. */
export function LoginTopBar({ branding }: { branding: CompanyBranding }) {
  const showLogo = branding.show_logo_status === 1 && Boolean(branding.company_logo);
  return (
    <header className="login-page__top">
      {showLogo && <img className="login-page__logo" src={branding.company_logo ?? undefined} alt={`${branding.company_name}标志`} />}
      <span className="login-page__platform">{branding.platform_name}</span>
      <LoginPlatforms platformName={branding.platform_name} />
    </header>
  );
}
