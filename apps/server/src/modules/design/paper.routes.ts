import type { FastifyInstance } from 'fastify';
import { desc, sql } from 'drizzle-orm';
import { AuditAction, DataScopePage, design } from '@zhuyun/contracts';
import { assertProjectInScope, scopeWhere } from '../../platform/data-scope/scope-checks';
import type { SessionContext } from '../../platform/session/session.types';
import { papers } from '../../db/schema';
import { fail } from '../../platform/errors';
import { signFileLink } from '../../platform/files/signed-link';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import { registerResource } from '../../platform/resource/register-resource';
import { tableRepo } from '../../platform/resource/table-repo';
import { tenantOf } from '../../platform/tenant';
import { FilesRepo, fileIdOf, filePathOf } from '../files';
import { PaperRepo } from './paper.repo';

const { DesignMsg } = design;
const t = papers;
const newest = sql`(select v.version_no from paper_versions v where v.company_id = papers.company_id and v.paper_id = papers.paper_id order by v.version_no desc limit 1)`;

/** Drawings (spec-2 §7.3 under /api/v1/paper/): the resource, its versions and a project's design info. */
export function registerPaperRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;
  const repo = new PaperRepo(db);
  const filesRepo = new FilesRepo(db);

  registerResource(app, platform, design.paperResource, {
    // /pageDataAuth: a job limited to its projects sees only their drawings.
    dataScope: { page: DataScopePage.drawings, columns: { project: t.project_id } },
    repo: tableRepo(db, design.paperResource, {
      table: t,
      companyKey: 'company_id',
      select: {
        paper_id: t.paper_id,
        project_id: t.project_id,
        project_name: sql<string | null>`(select p.project_name from projects p where p.company_id = papers.company_id and p.project_id = papers.project_id)`,
        resolve_id: t.resolve_id,
        resolve_name: sql<string | null>`(select r.node_name from project_resolves r where r.company_id = papers.company_id and r.resolve_id = papers.resolve_id)`,
        paper_no: t.paper_no,
        paper_name: t.paper_name,
        discipline: t.discipline,
        stage: t.stage,
        current_version: sql<number>`coalesce(${newest}, 0)`.mapWith(Number),
        current_file_name: sql<string | null>`(select f.file_name from paper_versions v join files f on f.file_id = v.file_id
          where v.company_id = papers.company_id and v.paper_id = papers.paper_id order by v.version_no desc limit 1)`,
        remark: t.remark,
        created_at: t.created_at,
        updated_at: t.updated_at,
      },
      sort: { updated_at: t.updated_at, created_at: t.created_at, paper_no: t.paper_no, paper_name: t.paper_name },
      defaultOrder: [desc(t.updated_at), desc(t.paper_id)],
      search: [t.paper_no, t.paper_name],
      filters: { project_id: t.project_id, resolve_id: t.resolve_id, discipline: t.discipline, stage: t.stage },
    }),
    // The project is the company's, and the node (when named) is a node of that project.
    prepare: async (companyId, values) => {
      const company = companyId as string;
      const [project] = ((await db.execute(sql`select 1 from projects where company_id = ${company} and project_id = ${values.project_id}`)) as unknown as { rows: unknown[] }).rows;
      if (!project) throw fail.validation(DesignMsg.platformProjectInvalid);
      if (values.resolve_id) {
        const node = await repo.resolveOf(company, values.resolve_id);
        if (!node || node.project_id !== values.project_id) throw fail.validation(DesignMsg.resolveNotFound);
      }
      return { ...values, updated_at: new Date() } as typeof values;
    },
  });

  // A drawing outside the session's data scope is "not found" for its versions and design info too.
  const visiblePaper = async (session: SessionContext, paperId: string) =>
    repo.paperExists(tenantOf(session), paperId, await scopeWhere(platform, session, DataScopePage.drawings, { project: t.project_id }));

  registerRoute(app, platform, design.getPaperVersionList, {
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      if (!(await visiblePaper(session, input.paper_id))) throw fail.notFound(DesignMsg.paperNotFound);
      const rows = await repo.versions(companyId, input.paper_id);
      return {
        list: rows.map((v, i) => ({
          paper_version_id: v.paper_version_id,
          version_no: Number(v.version_no),
          file_path: filePathOf(v.file_id),
          file_name: v.file_name,
          mime: v.mime,
          note: v.note,
          uploader_name: v.uploader_name,
          created_at: new Date(v.created_at).toISOString(),
          is_current: i === 0,
          // Whoever may see the drawing may read every version of it (the files module's own link, 10 minutes).
          url: signFileLink(platform.fileLinkKey, v.file_id),
        })),
      };
    },
  });

  registerRoute(app, platform, design.savePaperVersion, {
    msg: '保存成功',
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      const fileId = fileIdOf(input.file_path);
      const file = fileId ? await filesRepo.byId(fileId) : undefined;
      // A drawing's file is one uploaded in this company as a drawing (checked by content there: PDF or image).
      if (!file || file.company_id !== companyId || file.module !== 'drawing') throw fail.validation(DesignMsg.fileInvalid);
      if (!(await visiblePaper(session, input.paper_id))) throw fail.notFound(DesignMsg.paperNotFound);
      const added = await repo.addVersion(companyId, input.paper_id, file.file_id, input.note ?? null, { userId: session.userId, name: session.user.user_name });
      if (!added) throw fail.notFound(DesignMsg.paperNotFound);
      await platform.audit.record(session, { action: AuditAction.create, objectType: 'paper_version', objectId: input.paper_id, after: added });
      return added;
    },
  });

  registerRoute(app, platform, design.getDesignInfo, {
    handler: async ({ input, session }) => {
      const info = await repo.designInfo(tenantOf(session), input.project_id);
      if (!info) throw fail.notFound(DesignMsg.platformProjectInvalid);
      await assertProjectInScope(platform, session, DataScopePage.drawings, input.project_id, () => fail.notFound(DesignMsg.platformProjectInvalid));
      return info;
    },
  });
}
