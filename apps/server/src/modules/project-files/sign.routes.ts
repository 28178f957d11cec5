import type { FastifyInstance } from 'fastify';
import { asc, desc, sql } from 'drizzle-orm';
import { projectFiles } from '@zhuyun/contracts';
import { projectDocFileSigns, projectDocSigns } from '../../db/schema';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import { registerResource } from '../../platform/resource/register-resource';
import { tableRepo } from '../../platform/resource/table-repo';
import { tenantOf } from '../../platform/tenant';
import { DocFileRepo } from './doc-file.repo';

const s = projectDocSigns;

/** The company's file tags (get_project_doc_file_sign) and a person's own (the ones they use). */
export function registerSignRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;
  const fileCount = sql<number>`(select count(*) from ${projectDocFileSigns} l where l.company_id = project_doc_signs.company_id and l.sign_id = project_doc_signs.sign_id)`.mapWith(Number);
  registerResource(app, platform, projectFiles.projectDocSignResource, {
    repo: tableRepo(db, projectFiles.projectDocSignResource, {
      table: s,
      companyKey: 'company_id',
      select: { sign_id: s.sign_id, sign_name: s.sign_name, sign_color: s.sign_color, file_count: fileCount, created_at: s.created_at },
      sort: { sign_name: s.sign_name, created_at: s.created_at, file_count: fileCount },
      defaultOrder: [asc(s.sign_name), desc(s.sign_id)],
      search: [s.sign_name],
    }),
  });

  const files = new DocFileRepo(db);
  registerRoute(app, platform, projectFiles.getUserDocSigns, {
    handler: async ({ session }) => ({ list: await files.userSigns(tenantOf(session), session.userId) }),
  });
}
