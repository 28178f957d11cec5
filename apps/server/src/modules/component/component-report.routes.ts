import type { FastifyInstance } from 'fastify';
import { and, desc, eq, sql } from 'drizzle-orm';
import { component, type ResourceRowOf } from '@zhuyun/contracts';
import type { Db, Tx } from '../../db/client';
import { componentReports, components, type ReportAttachment } from '../../db/schema';
import { fail } from '../../platform/errors';
import { signFileLink } from '../../platform/files/signed-link';
import type { Platform } from '../../platform/platform';
import { registerResource } from '../../platform/resource/register-resource';
import { tableRepo } from '../../platform/resource/table-repo';
import { FilesRepo, fileIdOf, filePathOf } from '../files';

const { ComponentMsg } = component;
const r = componentReports;
type Row = ResourceRowOf<typeof component.reportResource>;
type Stored = Omit<Row, 'attachments'> & { attachments: ReportAttachment[] };
/** Kinds of upload a report may carry: photos and scanned reports (images or PDFs, judged by content at upload). */
const ATTACHMENT_MODULES = ['picture', 'drawing', 'certificate'];

const repoOn = (db: Db | Tx) =>
  tableRepo(db as Db, component.reportResource, {
    table: r,
    companyKey: 'company_id',
    select: {
      report_id: r.report_id,
      component_id: r.component_id,
      cp_num: r.cp_num,
      project_id: r.project_id,
      project_name: sql<string | null>`(select p.project_name from projects p where p.company_id = component_reports.company_id and p.project_id = component_reports.project_id)`,
      report_no: r.report_no,
      report_result: r.report_result,
      report_date: r.report_date,
      inspector_id: r.inspector_id,
      inspector_name: r.inspector_name,
      remark: r.remark,
      attachments: r.attachments,
      created_at: r.created_at,
    },
    sort: { report_date: r.report_date, created_at: r.created_at, cp_num: r.cp_num, report_result: r.report_result },
    defaultOrder: [desc(r.report_date), desc(r.created_at), desc(r.report_id)],
    search: [r.cp_num, r.inspector_name, r.report_no],
    filters: { project_id: r.project_id, component_id: r.component_id, report_result: r.report_result },
  });

/** The component keeps its newest report's result and date (what /componList and the trace page show). */
async function syncComponent(tx: Tx, companyId: string, componentId: string): Promise<void> {
  await tx.execute(sql`update components set (report_result, report_date) = (
      select r.report_result, r.report_date from component_reports r
      where r.company_id = ${companyId} and r.component_id = ${componentId}
      order by r.report_date desc, r.created_at desc limit 1), updated_at = now()
    where company_id = ${companyId} and component_id = ${componentId}`);
}

/** Inspection reports (/reportList, /reportInfo): a resource whose writes keep the component's mark current. */
export function registerComponentReportRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;
  const files = new FilesRepo(db);
  const base = repoOn(db);
  // Attachments answer with a fresh 10-minute link each (the files module's), never a stored one.
  const linked = (row: Row): Row => ({
    ...row,
    attachments: (row as unknown as Stored).attachments.map((a) => ({ file_path: filePathOf(a.file_id), file_name: a.file_name, mime: a.mime, url: signFileLink(platform.fileLinkKey, a.file_id) })),
  });
  const componentOf = async (tx: Tx, companyId: string, reportId: string) =>
    (await tx.select({ id: r.component_id }).from(r).where(and(eq(r.company_id, companyId), eq(r.report_id, reportId))))[0]?.id;

  registerResource(app, platform, component.reportResource, {
    repo: {
      page: async (companyId, query, window) => {
        const { rows, total } = await base.page!(companyId, query, window);
        return { rows: rows.map(linked), total };
      },
      get: async (companyId, id) => {
        const row = await base.get!(companyId, id);
        return row && linked(row);
      },
      // The stored row for the audit digests: links change every call, the report does not.
      state: async (companyId, id) => (await db.select().from(r).where(and(eq(r.company_id, companyId as string), eq(r.report_id, id))))[0] ?? null,
      insert: (companyId, id, values) =>
        db.transaction(async (tx) => {
          await repoOn(tx).insert!(companyId, id, values);
          await syncComponent(tx, companyId as string, values.component_id);
        }),
      update: (companyId, id, values) =>
        db.transaction(async (tx) => {
          const before = await componentOf(tx, companyId as string, id);
          if (!before || !(await repoOn(tx).update!(companyId, id, values))) return false;
          for (const c of new Set([before, values.component_id])) await syncComponent(tx, companyId as string, c);
          return true;
        }),
      delete: (companyId, id) =>
        db.transaction(async (tx) => {
          const before = await componentOf(tx, companyId as string, id);
          if (!before || !(await repoOn(tx).delete!(companyId, id))) return false;
          await syncComponent(tx, companyId as string, before);
          return true;
        }),
    },
    // The component is the company's (another company's reads as missing); each attachment an upload of this company.
    prepare: async (companyId, values) => {
      const company = companyId as string;
      const [found] = await db
        .select({ project_id: components.project_id, cp_num: components.cp_num })
        .from(components)
        .where(and(eq(components.company_id, company), eq(components.component_id, values.component_id)));
      if (!found) throw fail.notFound(ComponentMsg.componentNotFound);
      const attachments: ReportAttachment[] = [];
      for (const path of new Set(values.attachments ?? [])) {
        const fileId = fileIdOf(path);
        const file = fileId ? await files.byId(fileId) : undefined;
        if (!file || file.company_id !== company || !ATTACHMENT_MODULES.includes(file.module)) throw fail.validation(ComponentMsg.attachmentInvalid);
        attachments.push({ file_id: file.file_id, file_name: file.file_name, mime: file.mime });
      }
      const report_date = values.report_date ?? new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
      return { ...values, report_date, attachments, project_id: found.project_id, cp_num: found.cp_num } as unknown as typeof values;
    },
  });
}
