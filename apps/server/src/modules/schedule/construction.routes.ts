import type { FastifyInstance } from 'fastify';
import { asc, desc, sql } from 'drizzle-orm';
import { DataScopePage, schedule } from '@zhuyun/contracts';
import { constructionSections, projects } from '../../db/schema';
import type { Platform } from '../../platform/platform';
import { registerResource } from '../../platform/resource/register-resource';
import { tableRepo } from '../../platform/resource/table-repo';
import { assertDateOrder, assertProjectOfCompany } from './project-scope';

const c = constructionSections;

/** Construction sections (施工标段): one table, with the project's name by a subquery (named in full, see stack points). */
export function registerConstructionRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;
  const repo = tableRepo(db, schedule.constructionResource, {
    table: c,
    companyKey: 'company_id',
    select: {
      construction_id: c.construction_id,
      project_id: c.project_id,
      project_name: sql<string | null>`(select p.project_name from ${projects} p where p.company_id = construction_sections.company_id and p.project_id = construction_sections.project_id)`,
      construction_name: c.construction_name,
      construction_range: c.construction_range,
      construction_unit: c.construction_unit,
      start_date: c.start_date,
      end_date: c.end_date,
      progress: c.progress,
      remark: c.remark,
      created_at: c.created_at,
    },
    sort: { created_at: c.created_at, construction_name: c.construction_name, start_date: c.start_date, progress: c.progress },
    // Sections read in the order they are built: by start, then as they were entered.
    defaultOrder: [asc(c.start_date), asc(c.created_at), desc(c.construction_id)],
    search: [c.construction_name, c.construction_unit],
    filters: { project_id: c.project_id },
  });

  // The project is checked after the row is found, so another company's section answers "标段不存在", not "项目不存在".
  const inProject = async (companyId: string | null, values: { project_id: string }) => assertProjectOfCompany(db, companyId as string, values.project_id);
  registerResource(app, platform, schedule.constructionResource, {
    // /pageDataAuth: a job limited to its projects sees and changes only their sections.
    dataScope: { page: DataScopePage.constructionSections, columns: { project: c.project_id } },
    repo: {
      ...repo,
      insert: async (companyId, id, values) => {
        await inProject(companyId, values);
        await repo.insert!(companyId, id, values);
      },
      update: async (companyId, id, values) => {
        if (!(await repo.get!(companyId, id))) return false;
        await inProject(companyId, values);
        return repo.update!(companyId, id, values);
      },
    },
    prepare: async (_companyId, values) => {
      assertDateOrder(values.start_date, values.end_date);
      return values;
    },
  });
}
