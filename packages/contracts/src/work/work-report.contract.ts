import { z } from 'zod';
import { boundedString, defineResource, optionalUuid, saveRouteOf, searchText, text } from '../resource';
import { codeField, codeFilter } from '../message/message-fields';
import { WorkMsg, WorkObject } from './work.messages';

const attachment = z.object({
  name: boundedString(100, WorkMsg.attachmentsInvalid).trim().min(1, { error: WorkMsg.attachmentsInvalid }),
  // A web address or a path of this site's file server, never javascript: or data:.
  url: boundedString(500, WorkMsg.attachmentsInvalid).regex(/^(https?:\/\/|\/(?!\/))[^\s"'<>]*$/i, { error: WorkMsg.attachmentsInvalid }),
});

export const workReportRow = z.object({
  work_report_id: z.string(),
  report_type: z.number(),
  report_date: z.string(),
  project_id: z.string().nullable(),
  project_name: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  attachments: z.array(z.object({ name: z.string(), url: z.string() })),
  sort_no: z.number(),
  author_id: z.string().nullable(),
  author_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WorkReportRow = z.infer<typeof workReportRow>;

/**
 * Work reports (spec-2 §7.3 "Work reports and files"): `report_look` lists them, `report_sort_del` deletes one (id in
 * the path); the save call is ours (the spec shows none). The author is whoever saved it first, from the session.
 */
export const workReportResource = defineResource({
  name: 'work_report',
  tag: 'work',
  scope: 'company',
  id: 'work_report_id',
  row: workReportRow,
  fields: {
    report_type: codeField([1, 2], WorkMsg.reportTypeInvalid, 1),
    report_date: z
      .string({ error: WorkMsg.reportDateInvalid })
      .max(10, { error: WorkMsg.reportDateInvalid })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: WorkMsg.reportDateInvalid })
      .refine((v) => !Number.isNaN(Date.parse(v)), { error: WorkMsg.reportDateInvalid }),
    project_id: optionalUuid(WorkMsg.projectInvalid),
    title: text(100, WorkMsg.titleRequired),
    content: boundedString(5000, WorkMsg.contentTooLong).trim().min(1, { error: WorkMsg.contentRequired }),
    attachments: z
      .array(attachment, { error: WorkMsg.attachmentsInvalid })
      .max(10, { error: WorkMsg.tooManyAttachments })
      .optional()
      .transform((v) => v ?? []),
    sort_no: z
      .union([z.number(), z.string().max(8)], { error: WorkMsg.sortNoInvalid })
      .optional()
      .transform((v) => (v === undefined || v === '' ? 0 : Number(v)))
      .refine((n) => Number.isInteger(n) && n >= 0 && n <= 9999, { error: WorkMsg.sortNoInvalid }),
  },
  filters: { report_type: codeFilter([1, 2], WorkMsg.reportTypeInvalid), project_id: optionalUuid(WorkMsg.projectInvalid), search: searchText(100) },
  sort: ['sort_no', 'report_date', 'created_at'],
  perPage: false,
  permission: WorkObject.report,
  messages: { notFound: WorkMsg.reportNotFound, idRequired: WorkMsg.reportIdRequired },
  calls: {
    list: { method: 'GET', path: '/api/v1/work/report_look', summary: 'Work reports' },
    create: { method: 'POST', path: '/api/v1/work/report_save', summary: 'Saves a work report (path chosen)' },
    update: { method: 'POST', path: '/api/v1/work/report_save', summary: 'Saves a work report (path chosen)' },
    delete: { method: 'DELETE', path: '/api/v1/work/report_sort_del', summary: 'Deletes a work report', restful: true },
  },
});
export const { list: getWorkReports, delete: deleteWorkReport } = workReportResource.routes;
export const saveWorkReport = saveRouteOf(workReportResource);
