import { Link } from 'react-router';
import { useCompanyBranding } from '../lib/branding/get-company-by-domain';
import { HOME_PATH } from '../lib/top-menu-groups';

/** Logo and platform name of the tenant, leading home. */
export function BrandMark() {
  const { branding } = useCompanyBranding();
  const showLogo = branding.show_logo_status === 1 && Boolean(branding.company_logo);
  return (
    <Link to={HOME_PATH} className="top-bar__brand">
      {showLogo && <img src={branding.company_logo ?? undefined} alt="" className="top-bar__logo" />}
      <span className="top-bar__platform">{branding.platform_name}</span>
    </Link>
  );
}
