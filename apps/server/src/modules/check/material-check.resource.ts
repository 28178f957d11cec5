import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { check, type ResourceRowOf } from '@zhuyun/contracts';
import { materialChecks as mc } from '../../db/schema';
import { fail } from '../../platform/errors';
import { signFileLink } from '../../platform/files/signed-link';
import type { Platform } from '../../platform/platform';
import { registerResource } from '../../platform/resource/register-resource';
import { tableRepo } from '../../platform/resource/table-repo';
import type { CheckRepo } from './check.repo';

const { CheckMsg } = check;
type Row = ResourceRowOf<typeof check.materialCheckResource>;
type Stored = Omit<Row, 'attachments'> & { attachments: { file_id: string; file_name: string; mime: string }[] };
/** Uploads a material record may carry: photos and scanned test reports (images or PDFs, judged by content on upload). */
const ATTACHMENT_MODULES = ['picture', 'drawing', 'certificate'];

/**
 * /materialCheck's records (issue 20 item 2). The row stores the attachments' file ids in their order; a read answers
 * each with its name, kind and a fresh 10-minute link, never a stored one. A write takes only the unit's own uploads.
 */
export function registerMaterialChecks(app: FastifyInstance, platform: Platform, repo: CheckRepo): void {
  const { db } = platform.database;
  const base = tableRepo(db, check.materialCheckResource, {
    table: mc,
    companyKey: 'company_id',
    select: {
      material_check_id: mc.material_check_id,
      material_name: mc.material_name,
      spec: mc.spec,
      batch_no: mc.batch_no,
      supplier: mc.supplier,
      project_id: mc.project_id,
      project_name: sql<string | null>`(select p.project_name from projects p where p.company_id = material_checks.company_id and p.project_id = material_checks.project_id)`,
      check_date: mc.check_date,
      result: mc.result,
      attachments: sql<Stored['attachments']>`coalesce((select json_agg(json_build_object('file_id', x.file_id, 'file_name', x.file_name, 'mime', x.mime)
          order by array_position(material_checks.attachments, x.file_id))
        from files x where x.file_id = any(material_checks.attachments) and x.company_id = material_checks.company_id), '[]'::json)`,
      remark: mc.remark,
      created_at: mc.created_at,
    },
    sort: { check_date: mc.check_date, created_at: mc.created_at, material_name: mc.material_name },
    defaultOrder: [desc(mc.check_date), desc(mc.created_at), asc(mc.material_check_id)],
    search: [mc.material_name, mc.batch_no, mc.supplier],
    filters: { result: mc.result, project_id: mc.project_id },
  });
  const linked = (row: Row): Row => ({
    ...row,
    attachments: (row as unknown as Stored).attachments.map((a) => ({ ...a, url: signFileLink(platform.fileLinkKey, a.file_id) })),
  });

  registerResource(app, platform, check.materialCheckResource, {
    repo: {
      ...base,
      page: async (companyId, query, window) => {
        const { rows, total } = await base.page!(companyId, query, window);
        return { rows: rows.map(linked), total };
      },
      get: async (companyId, id) => {
        const row = await base.get!(companyId, id);
        return row && linked(row);
      },
      // The stored row for the audit digests: links change on every read, the record does not.
      state: async (companyId, id) => (await db.select().from(mc).where(and(eq(mc.company_id, companyId as string), eq(mc.material_check_id, id))))[0] ?? null,
    },
    prepare: async (companyId, v) => {
      const company = companyId as string;
      if (v.project_id && !(await repo.exists('project', company, v.project_id))) throw fail.validation(CheckMsg.projectInvalid);
      const ids = [...new Set(v.attachments.map((a) => a.toLowerCase()))];
      // Another unit's file, a file of another kind (a logo) or an unknown id: refused, whoever knows its id.
      if ((await repo.countFiles(company, ids, ATTACHMENT_MODULES)) !== ids.length) throw fail.validation(CheckMsg.attachmentInvalid);
      return { ...v, attachments: ids };
    },
  });
}
