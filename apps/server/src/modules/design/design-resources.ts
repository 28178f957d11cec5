import type { FastifyInstance } from 'fastify';
import { desc, sql } from 'drizzle-orm';
import { design, type ResourceValuesOf } from '@zhuyun/contracts';
import { deepDesigns, jtConsInfos, jtOrgs, jtProjects } from '../../db/schema';
import { fail } from '../../platform/errors';
import type { Platform } from '../../platform/platform';
import { registerResource } from '../../platform/resource/register-resource';
import { tableRepo } from '../../platform/resource/table-repo';
import type { DesignRepo } from './design.repo';

const { DesignMsg } = design;

/** What a design organisation row answers (the parent's name and the project count as scalar subqueries). */
export const orgColumns = {
  org_id: jtOrgs.org_id,
  org_name: jtOrgs.org_name,
  unit_company_id: jtOrgs.unit_company_id,
  contact_name: jtOrgs.contact_name,
  contact_phone: jtOrgs.contact_phone,
  address: jtOrgs.address,
  parent_org_id: jtOrgs.parent_org_id,
  parent_org_name: sql<string | null>`(select p.org_name from jt_orgs p where p.company_id = jt_orgs.company_id and p.org_id = jt_orgs.parent_org_id)`,
  project_count: sql<number>`(select count(*) from jt_projects j where j.company_id = jt_orgs.company_id and j.org_id = jt_orgs.org_id)`.mapWith(Number),
  synced_at: jtOrgs.synced_at,
  created_at: jtOrgs.created_at,
};

const p = jtProjects;
const newestDeep = (column: ReturnType<typeof sql>) =>
  sql`select ${column} from deep_designs d where d.company_id = jt_projects.company_id and d.jt_project_id = jt_projects.jt_project_id order by d.created_at desc, d.deep_design_id desc limit 1`;
const projectColumns = {
  jt_project_id: p.jt_project_id,
  project_id: p.project_id,
  project_name: p.project_name,
  project_code: p.project_code,
  org_id: p.org_id,
  org_name: sql<string | null>`(select o.org_name from jt_orgs o where o.company_id = jt_projects.company_id and o.org_id = jt_projects.org_id)`,
  design_stage: p.design_stage,
  cons_unit_name: p.cons_unit_name,
  permit_no: p.permit_no,
  plan_start: p.plan_start,
  plan_end: p.plan_end,
  // The newest submission's state is the project's (0 when none came yet).
  deep_status: sql<number>`coalesce((${newestDeep(sql`d.status`)}), 0)`.mapWith(Number),
  deep_reason: sql<string | null>`(${newestDeep(sql`d.reason`)})`,
  paper_count: sql<number>`(select count(*) from papers x where x.company_id = jt_projects.company_id and x.project_id = jt_projects.project_id)`.mapWith(Number),
  remark: p.remark,
  created_at: p.created_at,
};
const projectList = {
  table: p,
  companyKey: 'company_id',
  select: projectColumns,
  sort: { created_at: p.created_at, project_name: p.project_name, project_code: p.project_code },
  defaultOrder: [desc(p.created_at), desc(p.jt_project_id)],
  search: [p.project_name, p.project_code, p.cons_unit_name],
  filters: { org_id: p.org_id },
};

/** The five list resources of the design family, each on its own table (the construction projects on jt_projects). */
export function registerDesignResources(app: FastifyInstance, platform: Platform, repo: DesignRepo): void {
  const { db } = platform.database;

  registerResource(app, platform, design.jtOrgResource, {
    repo: tableRepo(db, design.jtOrgResource, {
      table: jtOrgs,
      companyKey: 'company_id',
      select: orgColumns,
      sort: { created_at: jtOrgs.created_at, org_name: jtOrgs.org_name },
      defaultOrder: [desc(jtOrgs.created_at), desc(jtOrgs.org_id)],
      search: [jtOrgs.org_name, jtOrgs.contact_name],
      filters: { parent_org_id: jtOrgs.parent_org_id },
    }),
  });

  registerResource(app, platform, design.jtProjectResource, {
    repo: tableRepo(db, design.jtProjectResource, projectList),
    prepare: async (companyId, values: ResourceValuesOf<typeof design.jtProjectResource>) => {
      const company = companyId as string;
      if (values.project_id && !(await repo.platformProjectExists(company, values.project_id))) throw fail.validation(DesignMsg.platformProjectInvalid);
      if (values.org_id && !(await repo.orgExists(company, values.org_id))) throw fail.validation(DesignMsg.orgNotFound);
      return values;
    },
  });
  registerResource(app, platform, design.consProjectResource, { repo: tableRepo(db, design.consProjectResource, projectList) });

  const c = jtConsInfos;
  registerResource(app, platform, design.consInfoResource, {
    repo: tableRepo(db, design.consInfoResource, {
      table: c,
      companyKey: 'company_id',
      select: {
        cons_info_id: c.cons_info_id,
        jt_project_id: c.jt_project_id,
        project_name: sql<string | null>`(select j.project_name from jt_projects j where j.company_id = jt_cons_infos.company_id and j.jt_project_id = jt_cons_infos.jt_project_id)`,
        cons_unit_name: c.cons_unit_name,
        manager_name: c.manager_name,
        phone: c.phone,
        cons_content: c.cons_content,
        start_date: c.start_date,
        end_date: c.end_date,
        remark: c.remark,
        created_at: c.created_at,
      },
      sort: { created_at: c.created_at, start_date: c.start_date, cons_unit_name: c.cons_unit_name },
      defaultOrder: [desc(c.created_at), desc(c.cons_info_id)],
      search: [c.cons_unit_name, c.manager_name],
      filters: { jt_project_id: c.jt_project_id },
    }),
    prepare: async (companyId, values) => {
      if (!(await repo.jtProjectExists(companyId as string, values.jt_project_id))) throw fail.validation(DesignMsg.projectNotFound);
      return values;
    },
  });

  const d = deepDesigns;
  registerResource(app, platform, design.deepDesignResource, {
    repo: tableRepo(db, design.deepDesignResource, {
      table: d,
      companyKey: 'company_id',
      select: {
        deep_design_id: d.deep_design_id,
        jt_project_id: d.jt_project_id,
        project_name: sql<string | null>`(select j.project_name from jt_projects j where j.company_id = deep_designs.company_id and j.jt_project_id = deep_designs.jt_project_id)`,
        title: d.title,
        submit_unit: d.submit_unit,
        content: d.content,
        status: d.status,
        reason: d.reason,
        confirmed_name: d.confirmed_name,
        confirmed_at: d.confirmed_at,
        created_at: d.created_at,
      },
      sort: { created_at: d.created_at, status: d.status },
      defaultOrder: [desc(d.created_at), desc(d.deep_design_id)],
      search: [d.title, d.submit_unit],
      filters: { jt_project_id: d.jt_project_id, status: d.status },
    }),
    // A new submission waits for the design unit (status 1 by default), and the project shows it as submitted.
    prepare: async (companyId, values) => {
      if (!(await repo.jtProjectExists(companyId as string, values.jt_project_id))) throw fail.validation(DesignMsg.projectNotFound);
      return values;
    },
  });
}

