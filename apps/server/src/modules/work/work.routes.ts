import type { FastifyInstance } from 'fastify';
import { asc, desc, sql } from 'drizzle-orm';
import { work } from '@zhuyun/contracts';
import { warnRecords, workReports } from '../../db/schema';
import { fail } from '../../platform/errors';
import type { Platform } from '../../platform/platform';
import { registerResource } from '../../platform/resource/register-resource';
import type { WriteAudit } from '../../platform/resource/resource-repo';
import { tableRepo } from '../../platform/resource/table-repo';

const { WorkMsg } = work;

/**
 * Work reports and warning records (issue 16 item 7; spec-2 §7.3 "Work reports and files"). Who wrote a report and
 * who handled a warning come from the session of the write, stamped right after it (the layer's prepare sees no
 * session), before the write is recorded in the audit trail.
 */
export function registerWorkRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;
  const projectExists = async (companyId: string, projectId: string) =>
    ((await db.execute(sql`select 1 from projects where company_id = ${companyId} and project_id = ${projectId}`)) as unknown as { rows: unknown[] }).rows.length > 0;
  const checkProject = async (companyId: string | null, projectId: string | null | undefined) => {
    if (projectId && !(await projectExists(companyId as string, projectId))) throw fail.validation(WorkMsg.projectInvalid);
  };
  const stamped = (stamp: WriteAudit['onWrite']): WriteAudit => ({
    onWrite: async (e) => {
      await stamp(e);
      await platform.audit.onWrite(e);
    },
  });

  const r = workReports;
  registerResource(app, platform, work.workReportResource, {
    repo: tableRepo(db, work.workReportResource, {
      table: r,
      companyKey: 'company_id',
      select: {
        work_report_id: r.work_report_id,
        report_type: r.report_type,
        report_date: r.report_date,
        project_id: r.project_id,
        project_name: sql<string | null>`(select p.project_name from projects p where p.company_id = work_reports.company_id and p.project_id = work_reports.project_id)`,
        title: r.title,
        content: r.content,
        attachments: r.attachments,
        sort_no: r.sort_no,
        author_id: r.author_id,
        author_name: r.author_name,
        created_at: r.created_at,
        updated_at: r.updated_at,
      },
      sort: { sort_no: r.sort_no, report_date: r.report_date, created_at: r.created_at },
      defaultOrder: [asc(r.sort_no), desc(r.report_date), desc(r.created_at), desc(r.work_report_id)],
      search: [r.title, r.author_name, r.content],
      filters: { report_type: r.report_type, project_id: r.project_id },
    }),
    prepare: async (companyId, values) => {
      await checkProject(companyId, values.project_id);
      return { ...values, updated_at: new Date() } as typeof values;
    },
    audit: stamped(async (e) => {
      if (e.action !== 'create' || !e.companyId) return;
      await db.execute(sql`update work_reports set author_id = ${e.userId}, author_name = ${e.userName ?? null}
        where company_id = ${e.companyId} and work_report_id = ${e.id}`);
    }),
  });

  const w = warnRecords;
  registerResource(app, platform, work.warnRecordResource, {
    repo: tableRepo(db, work.warnRecordResource, {
      table: w,
      companyKey: 'company_id',
      select: {
        warn_id: w.warn_id,
        source: w.source,
        level: w.level,
        message: w.message,
        project_id: w.project_id,
        project_name: sql<string | null>`(select p.project_name from projects p where p.company_id = warn_records.company_id and p.project_id = warn_records.project_id)`,
        handled: w.handled,
        handled_name: w.handled_name,
        handled_at: w.handled_at,
        handle_remark: w.handle_remark,
        created_at: w.created_at,
      },
      sort: { created_at: w.created_at, level: w.level },
      defaultOrder: [desc(w.created_at), desc(w.warn_id)],
      search: [w.message],
      filters: { source: w.source, level: w.level, handled: w.handled },
    }),
    prepare: async (companyId, values) => {
      await checkProject(companyId, values.project_id);
      return values;
    },
    // Handling stamps who and when once; setting it back to unhandled clears them.
    audit: stamped(async (e) => {
      if (e.action === 'delete' || !e.companyId) return;
      await db.execute(sql`update warn_records set
          handled_at = case when handled = 1 then coalesce(handled_at, now()) else null end,
          handled_name = case when handled = 1 then coalesce(handled_name, ${e.userName ?? null}) else null end
        where company_id = ${e.companyId} and warn_id = ${e.id}`);
    }),
  });
}
