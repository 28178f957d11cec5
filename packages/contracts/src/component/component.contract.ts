import { z } from 'zod';
import { defineRoute } from '../route';
import { emptyData, page } from '../envelope';
import { MaxLength, boundedText, numericCode, requiredText, signingParams } from '../fields';
import { idList, optionalDay, perPageQuery, sortOrder } from '../project/project.fields';
import { ComponentMsg } from './component.messages';
import { optionalUuidId, uuidId } from '../rules/uuid-id';

/** components.progress (see apps/server/src/db/schema/project.ts): each step stamps its date. */
export const ComponentProgress = { planned: 0, produced: 1, outbound: 2, onSite: 3, installed: 4 } as const;
export const PROGRESS_STEPS: { progress: number; name: string; date_field: ComponentDateField | null }[] = [
  { progress: 0, name: '待生产', date_field: null },
  { progress: 1, name: '已生产', date_field: 'produce_date' },
  { progress: 2, name: '已出厂', date_field: 'out_date' },
  { progress: 3, name: '已进场', date_field: 'scene_date' },
  { progress: 4, name: '已安装', date_field: 'end_install_date' },
];
export const REPORT_RESULT_NAMES: Record<number, string> = { 1: '合格', 2: '不合格' };
/** Decimals a quantity is shown with: m³ and t to the thousandth (a litre, a kilogram). */
export const COMPONENT_DECIMALS = { volume: 3, weight: 3 } as const;
export const COMPONENT_DATE_FIELDS = ['produce_date', 'out_date', 'scene_date', 'end_install_date'] as const;
export type ComponentDateField = (typeof COMPONENT_DATE_FIELDS)[number];
export const COMPONENT_SORT_FIELDS = ['seq', 'cp_num', 'cp_type', 'build_no', 'floor_no', 'progress', ...COMPONENT_DATE_FIELDS] as const;

export const componentRow = z.object({
  component_id: z.string(),
  project_id: z.string(),
  project_name: z.string(),
  cp_num: z.string(),
  cp_type: z.string(),
  cp_type_name: z.string().nullable(),
  component_sort: z.string().nullable(),
  build_no: z.string().nullable(),
  floor_no: z.string().nullable(),
  volume: z.number().nullable(),
  weight: z.number().nullable(),
  factory_name: z.string().nullable(),
  progress: z.number(),
  produce_date: z.string().nullable(),
  out_date: z.string().nullable(),
  scene_date: z.string().nullable(),
  end_install_date: z.string().nullable(),
  report_result: z.number().nullable(),
  report_date: z.string().nullable(),
  car_id: z.string().nullable(),
  car_num: z.string().nullable(),
  created_at: z.string(),
});
export type ComponentRow = z.infer<typeof componentRow>;

/** The filter of the list, shared by the export (the same rows, all of them). */
export const componentFilter = {
  project_id: optionalUuidId(),
  /** One component (the detail page). */
  component_id: optionalUuidId(),
  cp_type: boundedText(MaxLength.text).optional(),
  build_no: boundedText(MaxLength.code).optional(),
  floor_no: boundedText(MaxLength.code).optional(),
  progress: z
    .union([z.number(), z.string().max(MaxLength.numeric)])
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : Number(v)))
    .pipe(z.number().int().min(0, { error: ComponentMsg.progressInvalid }).max(4, { error: ComponentMsg.progressInvalid }).optional()),
  search: boundedText(MaxLength.text).optional(),
  date_field: z.enum(COMPONENT_DATE_FIELDS, { error: ComponentMsg.dateFieldInvalid }).optional(),
  start_date: optionalDay(ComponentMsg.dateInvalid),
  end_date: optionalDay(ComponentMsg.dateInvalid),
  sort_field: z.enum(COMPONENT_SORT_FIELDS, { error: ComponentMsg.sortInvalid }).optional(),
  sort_order: sortOrder,
};

export const listComponents = defineRoute({
  method: 'GET',
  path: '/api/v1/project/component',
  summary: 'Lists components',
  tag: 'component',
  auth: 'session',
  signed: true,
  request: z.object({ ...componentFilter, ...perPageQuery, ...signingParams }),
  response: page(componentRow),
});

/** component_id: one id or several, comma-separated. */
export const deleteComponents = defineRoute({
  method: 'DELETE',
  path: '/api/v1/project/component',
  summary: 'Deletes a component',
  tag: 'component',
  auth: 'session',
  signed: true,
  request: z.object({ component_id: idList(ComponentMsg.componentIdRequired), ...signingParams }),
  response: z.object({ deleted: z.number() }),
});

export const getComponentBuildNo = defineRoute({
  method: 'GET',
  path: '/api/v1/project/component_build_no',
  summary: 'Returns build numbers',
  tag: 'component',
  auth: 'session',
  signed: true,
  request: z.object({ project_id: uuidId(ComponentMsg.projectIdRequired), ...signingParams }),
  response: z.object({ list: z.array(z.string()) }),
});

export const getComponentFloorNo = defineRoute({
  method: 'POST',
  path: '/api/v1/project/component_floor_no',
  summary: 'Returns floor numbers',
  tag: 'component',
  auth: 'session',
  signed: true,
  request: z.object({ project_id: uuidId(ComponentMsg.projectIdRequired), build_no: boundedText(MaxLength.code).optional(), ...signingParams }),
  response: z.object({ list: z.array(z.string()) }),
});

/** What a QR label may show (spec-1 §3 Component): no ids of companies, no phone numbers. */
export const componentTrace = z.object({
  cp_num: z.string(),
  cp_type: z.string(),
  cp_type_name: z.string().nullable(),
  progress: z.number(),
  build_no: z.string().nullable(),
  floor_no: z.string().nullable(),
  produce_date: z.string().nullable(),
  out_date: z.string().nullable(),
  scene_date: z.string().nullable(),
  end_install_date: z.string().nullable(),
  factory_name: z.string().nullable(),
  project: z.object({ project_name: z.string(), address: z.string().nullable() }),
  car: z.object({ car_num: z.string(), leader: z.string().nullable() }).nullable(),
  gps: z.object({ gps_num: z.string() }).nullable(),
  component_report: z.object({ result: z.number().nullable(), report_date: z.string().nullable() }),
  track: z.array(z.object({ lon: z.number(), lat: z.number() })),
});
export type ComponentTrace = z.infer<typeof componentTrace>;

/** The public trace page's call: no session; the unguessable component id is the only key. */
export const getCodeComponent = defineRoute({
  method: 'GET',
  path: '/api/v1/project/code_component',
  summary: "Returns one component's info",
  tag: 'component',
  auth: 'none',
  signed: true,
  restfulId: 'id',
  handlesErrors: true,
  request: z.object({ id: requiredText(ComponentMsg.componentIdRequired), ...signingParams }),
  response: componentTrace,
});

/**
 * The QR label image: node_type 1 (component) and its id → a PNG of `${PUBLIC_ORIGIN}/memberQrCode?id=…`. Answers
 * the image itself (image/png), not an envelope; refusals are envelopes. Path chosen in the component family.
 */
export const getComponentQrcode = defineRoute({
  method: 'POST',
  path: '/api/v1/project/component_qrcode',
  summary: 'Component QR code (blob)',
  tag: 'component',
  auth: 'session',
  signed: true,
  request: z.object({ node_type: numericCode([1], ComponentMsg.nodeTypeInvalid), id: requiredText(ComponentMsg.componentIdRequired), ...signingParams }),
  response: emptyData,
});

/** Moves components forward to `progress`, stamping its date (today when none is sent); a car may ride along. */
export const updateComponentProgress = defineRoute({
  method: 'PUT',
  path: '/api/v1/project/component_progress',
  summary: 'Component progress update (method and path chosen)',
  tag: 'component',
  auth: 'session',
  signed: true,
  request: z.object({
    component_ids: idList(ComponentMsg.componentIdRequired),
    progress: numericCode([1, 2, 3, 4], ComponentMsg.progressInvalid),
    date: optionalDay(ComponentMsg.dateInvalid),
    car_id: optionalUuidId(),
    ...signingParams,
  }),
  response: z.object({ updated: z.number() }),
});

export const updateComponentReport = defineRoute({
  method: 'PUT',
  path: '/api/v1/project/component_report',
  summary: 'Component inspection report result (method and path chosen)',
  tag: 'component',
  auth: 'session',
  signed: true,
  request: z.object({
    component_ids: idList(ComponentMsg.componentIdRequired),
    report_result: z
      .union([z.number(), z.string().max(MaxLength.numeric), z.null()], { error: ComponentMsg.reportResultInvalid })
      .transform((v) => (v === null || v === '' ? null : Number(v)))
      .refine((v) => v === null || v === 1 || v === 2, { error: ComponentMsg.reportResultInvalid }),
    report_date: optionalDay(ComponentMsg.dateInvalid),
    ...signingParams,
  }),
  response: z.object({ updated: z.number() }),
});
