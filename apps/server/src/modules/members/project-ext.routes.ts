import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { members } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { projectExtFields, projectExtValues, projects } from '../../db/schema';
import { fail } from '../../platform/errors';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import { registerResource } from '../../platform/resource/register-resource';
import { tableRepo } from '../../platform/resource/table-repo';
import { tenantOf } from '../../platform/tenant';
import { assertProject } from './project-of';

const { MembersMsg, extValueFits } = members;
const f = projectExtFields;
const v = projectExtValues;

const fieldsOf = (db: Db, companyId: string) =>
  db
    .select({ field_id: f.field_id, field_name: f.field_name, field_type: f.field_type, options: f.options, required: f.required, default_value: f.default_value })
    .from(f)
    .where(eq(f.company_id, companyId))
    .orderBy(asc(f.sort), asc(f.created_at), asc(f.field_id));

/** Extra project fields: their definitions on the layer, a project's values (detail, save) and sync. */
export function registerProjectExtRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;

  registerResource(app, platform, members.projectExtFieldResource, {
    repo: tableRepo(db, members.projectExtFieldResource, {
      table: f,
      companyKey: 'company_id',
      select: { field_id: f.field_id, field_name: f.field_name, field_type: f.field_type, options: f.options, required: f.required, default_value: f.default_value, sort: f.sort, created_at: f.created_at },
      sort: { sort: f.sort, created_at: f.created_at, field_name: f.field_name },
      defaultOrder: [asc(f.sort), asc(f.created_at), asc(f.field_id)],
      search: [f.field_name],
    }),
    prepare: async (_companyId, values) => {
      const options = values.field_type === 'select' ? [...new Set(values.options)] : [];
      if (values.field_type === 'select' && !options.length) throw fail.validation(MembersMsg.optionsRequired);
      if (values.default_value != null && !extValueFits(values.field_type, options, values.default_value)) throw fail.validation(MembersMsg.defaultInvalid);
      return { ...values, options, sort: values.sort ?? 0 };
    },
  });

  registerRoute(app, platform, members.getProjectExt, {
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      await assertProject(db, companyId, input.project_id);
      const [defs, values] = await Promise.all([
        fieldsOf(db, companyId),
        db.select({ field_id: v.field_id, value: v.value }).from(v).where(and(eq(v.company_id, companyId), eq(v.project_id, input.project_id))),
      ]);
      const valueOf = new Map(values.map((x) => [x.field_id, x.value]));
      return {
        project_id: input.project_id,
        list: defs.map(({ default_value: _d, ...def }) => ({ ...def, value: valueOf.get(def.field_id) ?? null })),
      };
    },
  });

  registerRoute(app, platform, members.saveProjectExt, {
    msg: MembersMsg.saved,
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      await assertProject(db, companyId, input.project_id);
      const defs = await fieldsOf(db, companyId);
      const given = new Map(input.values.map((x) => [x.field_id, x.value ?? null]));
      // Another unit's field (or a deleted one) reads as missing.
      if ([...given.keys()].some((id) => !defs.some((d) => d.field_id === id))) throw fail.notFound(MembersMsg.fieldNotFound);
      const rows: { field_id: string; value: string }[] = [];
      for (const def of defs) {
        const value = given.get(def.field_id) ?? null;
        if (value == null) {
          if (def.required) throw fail.validation(MembersMsg.fieldValueRequired(def.field_name));
          continue;
        }
        if (!extValueFits(def.field_type, def.options, value)) throw fail.validation(MembersMsg.fieldValueInvalid(def.field_name));
        rows.push({ field_id: def.field_id, value });
      }
      await db.transaction(async (tx) => {
        await tx.delete(v).where(and(eq(v.company_id, companyId), eq(v.project_id, input.project_id)));
        if (rows.length) await tx.insert(v).values(rows.map((r) => ({ company_id: companyId, project_id: input.project_id, ...r })));
      });
      return { count: rows.length };
    },
  });

  registerRoute(app, platform, members.syncProjectExt, {
    msg: MembersMsg.synced,
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      if (input.project_id) await assertProject(db, companyId, input.project_id);
      const ids = input.project_id
        ? [input.project_id]
        : (await db.select({ id: projects.project_id }).from(projects).where(eq(projects.company_id, companyId))).map((p) => p.id);
      const defs = await fieldsOf(db, companyId);
      if (!ids.length) return { projects: 0, filled: 0, cleared: 0 };
      return db.transaction(async (tx) => {
        const values = await tx
          .select({ project_id: v.project_id, field_id: v.field_id, value: v.value })
          .from(v)
          .where(and(eq(v.company_id, companyId), inArray(v.project_id, ids)));
        const defOf = new Map(defs.map((d) => [d.field_id, d]));
        const misfits = values.filter((x) => {
          const def = defOf.get(x.field_id);
          return !def || !extValueFits(def.field_type, def.options, x.value);
        });
        const has = new Set(values.filter((x) => !misfits.includes(x)).map((x) => `${x.project_id}/${x.field_id}`));
        const fills = ids.flatMap((project_id) =>
          defs
            .filter((d) => d.default_value != null && !has.has(`${project_id}/${d.field_id}`))
            .map((d) => ({ company_id: companyId, project_id, field_id: d.field_id, value: d.default_value as string })),
        );
        for (const x of misfits) {
          await tx.delete(v).where(and(eq(v.company_id, companyId), eq(v.project_id, x.project_id), eq(v.field_id, x.field_id)));
        }
        if (fills.length) await tx.insert(v).values(fills).onConflictDoNothing();
        return { projects: ids.length, filled: fills.length, cleared: misfits.length };
      });
    },
  });
}
