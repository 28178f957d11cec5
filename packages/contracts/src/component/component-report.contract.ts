import { z } from 'zod';
import { boundedString, defineResource, optionalUuid, searchText, text, textOrNull, uuidField } from '../resource';
import { dayOrNull } from '../schedule/schedule-fields';
import { ComponentMsg } from './component.messages';

/** The permission object of report writes: the 检测报告 page's. Any member reads them, as the component list. */
export const ReportObject = 'page.reportList';
export const REPORT_SORT_FIELDS = ['report_date', 'created_at', 'cp_num', 'report_result'] as const;
export const MAX_REPORT_ATTACHMENTS = 10;

const attachment = z.object({ file_path: z.string(), file_name: z.string(), mime: z.string(), url: z.string() });

export const reportRow = z.object({
  report_id: z.string(),
  component_id: z.string(),
  cp_num: z.string(),
  project_id: z.string(),
  project_name: z.string().nullable(),
  report_no: z.string().nullable(),
  /** 1 合格, 2 不合格 (REPORT_RESULT_NAMES). */
  report_result: z.number(),
  report_date: z.string(),
  inspector_id: z.string().nullable(),
  inspector_name: z.string(),
  remark: z.string().nullable(),
  attachments: z.array(attachment),
  created_at: z.string(),
});
export type ReportRow = z.infer<typeof reportRow>;

/** 1 or 2, sent as a number or a numeric string. */
const result = z
  .union([z.number(), boundedString(2)], { error: ComponentMsg.reportResultInvalid })
  .transform(Number)
  .refine((v) => v === 1 || v === 2, { error: ComponentMsg.reportResultInvalid });

/**
 * Component inspection reports (/reportList, /reportInfo; paths chosen in the component family): one component, a
 * result, a date, who inspected, attachments (uploads of kind picture or drawing, by their file_path). /componList's
 * report-result action (PUT component_report) files one report per component it marks; the component keeps its
 * newest report's result and date.
 */
export const reportResource = defineResource({
  name: 'component_report',
  tag: 'component',
  scope: 'company',
  id: 'report_id',
  row: reportRow,
  fields: {
    component_id: uuidField(ComponentMsg.componentIdRequired),
    report_result: result,
    report_date: dayOrNull(ComponentMsg.dateInvalid),
    inspector_name: text(50, ComponentMsg.inspectorRequired),
    report_no: textOrNull(50),
    remark: textOrNull(500),
    attachments: z
      .array(boundedString(80, ComponentMsg.attachmentInvalid), { error: ComponentMsg.attachmentInvalid })
      .max(MAX_REPORT_ATTACHMENTS, { error: ComponentMsg.tooManyAttachments })
      .optional(),
  },
  filters: {
    project_id: optionalUuid(),
    component_id: optionalUuid(),
    report_result: z
      .union([z.number(), boundedString(2)], { error: ComponentMsg.reportResultInvalid })
      .optional()
      .transform((v) => (v === undefined || v === '' ? undefined : Number(v)))
      .refine((v) => v === undefined || v === 1 || v === 2, { error: ComponentMsg.reportResultInvalid }),
    search: searchText(50),
  },
  sort: REPORT_SORT_FIELDS,
  perPage: false,
  permission: { create: ReportObject, update: ReportObject, delete: ReportObject },
  messages: {
    notFound: ComponentMsg.reportNotFound,
    idRequired: ComponentMsg.reportIdRequired,
    conflict: { report_no: ComponentMsg.reportNoExists },
  },
  calls: {
    list: { method: 'GET', path: '/api/v1/project/inspection_report', summary: 'Component inspection reports (path chosen)' },
    detail: { method: 'GET', path: '/api/v1/project/inspection_report_info', summary: 'Component inspection report detail (path chosen)' },
    create: { method: 'POST', path: '/api/v1/project/inspection_report', summary: 'Create component inspection report (path chosen)' },
    update: { method: 'PUT', path: '/api/v1/project/inspection_report', summary: 'Update component inspection report (path chosen)', restful: true },
    delete: { method: 'DELETE', path: '/api/v1/project/inspection_report', summary: 'Delete component inspection report (path chosen)', restful: true },
  },
});

export const {
  list: listReports,
  detail: getReportInfo,
  create: createReport,
  update: updateReport,
  delete: deleteReport,
} = reportResource.routes;
