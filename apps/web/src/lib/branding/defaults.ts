import type { ResponseOf, routes } from '@zhuyun/contracts';
import { Msg } from '@zhuyun/contracts';

export type CompanyBranding = ResponseOf<typeof routes.getCompanyByDomain>;

/** Neutral branding for a domain the server does not know, or while it cannot be asked. */
export const neutralBranding: CompanyBranding = {
  company_id: '',
  company_name: '',
  platform_name: Msg.defaultPlatformName,
  company_logo: null,
  login_name: Msg.defaultPlatformName,
  image_picture: null,
  show_logo_status: 0,
  primary_color: null,
  company_type: null,
};

export const DEFAULT_PRIMARY_COLOR = '#1677ff';
