import { z } from 'zod';
import { defineRoute } from '../route';
import { numericCode } from '../fields';
import { boundedSigningParams as signingParams, text, textOrNull } from '../resource/resource-fields';
import { PersonalMsg } from './personal.messages';

/** The unit's information page (/companyInfo); its branding is what /login shows on the unit's domain. */
export const CompanyInfoObject = 'page.companyInfo';

export const companyProfile = z.object({
  company_id: z.string(),
  company_name: z.string(),
  small_name: z.string().nullable(),
  company_type: z.number().nullable(),
  company_type_name: z.string().nullable(),
  area: z.string().nullable(),
  addr: z.string().nullable(),
  invite_code: z.string().nullable(),
  company_domain: z.string().nullable(),
  member_count: z.number(),
  created_at: z.string(),
  // Branding (spec-1 §2 Login; get_company_by_domain answers the same fields).
  platform_name: z.string(),
  login_name: z.string(),
  company_logo: z.string().nullable(),
  image_picture: z.string().nullable(),
  show_logo_status: z.number(),
  primary_color: z.string().nullable(),
});

/** The session's unit, read by holders of the page. */
export const getCompanyProfile = defineRoute({
  method: 'GET',
  path: '/api/v1/org/company/get_company_profile',
  summary: 'The unit’s information and branding (path chosen)',
  tag: 'company',
  auth: 'session',
  signed: true,
  permission: CompanyInfoObject,
  request: z.object({ ...signingParams }),
  response: companyProfile,
});

/**
 * An image field: a new upload of mine (files/<id>, an image), the value it holds now (unchanged), or null (none).
 * The reviewed fields (name, type, credit code) do not change here.
 */
const image = textOrNull(200);

export const saveCompanyProfile = defineRoute({
  method: 'POST',
  path: '/api/v1/org/company/save_company_profile',
  summary: 'Save the unit’s information and branding (path chosen)',
  tag: 'company',
  auth: 'session',
  signed: true,
  permission: CompanyInfoObject,
  request: z.object({
    small_name: textOrNull(64),
    addr: textOrNull(255),
    platform_name: text(30, PersonalMsg.platformNameRequired),
    login_name: text(30, PersonalMsg.loginNameRequired),
    primary_color: textOrNull(7).refine((v) => v == null || /^#[0-9a-fA-F]{6}$/.test(v), { error: PersonalMsg.colorInvalid }),
    show_logo_status: numericCode([0, 1], PersonalMsg.showLogoInvalid),
    company_logo: image,
    image_picture: image,
    ...signingParams,
  }),
  response: companyProfile,
});
