import { z } from 'zod';
import { defineRoute } from '../route';
import { boundedSigningParams, defineResource, optionalUuid, searchText, text, textOrNull, uuidField } from '../resource';
import { dayOrNull } from './design-fields';
import { DesignMsg, DesignObject } from './design.messages';

export const consInfoRow = z.object({
  cons_info_id: z.string(),
  jt_project_id: z.string(),
  project_name: z.string().nullable(),
  cons_unit_name: z.string(),
  manager_name: z.string().nullable(),
  phone: z.string().nullable(),
  cons_content: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  remark: z.string().nullable(),
  created_at: z.string(),
});
export type ConsInfoRow = z.infer<typeof consInfoRow>;

/** Construction info of design projects (spec-2 §7.3): CRUD at /api/v1/jt_construct/get_cons_info, restful ids. */
export const consInfoResource = defineResource({
  name: 'cons_info',
  tag: 'design',
  scope: 'company',
  id: 'cons_info_id',
  row: consInfoRow,
  fields: {
    jt_project_id: uuidField(DesignMsg.projectIdRequired),
    cons_unit_name: text(100, DesignMsg.consUnitRequired),
    manager_name: textOrNull(50),
    phone: textOrNull(20),
    cons_content: textOrNull(500),
    start_date: dayOrNull,
    end_date: dayOrNull,
    remark: textOrNull(500),
  },
  filters: { search: searchText(100), jt_project_id: optionalUuid() },
  sort: ['created_at', 'start_date', 'cons_unit_name'],
  perPage: true,
  permission: DesignObject.design,
  messages: { notFound: DesignMsg.consNotFound, idRequired: DesignMsg.consIdRequired },
  calls: {
    list: { method: 'GET', path: '/api/v1/jt_construct/get_cons_info', summary: 'Construction info' },
    create: { method: 'POST', path: '/api/v1/jt_construct/get_cons_info', summary: 'Adds construction info' },
    detail: { method: 'GET', path: '/api/v1/jt_construct/get_cons_info', summary: 'Construction info detail', restful: true },
    update: { method: 'PUT', path: '/api/v1/jt_construct/get_cons_info', summary: 'Edits construction info', restful: true },
    delete: { method: 'DELETE', path: '/api/v1/jt_construct/get_cons_info', summary: 'Deletes construction info', restful: true },
  },
});
export const {
  list: listConsInfo,
  create: createConsInfo,
  detail: getConsInfo,
  update: updateConsInfo,
  delete: deleteConsInfo,
} = consInfoResource.routes;

/** Every approved unit to pick a construction or design unit from (at most 200, by name). */
export const getUnitAll = defineRoute({
  method: 'POST',
  path: '/api/v1/jt_construct/unit_all',
  summary: 'All units',
  tag: 'design',
  auth: 'session',
  signed: true,
  permission: DesignObject.design,
  request: z.object({
    search: searchText(100),
    company_type: z.union([z.number(), z.string().max(4)]).optional().transform((v) => (v === undefined || v === '' ? undefined : Number(v))).refine((n) => n === undefined || (Number.isInteger(n) && n >= 0 && n < 100)),
    ...boundedSigningParams,
  }),
  response: z.object({ list: z.array(z.object({ unit_company_id: z.string(), company_name: z.string(), company_type: z.number().nullable() })) }),
});
