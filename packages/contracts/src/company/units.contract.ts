import { z } from 'zod';
import { defineRoute } from '../route';
import { MaxLength, boundedText, numericCode, pagingQuery, requiredText, signingParams, sortQuery, statusFilter } from '../fields';
import { page } from '../envelope';
import { Msg } from '../messages';
import { ReviewStatus } from '../constants';
import { uuidId } from '../rules/uuid-id';

const nameValue = z.object({ name: z.string(), value: z.string() });

/** A unit in "My units" (spec-1 §3 "Unit list item") with the caller's status in it and whether it is current. */
export const unitItem = z.object({
  company_id: z.string(),
  org_id: z.string().nullable(),
  org_name: z.string(),
  company_name: z.string(),
  small_name: z.string().nullable(),
  company_logo: z.string().nullable(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  area: z.string().nullable(),
  addr: z.string().nullable(),
  /** 2 under review, 3 approved, 4 rejected: the unit's own review while it is pending, else the membership's. */
  status: z.number(),
  is_cur: z.number(),
  is_default: z.number(),
  is_admin: z.boolean(),
  global_id: z.string(),
  created_at: z.string(),
});

export const getMyCompanies = defineRoute({
  method: 'GET',
  path: '/api/v1/org/company/get_my_company_list',
  summary: 'My companies',
  tag: 'units',
  auth: 'session',
  signed: true,
  request: z.object({ ...pagingQuery, ...signingParams }),
  response: page(unitItem),
});

const coordinate = (message: string, min: number, max: number) =>
  z
    .union([z.number(), z.string().max(MaxLength.numeric)], { error: message })
    .transform((v) => (v === '' ? Number.NaN : Number(v)))
    .pipe(z.number({ error: message }).min(min, { error: message }).max(max, { error: message }));

/** The unit form in the order it is shown (spec-1 §3, §5); the first failing field's message is answered. */
export const createCompanyRequest = z.object({
  business_types: requiredText(Msg.businessTypeRequired),
  company_name: requiredText(Msg.companyNameRequired, 100),
  small_name: requiredText(Msg.smallNameRequired, 50),
  area_id: z
    .union([z.number(), z.string().max(MaxLength.numeric)], { error: Msg.unitAreaRequired })
    .transform((v) => (v === '' ? Number.NaN : Number(v)))
    .pipe(z.number({ error: Msg.unitAreaRequired }).int({ error: Msg.unitAreaRequired }).positive({ error: Msg.unitAreaRequired })),
  addr: requiredText(Msg.addrRequired, 200),
  jd: coordinate(Msg.positionRequired, -180, 180),
  wd: coordinate(Msg.positionRequired, -90, 90),
  ...signingParams,
});

export const createCompany = defineRoute({
  method: 'POST',
  path: '/api/v1/org/company/create_company',
  summary: 'Create company',
  tag: 'units',
  auth: 'session',
  signed: true,
  request: createCompanyRequest,
  response: z.object({ company_id: z.string(), org_id: z.string(), status: z.number(), invite_code: z.string() }),
});

export const unitDetail = z.object({
  company_id: z.string(),
  org_id: z.string(),
  company_name: z.string(),
  small_name: z.string().nullable(),
  company_type: z.number().nullable(),
  company_logo: z.string().nullable(),
  business_types: z.string(),
  business_type_list: z.array(nameValue),
  area_id: z.number().nullable(),
  province: z.string().nullable(),
  province_no: z.string().nullable(),
  city: z.string().nullable(),
  city_no: z.string().nullable(),
  area: z.string().nullable(),
  area_no: z.string().nullable(),
  addr: z.string().nullable(),
  jd: z.number().nullable(),
  wd: z.number().nullable(),
  invite_code: z.string().nullable(),
  status: z.number(),
  created_at: z.string(),
});

export const getCompanyInfo = defineRoute({
  method: 'GET',
  path: '/api/v1/org/company/get_company_info',
  summary: 'View company',
  tag: 'units',
  auth: 'session',
  signed: true,
  request: z.object({ org_id: uuidId(Msg.orgIdRequired), ...signingParams }),
  response: unitDetail,
});

export const unitReviewRow = z.object({
  company_id: z.string(),
  company_name: z.string(),
  small_name: z.string().nullable(),
  business_type_list: z.array(nameValue),
  province: z.string().nullable(),
  city: z.string().nullable(),
  area: z.string().nullable(),
  addr: z.string().nullable(),
  creator_name: z.string().nullable(),
  creator_phone: z.string().nullable(),
  status: z.number(),
  review_remark: z.string().nullable(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});

export const UNIT_REVIEW_SORT_FIELDS = ['company_name', 'created_at', 'status'] as const;

/** Platform administrators review new units (ARCHITECTURE.md "Statuses"). */
export const getUnitReviewList = defineRoute({
  method: 'GET',
  path: '/adminc/v2/o_org_v2/get_company_review_list',
  summary: 'Unit reviews',
  tag: 'units',
  auth: 'session',
  signed: true,
  permission: 'platform.unit_review',
  request: z.object({
    ...pagingQuery,
    status: statusFilter,
    search: boundedText(MaxLength.title).trim().optional(),
    ...sortQuery(UNIT_REVIEW_SORT_FIELDS),
    ...signingParams,
  }),
  response: page(unitReviewRow),
});

export const examineUnit = defineRoute({
  method: 'POST',
  path: '/adminc/v2/o_org_v2/examine_company',
  summary: 'Approve or reject a unit',
  tag: 'units',
  auth: 'session',
  signed: true,
  permission: 'platform.unit_review',
  request: z.object({
    company_id: uuidId(Msg.companyIdRequired),
    status: numericCode([ReviewStatus.approved, ReviewStatus.rejected], Msg.examineStatusInvalid),
    remark: z.string().trim().max(200).optional(),
    ...signingParams,
  }),
  response: z.null(),
});
