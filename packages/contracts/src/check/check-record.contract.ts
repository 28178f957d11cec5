import { z } from 'zod';
import { page } from '../envelope';
import { defineRoute } from '../route';
import { boundedSigningParams, defineResource, optionalUuid, pagingShape, saveRouteOf, searchText, text, textOrNull, uuidField } from '../resource';
import { answerValue, codeField, codeFilter, dayOrNull, definitionOut, formDefinition } from './check-fields';
import { BUSINESS_TYPES, CheckMsg, CheckObject } from './check.messages';

const base = '/web/v1/common_check';

/** Saves a form's design as its next version (1, 2, 3 …); earlier versions stay, so old records keep their rules. */
export const saveFormVersion = defineRoute({
  method: 'POST',
  path: `${base}/form/save_version`,
  summary: 'Saves a form design as a new version',
  tag: 'check',
  auth: 'session',
  signed: true,
  permission: CheckObject.form,
  request: z.object({ form_id: uuidField(CheckMsg.formIdRequired), definition: formDefinition, ...boundedSigningParams }),
  response: z.object({ form_id: z.string(), version: z.number() }),
});

/** One version of a form (the newest when version is left out): what the designer, the phone and the result view render. */
export const getFormVersion = defineRoute({
  method: 'GET',
  path: `${base}/form/version_detail`,
  summary: 'A form design version',
  tag: 'check',
  auth: 'session',
  signed: true,
  request: z.object({
    form_id: uuidField(CheckMsg.formIdRequired),
    version: z
      .union([z.number(), z.string().max(8)], { error: CheckMsg.versionNotFound })
      .optional()
      .transform((v) => (v === undefined || v === '' ? undefined : Number(v)))
      .refine((n) => n === undefined || (Number.isInteger(n) && n >= 1 && n <= 1_000_000), { error: CheckMsg.versionNotFound }),
    ...boundedSigningParams,
  }),
  response: z.object({ form_id: z.string(), form_name: z.string(), version: z.number(), definition: definitionOut, created_at: z.string() }),
});

/** A stored file as answered: its name and kind, and a signed link made on this read (never stored). */
export const fileLink = z.object({ file_id: z.string(), file_name: z.string(), mime: z.string(), url: z.string() });

export const checkRecordRow = z.object({
  record_id: z.string(),
  record_no: z.string(),
  template_id: z.string(),
  template_name: z.string().nullable(),
  form_id: z.string(),
  form_version: z.number(),
  business_type: z.number(),
  project_id: z.string().nullable(),
  project_name: z.string().nullable(),
  result: z.number(),
  filled_by: z.string().nullable(),
  filled_name: z.string().nullable(),
  created_at: z.string(),
});
/** Filled records (/checkResultNo): listed and deleted here, written by submitCheckRecord. */
export const checkRecordResource = defineResource({
  name: 'check_record',
  tag: 'check',
  scope: 'company',
  id: 'record_id',
  row: checkRecordRow,
  fields: {},
  filters: {
    search: searchText(100),
    template_id: optionalUuid(),
    business_type: codeFilter(BUSINESS_TYPES, CheckMsg.businessTypeInvalid),
    result: codeFilter([1, 2], CheckMsg.resultInvalid),
  },
  sort: ['created_at', 'record_no'],
  perPage: true,
  permission: { delete: CheckObject.result },
  messages: { notFound: CheckMsg.recordNotFound, idRequired: CheckMsg.recordIdRequired },
  calls: {
    list: { method: 'GET', path: `${base}/record/list`, summary: 'Check records' },
    detail: { method: 'GET', path: `${base}/record/detail`, summary: 'Check record' },
    // The spec's "record delete DELETE" (spec-2 §7.3 "Other").
    delete: { method: 'DELETE', path: `${base}/record/delete`, summary: 'Deletes a check record' },
  },
});
export const { list: listCheckRecords, detail: getCheckRecord, delete: deleteCheckRecord } = checkRecordResource.routes;

/** Fills a template's form: checked against the form's newest version, which the record keeps. */
export const submitCheckRecord = defineRoute({
  method: 'POST',
  path: `${base}/record/submit`,
  summary: 'Fills a check form',
  tag: 'check',
  auth: 'session',
  signed: true,
  request: z.object({
    template_id: uuidField(CheckMsg.templateRequired),
    /** The version the filler saw; a newer one saved meanwhile refuses the record (10001) rather than mis-read it. */
    form_version: z.number({ error: CheckMsg.versionNotFound }).int().min(1).max(1_000_000),
    project_id: optionalUuid(CheckMsg.projectInvalid),
    business_type: codeField(BUSINESS_TYPES, CheckMsg.businessTypeInvalid, 1),
    answers: z.record(z.string().max(40), answerValue, { error: CheckMsg.answersRequired }),
    ...boundedSigningParams,
  }),
  response: z.object({ record_id: z.string(), record_no: z.string(), result: z.number() }),
});

/** The record with its answers and the definition of the version it was filled against (the spec's "record detail list"). */
export const getRecordDetailList = defineRoute({
  method: 'GET',
  path: `${base}/record/detail_list`,
  summary: 'Check record detail list',
  tag: 'check',
  auth: 'session',
  signed: true,
  request: z.object({ record_id: uuidField(CheckMsg.recordIdRequired), ...boundedSigningParams }),
  response: z.object({
    record: checkRecordRow,
    definition: definitionOut,
    answers: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string()), z.null()])),
    list: z.array(z.object({ section: z.string(), key: z.string(), label: z.string(), type: z.string(), value: z.string() })),
    /** The photo and signature answers (stored file ids) as fresh 10-minute links, by field key. */
    files: z.record(z.string(), fileLink),
  }),
});

export const reportFormRow = z.object({
  report_id: z.string(),
  report_name: z.string(),
  template_id: z.string(),
  template_name: z.string().nullable(),
  field_keys: z.array(z.string()),
  remark: z.string().nullable(),
  created_at: z.string(),
});
/** Report forms: a template's records as a table of chosen fields (/reportFormManage, /reportFormDetail). */
export const reportFormResource = defineResource({
  name: 'check_report_form',
  tag: 'check',
  scope: 'company',
  id: 'report_id',
  row: reportFormRow,
  fields: {
    report_name: text(100, CheckMsg.reportNameRequired),
    template_id: optionalUuid(CheckMsg.templateRequired).refine((v) => !!v, { error: CheckMsg.templateRequired }),
    field_keys: z
      .array(z.string().max(40), { error: CheckMsg.definitionInvalid })
      .max(100, { error: CheckMsg.definitionInvalid })
      .optional()
      .transform((v) => v ?? []),
    remark: textOrNull(500),
  },
  filters: { search: searchText(100) },
  sort: ['created_at', 'report_name'],
  perPage: true,
  permission: { create: CheckObject.report, update: CheckObject.report, delete: CheckObject.report },
  messages: { notFound: CheckMsg.reportNotFound, idRequired: CheckMsg.reportIdRequired },
  calls: {
    list: { method: 'GET', path: `${base}/report/list`, summary: 'Report forms' },
    create: { method: 'POST', path: `${base}/report/save`, summary: 'Saves a report form (create and edit)' },
    update: { method: 'POST', path: `${base}/report/save`, summary: 'Saves a report form (create and edit)' },
    delete: { method: 'DELETE', path: `${base}/report/delete`, summary: 'Deletes a report form' },
  },
});
export const { list: listReportForms, delete: deleteReportForm } = reportFormResource.routes;
export const saveReportForm = saveRouteOf(reportFormResource);

/** The spec's "custom report detail": the report's columns and a page of its template's records as rows of text. */
export const getCustomReportDetail = defineRoute({
  method: 'GET',
  path: `${base}/custom_report/detail`,
  summary: 'Custom report detail',
  tag: 'check',
  auth: 'session',
  signed: true,
  request: z.object({ report_id: uuidField(CheckMsg.reportIdRequired), ...pagingShape(false), ...boundedSigningParams }),
  response: page(z.object({ record_id: z.string(), record_no: z.string(), result: z.number(), created_at: z.string(), filled_name: z.string().nullable(), values: z.record(z.string(), z.string()) })).extend({
    report: reportFormRow,
    columns: z.array(z.object({ key: z.string(), label: z.string() })),
    pass_count: z.number(),
    fail_count: z.number(),
  }),
});

export const MAX_MATERIAL_ATTACHMENTS = 20;

export const materialCheckRow = z.object({
  material_check_id: z.string(),
  material_name: z.string(),
  spec: z.string().nullable(),
  batch_no: z.string().nullable(),
  supplier: z.string().nullable(),
  project_id: z.string().nullable(),
  project_name: z.string().nullable(),
  check_date: z.string().nullable(),
  result: z.number(),
  attachments: z.array(fileLink),
  remark: z.string().nullable(),
  created_at: z.string(),
});
/**
 * Material inspection records (/materialCheck): results and attachments. Attachments are sent as the ids of files the
 * unit uploaded (images or PDFs, judged by content); they are answered with their names and fresh signed links.
 */
export const materialCheckResource = defineResource({
  name: 'material_check',
  tag: 'check',
  scope: 'company',
  id: 'material_check_id',
  row: materialCheckRow,
  fields: {
    material_name: text(100, CheckMsg.materialNameRequired),
    spec: textOrNull(100),
    batch_no: textOrNull(50),
    supplier: textOrNull(100),
    project_id: optionalUuid(CheckMsg.projectInvalid),
    check_date: dayOrNull,
    result: codeField([1, 2], CheckMsg.resultInvalid, 1),
    attachments: z
      .array(uuidField(CheckMsg.attachmentInvalid), { error: CheckMsg.attachmentInvalid })
      .max(MAX_MATERIAL_ATTACHMENTS, { error: CheckMsg.attachmentsTooMany })
      .optional()
      .transform((v) => v ?? []),
    remark: textOrNull(500),
  },
  filters: { search: searchText(100), result: codeFilter([1, 2], CheckMsg.resultInvalid), project_id: optionalUuid() },
  sort: ['check_date', 'created_at', 'material_name'],
  perPage: true,
  permission: { create: CheckObject.material, update: CheckObject.material, delete: CheckObject.material },
  messages: { notFound: CheckMsg.materialNotFound, idRequired: CheckMsg.materialIdRequired },
  calls: {
    list: { method: 'GET', path: `${base}/material/list`, summary: 'Material inspection records' },
    detail: { method: 'GET', path: `${base}/material/detail`, summary: 'Material inspection record' },
    create: { method: 'POST', path: `${base}/material/save`, summary: 'Saves a material inspection record (create and edit)' },
    update: { method: 'POST', path: `${base}/material/save`, summary: 'Saves a material inspection record (create and edit)' },
    delete: { method: 'DELETE', path: `${base}/material/delete`, summary: 'Deletes a material inspection record' },
  },
});
export const { list: listMaterialChecks, detail: getMaterialCheck, delete: deleteMaterialCheck } = materialCheckResource.routes;
export const saveMaterialCheck = saveRouteOf(materialCheckResource);
