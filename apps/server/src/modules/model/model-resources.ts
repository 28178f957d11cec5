import type { FastifyInstance } from 'fastify';
import { desc, sql } from 'drizzle-orm';
import { DataScopePage, model } from '@zhuyun/contracts';
import { models } from '../../db/schema';
import { fail } from '../../platform/errors';
import type { Platform } from '../../platform/platform';
import { registerResource } from '../../platform/resource/register-resource';
import { tableRepo } from '../../platform/resource/table-repo';
import type { ModelRepo } from './model.repo';

const m = models;
// The newest version's number and format, and how many there are: scalar subqueries on the (company, model, number) index.
const newest = (column: 'version_no' | 'model_format') =>
  sql.raw(`(select v.${column} from model_versions v where v.company_id = models.company_id and v.model_id = models.model_id order by v.version_no desc limit 1)`);

/** list, save-model and update of the model library (spec-2 §7.3 "Other"): one resource over `models`. */
export function registerModelResources(app: FastifyInstance, platform: Platform, repo: ModelRepo): void {
  registerResource(app, platform, model.modelResource, {
    // /pageDataAuth: a job limited to its projects sees only their models (a model of no project is not one of them).
    dataScope: { page: DataScopePage.models, columns: { project: m.project_id } },
    repo: tableRepo(platform.database.db, model.modelResource, {
      table: m,
      companyKey: 'company_id',
      select: {
        model_id: m.model_id,
        model_name: m.model_name,
        project_id: m.project_id,
        project_name: sql<string | null>`(select p.project_name from projects p where p.company_id = models.company_id and p.project_id = models.project_id)`,
        remark: m.remark,
        version_no: sql<number | null>`${newest('version_no')}`.mapWith((v) => (v == null ? null : Number(v))),
        model_format: sql<string | null>`${newest('model_format')}`,
        version_count: sql<number>`(select count(*) from model_versions v where v.company_id = models.company_id and v.model_id = models.model_id)`.mapWith(Number),
        created_at: m.created_at,
        updated_at: m.updated_at,
      },
      sort: { updated_at: m.updated_at, created_at: m.created_at, model_name: m.model_name },
      defaultOrder: [desc(m.updated_at), desc(m.model_id)],
      search: [m.model_name, m.remark],
      filters: { project_id: m.project_id },
    }),
    prepare: async (companyId, values) => {
      if (values.project_id && !(await repo.projectExists(companyId as string, values.project_id))) throw fail.validation(model.ModelMsg.projectInvalid);
      // updated_at rides along: the layer stores what prepare answers.
      return { ...values, updated_at: new Date() } as unknown as typeof values;
    },
  });
}
