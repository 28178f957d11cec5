import { z } from 'zod';
import { defineRoute } from '../route';
import { MaxLength, boundedText, numericCode, requiredText, signingParams } from '../fields';
import { Msg } from '../messages';

const nameValue = z.object({ name: z.string(), value: z.string() });

export const getCodeList = defineRoute({
  method: 'POST',
  path: '/api/v1/config/code/get_codelist',
  summary: 'Code list',
  tag: 'reference',
  auth: 'none',
  signed: true,
  request: z.object({ code_type: requiredText(Msg.codeTypeRequired), ...signingParams }),
  response: z.object({ list: z.array(nameValue) }),
});

/** Company types (spec-1 §7): GET with code_type companyType and is_page 0. */
export const getCompanyTypes = defineRoute({
  method: 'GET',
  path: '/api/v1/config/code/get_company_types',
  summary: 'Company types',
  tag: 'reference',
  auth: 'none',
  signed: true,
  request: z.object({ code_type: boundedText(MaxLength.text).optional(), is_page: z.union([z.number(), z.string().max(MaxLength.numeric)]).optional(), ...signingParams }),
  response: z.object({ list: z.array(nameValue) }),
});

export const areaEntry = z.object({ area_id: z.number(), code: z.string(), p_code: z.string(), name: z.string() });

/** area_type 1 provinces; 2 the cities of province_no; 3 the districts of city_no (spec-1 §7 "Area box list"). */
export const getAreaBoxList = defineRoute({
  method: 'GET',
  path: '/api/v1/base/area/get_area_box_list',
  summary: 'Area box list',
  tag: 'reference',
  auth: 'none',
  signed: true,
  request: z
    .object({
      area_type: numericCode([1, 2, 3], Msg.areaTypeInvalid),
      province_no: boundedText(MaxLength.code).optional(),
      city_no: boundedText(MaxLength.code).optional(),
      ...signingParams,
    })
    .superRefine((v, ctx) => {
      if (v.area_type === 2 && !v.province_no) ctx.addIssue({ code: 'custom', path: ['province_no'], message: Msg.provinceNoRequired });
      if (v.area_type === 3 && !v.city_no) ctx.addIssue({ code: 'custom', path: ['city_no'], message: Msg.cityNoRequired });
    }),
  response: z.object({ list: z.array(areaEntry) }),
});

export interface AreaNode {
  area_id: number;
  code: string;
  name: string;
  children?: AreaNode[];
}
const areaNode: z.ZodType<AreaNode> = z.lazy(() =>
  z.object({ area_id: z.number(), code: z.string(), name: z.string(), children: z.array(areaNode).optional() }),
);

export const getAreaTree = defineRoute({
  method: 'GET',
  path: '/api/v1/base/area/get_area_tree',
  summary: 'Area tree',
  tag: 'reference',
  auth: 'none',
  signed: true,
  request: z.object({ ...signingParams }),
  response: z.object({ list: z.array(areaNode) }),
});

/** One area with its province, city and district numbers (spec-2 §3: provinceNo, cityNo, areaNo). */
export const getAreaInfo = defineRoute({
  method: 'GET',
  path: '/api/v1/base/area/get_area_info',
  summary: 'Area lookup',
  tag: 'reference',
  auth: 'none',
  signed: true,
  request: z.object({ area_id: z.union([z.number(), z.string().max(MaxLength.numeric)]).transform(Number), ...signingParams }),
  response: z.object({
    area_id: z.number(),
    name: z.string(),
    province: z.string(),
    provinceNo: z.string(),
    city: z.string().nullable(),
    cityNo: z.string().nullable(),
    area: z.string().nullable(),
    areaNo: z.string().nullable(),
  }),
});
