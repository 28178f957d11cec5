import { z } from 'zod';
import { defineRoute } from '../route';
import { MaxLength, boundedText, numericCode, optionalInteger, pagingQuery, requiredText, signingParams, sortQuery } from '../fields';
import { page } from '../envelope';
import { Msg } from '../messages';
import { ReviewStatus } from '../constants';
import { uuidId } from '../rules/uuid-id';

/** A text the form may leave out, bounded as the unit form's own fields are (units.contract.ts createCompanyRequest). */
const optionalText = (max: number) => boundedText(max).trim().optional();
// Status, type and area codes: integers (a fraction or NaN answers 10001, not a database error).
const optionalNumber = optionalInteger();

/**
 * The complete-information dialog (spec-1 §2, §3 "Company registration", §5). Step 1 (name and job) alone is enough
 * for a person who already has a unit; otherwise every company field is required, checked in the form's order.
 */
export const saveFillRegisterInfo = defineRoute({
  method: 'POST',
  path: '/api/v1/access/o_company_apply/save_fill_register_info',
  summary: 'Save registration info',
  tag: 'applications',
  auth: 'session',
  signed: true,
  request: z.object({
    phone: optionalText(MaxLength.code),
    user_name: requiredText(Msg.realNameRequired, 50),
    job_name: z.string().trim().max(50).optional(),
    company_type: optionalNumber,
    company_name: optionalText(100),
    area_id: optionalNumber,
    addr: optionalText(200),
    legal_name: optionalText(MaxLength.name),
    credit_code: optionalText(MaxLength.code),
    credit_img: optionalText(MaxLength.url),
    logo: optionalText(MaxLength.url),
    index_img: optionalText(MaxLength.url),
    ind_domain: optionalText(MaxLength.address),
    ...signingParams,
  }),
  response: z.object({ company_apply_id: z.string().nullable(), status: z.number() }),
});

export const companyApplyRow = z.object({
  company_apply_id: z.string(),
  user_name: z.string(),
  phone: z.string(),
  job_name: z.string().nullable(),
  company_type: z.number(),
  company_type_name: z.string().nullable(),
  company_name: z.string(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  area: z.string().nullable(),
  addr: z.string(),
  legal_name: z.string(),
  credit_code: z.string(),
  status: z.number(),
  remark: z.string().nullable(),
  apply_date: z.string(),
  reviewed_at: z.string().nullable(),
});

export const COMPANY_APPLY_SORT_FIELDS = ['company_name', 'apply_date', 'status'] as const;

export const getCompanyApplyList = defineRoute({
  method: 'GET',
  path: '/api/v1/access/o_company_apply/get_company_apply_list',
  summary: 'Company applications',
  tag: 'applications',
  auth: 'session',
  signed: true,
  permission: 'platform.company_apply_review',
  request: z.object({ status: optionalNumber, search: optionalText(MaxLength.title), ...sortQuery(COMPANY_APPLY_SORT_FIELDS), ...pagingQuery, ...signingParams }),
  response: page(companyApplyRow),
});

const fileLink = z.object({ file_path: z.string(), file_name: z.string(), url: z.string() }).nullable();

export const getCompanyApplyDetail = defineRoute({
  method: 'POST',
  path: '/api/v1/access/o_company_apply/get_company_apply_detail',
  summary: 'Company application detail',
  tag: 'applications',
  auth: 'session',
  signed: true,
  permission: 'platform.company_apply_review',
  request: z.object({ company_apply_id: uuidId(Msg.idRequired), ...signingParams }),
  response: companyApplyRow.extend({
    area_id: z.number(),
    credit_img: fileLink,
    logo: fileLink,
    index_img: fileLink,
    ind_domain: z.string().nullable(),
    company_id: z.string().nullable(),
  }),
});

export const auditCompanyApply = defineRoute({
  method: 'POST',
  path: '/api/v1/access/o_company_apply/audit_update_company_apply',
  summary: 'Approve or reject a company application',
  tag: 'applications',
  auth: 'session',
  signed: true,
  permission: 'platform.company_apply_review',
  request: z.object({
    company_apply_id: uuidId(Msg.idRequired),
    status: numericCode([ReviewStatus.approved, ReviewStatus.rejected], Msg.examineStatusInvalid),
    remark: z.string().trim().max(200).optional(),
    ...signingParams,
  }),
  response: z.object({ company_id: z.string().nullable() }),
});
