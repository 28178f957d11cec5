import type { FastifyInstance } from 'fastify';
import { asc, desc, sql } from 'drizzle-orm';
import { DataScopePage, check, isUuid } from '@zhuyun/contracts';
import {
  checkBusinessConfigs as b,
  checkForms as f,
  checkItems as i,
  checkModules as m,
  checkRecords as r,
  checkReportForms as rf,
  checkTemplates as t,
  checkThirdParties as tp,
} from '../../db/schema';
import { fail } from '../../platform/errors';
import type { Platform } from '../../platform/platform';
import { registerResource } from '../../platform/resource/register-resource';
import { tableRepo } from '../../platform/resource/table-repo';
import type { CheckRepo } from './check.repo';

const { CheckMsg } = check;
/** Monitoring businesses (11–13) are kind 2, checks kind 1: stored beside the type so each page filters by equality. */
const kindOf = (businessType: number) => (businessType >= 10 ? 2 : 1);
const projectName = (table: string) =>
  sql<string | null>`(select p.project_name from projects p where p.company_id = ${sql.raw(table)}.company_id and p.project_id = ${sql.raw(table)}.project_id)`;
const templateName = (table: string) =>
  sql<string | null>`(select x.template_name from check_templates x where x.company_id = ${sql.raw(table)}.company_id and x.template_id = ${sql.raw(table)}.template_id)`;

/** The eight list-and-edit resources (material checks: material-check.resource.ts) of check configuration; references are checked inside the tenant before a write. */
export function registerCheckResources(app: FastifyInstance, platform: Platform, repo: CheckRepo) {
  const { db } = platform.database;
  const must = async (ok: boolean, message: string) => {
    if (!ok) throw fail.validation(message);
  };

  registerResource(app, platform, check.checkItemResource, {
    repo: tableRepo(db, check.checkItemResource, {
      table: i,
      companyKey: 'company_id',
      select: { check_item_id: i.check_item_id, item_name: i.item_name, item_code: i.item_code, item_type: i.item_type, standard: i.standard, sort_no: i.sort_no, remark: i.remark, created_at: i.created_at },
      sort: { sort_no: i.sort_no, created_at: i.created_at, item_name: i.item_name },
      defaultOrder: [asc(i.sort_no), desc(i.created_at), asc(i.check_item_id)],
      search: [i.item_name, i.item_code],
      filters: { item_type: i.item_type },
    }),
    prepare: async (_c, v) => ({ ...v, sort_no: v.sort_no ?? 0 }),
  });

  registerResource(app, platform, check.checkFormResource, {
    repo: tableRepo(db, check.checkFormResource, {
      table: f,
      companyKey: 'company_id',
      select: {
        form_id: f.form_id,
        form_name: f.form_name,
        remark: f.remark,
        current_version: f.current_version,
        field_count: sql<number>`coalesce((select v.field_count from check_form_versions v where v.company_id = check_forms.company_id and v.form_id = check_forms.form_id and v.version = check_forms.current_version), 0)`.mapWith(Number),
        created_at: f.created_at,
        updated_at: f.updated_at,
      },
      sort: { updated_at: f.updated_at, created_at: f.created_at, form_name: f.form_name },
      defaultOrder: [desc(f.updated_at), asc(f.form_id)],
      search: [f.form_name],
    }),
    prepare: async (_c, v) => ({ ...v, updated_at: new Date() }) as typeof v,
  });

  registerResource(app, platform, check.checkModuleResource, {
    repo: tableRepo(db, check.checkModuleResource, {
      table: m,
      companyKey: 'company_id',
      select: { module_id: m.module_id, module_name: m.module_name, item_ids: m.item_ids, item_count: sql<number>`cardinality(check_modules.item_ids)`.mapWith(Number), sort_no: m.sort_no, remark: m.remark, created_at: m.created_at },
      sort: { sort_no: m.sort_no, created_at: m.created_at, module_name: m.module_name },
      defaultOrder: [asc(m.sort_no), desc(m.created_at), asc(m.module_id)],
      search: [m.module_name],
    }),
    prepare: async (companyId, v) => {
      const ids = [...new Set(v.item_ids)];
      await must(ids.every(isUuid) && (await repo.countOf('item', companyId as string, ids)) === ids.length, CheckMsg.itemNotFound);
      return { ...v, item_ids: ids, sort_no: v.sort_no ?? 0 };
    },
  });

  registerResource(app, platform, check.checkTemplateResource, {
    repo: tableRepo(db, check.checkTemplateResource, {
      table: t,
      companyKey: 'company_id',
      select: {
        template_id: t.template_id,
        template_name: t.template_name,
        form_id: t.form_id,
        form_name: sql<string | null>`(select x.form_name from check_forms x where x.company_id = check_templates.company_id and x.form_id = check_templates.form_id)`,
        form_version: sql<number>`coalesce((select x.current_version from check_forms x where x.company_id = check_templates.company_id and x.form_id = check_templates.form_id), 0)`.mapWith(Number),
        module_id: t.module_id,
        module_name: sql<string | null>`(select x.module_name from check_modules x where x.company_id = check_templates.company_id and x.module_id = check_templates.module_id)`,
        status: t.status,
        remark: t.remark,
        record_count: sql<number>`(select count(*) from check_records x where x.company_id = check_templates.company_id and x.template_id = check_templates.template_id)`.mapWith(Number),
        created_at: t.created_at,
      },
      sort: { created_at: t.created_at, template_name: t.template_name },
      defaultOrder: [desc(t.created_at), asc(t.template_id)],
      search: [t.template_name],
      filters: { status: t.status, form_id: t.form_id },
    }),
    prepare: async (companyId, v) => {
      await must(await repo.exists('form', companyId as string, v.form_id as string), CheckMsg.formInvalid);
      if (v.module_id) await must(await repo.exists('module', companyId as string, v.module_id), CheckMsg.moduleInvalid);
      return v;
    },
  });

  registerResource(app, platform, check.businessConfigResource, {
    repo: tableRepo(db, check.businessConfigResource, {
        table: b,
        companyKey: 'company_id',
        select: {
          config_id: b.config_id,
          business_type: b.business_type,
          template_id: b.template_id,
          template_name: templateName('check_business_configs'),
          project_id: b.project_id,
          project_name: projectName('check_business_configs'),
          enabled: b.enabled,
          remark: b.remark,
          created_at: b.created_at,
        },
        sort: { created_at: b.created_at, business_type: b.business_type },
        defaultOrder: [asc(b.business_type), desc(b.created_at), asc(b.config_id)],
        filters: { business_type: b.business_type, kind: b.kind, project_id: b.project_id },
      }),
    prepare: async (companyId, v) => {
      await must(await repo.exists('template', companyId as string, v.template_id as string), CheckMsg.templateRequired);
      if (v.project_id) await must(await repo.exists('project', companyId as string, v.project_id), CheckMsg.projectInvalid);
      return { ...v, kind: kindOf(v.business_type) } as typeof v;
    },
  });

  registerResource(app, platform, check.thirdPartyResource, {
    repo: tableRepo(db, check.thirdPartyResource, {
      table: tp,
      companyKey: 'company_id',
      select: { third_id: tp.third_id, third_name: tp.third_name, url: tp.url, contact: tp.contact, embed: tp.embed, remark: tp.remark, created_at: tp.created_at },
      sort: { created_at: tp.created_at, third_name: tp.third_name },
      defaultOrder: [desc(tp.created_at), asc(tp.third_id)],
      search: [tp.third_name, tp.url],
      filters: { embed: tp.embed },
    }),
  });

  const records = tableRepo(db, check.checkRecordResource, {
      table: r,
      companyKey: 'company_id',
      select: {
        record_id: r.record_id,
        record_no: r.record_no,
        template_id: r.template_id,
        template_name: templateName('check_records'),
        form_id: r.form_id,
        form_version: r.form_version,
        business_type: r.business_type,
        project_id: r.project_id,
        project_name: projectName('check_records'),
        result: r.result,
        filled_by: r.filled_by,
        filled_name: r.filled_name,
        created_at: r.created_at,
      },
      sort: { created_at: r.created_at, record_no: r.record_no },
      defaultOrder: [desc(r.created_at), desc(r.record_id)],
      search: [r.record_no, r.filled_name],
      filters: { template_id: r.template_id, business_type: r.business_type, result: r.result },
    });
  // /pageDataAuth: a job limited to its projects sees only their records; "own" shows the records its holder filled.
  registerResource(app, platform, check.checkRecordResource, {
    repo: records,
    dataScope: { page: DataScopePage.checkRecords, columns: { project: r.project_id, creator: r.filled_by } },
  });

  const reports = tableRepo(db, check.reportFormResource, {
      table: rf,
      companyKey: 'company_id',
      select: { report_id: rf.report_id, report_name: rf.report_name, template_id: rf.template_id, template_name: templateName('check_report_forms'), field_keys: rf.field_keys, remark: rf.remark, created_at: rf.created_at },
      sort: { created_at: rf.created_at, report_name: rf.report_name },
      defaultOrder: [desc(rf.created_at), asc(rf.report_id)],
      search: [rf.report_name],
    });
  registerResource(app, platform, check.reportFormResource, {
    repo: reports,
    prepare: async (companyId, v) => {
      await must(await repo.exists('template', companyId as string, v.template_id as string), CheckMsg.templateRequired);
      return { ...v, field_keys: [...new Set(v.field_keys)] };
    },
  });

  return { records, reports };
}
