import { z } from 'zod';
import { defineRoute } from '../route';
import { MaxLength, boundedText, signingParams } from '../fields';
import { Msg } from '../messages';

/** Branding of a company's login page (spec-1 §3 "Company info by domain"). */
export const companyBranding = z.object({
  company_id: z.string(),
  company_name: z.string(),
  platform_name: z.string(),
  company_logo: z.string().nullable(),
  login_name: z.string(),
  image_picture: z.string().nullable(),
  show_logo_status: z.number(),
  primary_color: z.string().nullable(),
  company_type: z.number().nullable(),
});

export const getCompanyByDomain = defineRoute({
  method: 'POST',
  path: '/api/v1/org/company/get_company_by_domain',
  summary: 'Company by domain',
  tag: 'company',
  auth: 'none',
  signed: true,
  request: z.object({ company_domain: boundedText(MaxLength.address).trim().min(1, { error: Msg.companyDomainRequired }), ...signingParams }),
  response: companyBranding,
  handlesErrors: true,
});
