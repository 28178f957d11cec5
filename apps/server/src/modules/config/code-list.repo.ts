import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { config, type ResourceValuesOf } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { codeLists, codeTypes, codeValues } from '../../db/schema';
import { fail } from '../../platform/errors';
import { tableRepo } from '../../platform/resource/table-repo';

const { ConfigMsg, codeTypeResource, codeValueResource } = config;
const ct = codeTypes;
const cv = codeValues;

/** A unit's code types, each with how many values it holds; a system type's code cannot be taken. */
export function codeTypeRepo(db: Db) {
  const base = tableRepo(db, codeTypeResource, {
    table: ct,
    companyKey: 'company_id',
    select: {
      code_type_id: ct.code_type_id,
      code_type: ct.code_type,
      type_name: ct.type_name,
      remark: ct.remark,
      disabled: ct.disabled,
      value_count: sql<number>`(select count(*) from ${cv} v where v.company_id = code_types.company_id and v.code_type_id = code_types.code_type_id)`.mapWith(Number),
      created_at: ct.created_at,
    },
    sort: { created_at: ct.created_at, code_type: ct.code_type },
    defaultOrder: [desc(ct.created_at), desc(ct.code_type_id)],
    search: [ct.code_type, ct.type_name],
  });
  const notSystem = async (values: ResourceValuesOf<typeof codeTypeResource>) => {
    const [system] = await db.select({ t: codeLists.code_type }).from(codeLists).where(eq(codeLists.code_type, values.code_type)).limit(1);
    if (system) throw fail.validation(ConfigMsg.codeTypeIsSystem);
    return values;
  };
  return { repo: base, prepare: (_companyId: string | null, values: ResourceValuesOf<typeof codeTypeResource>) => notSystem(values) };
}

/** The values of a unit's code types, in their order; the type must be the same unit's (checked after the row's own tenancy). */
export function codeValueRepo(db: Db) {
  const base = tableRepo(db, codeValueResource, {
    table: cv,
    companyKey: 'company_id',
    select: {
      code_value_id: cv.code_value_id,
      code_type_id: cv.code_type_id,
      value: cv.value,
      name: cv.name,
      sort: cv.sort,
      disabled: cv.disabled,
      created_at: cv.created_at,
    },
    sort: { sort: cv.sort, created_at: cv.created_at, value: cv.value },
    defaultOrder: [asc(cv.sort), asc(cv.created_at), asc(cv.code_value_id)],
    search: [cv.value, cv.name],
    filters: { code_type_id: cv.code_type_id },
  });
  type Values = ResourceValuesOf<typeof codeValueResource>;
  const typeIsOurs = async (companyId: string, values: Values) => {
    const [found] = await db.select({ id: ct.code_type_id }).from(ct).where(and(eq(ct.company_id, companyId), eq(ct.code_type_id, values.code_type_id)));
    if (!found) throw fail.notFound(ConfigMsg.codeTypeNotFound);
  };
  const withSort = (values: Values) => ({ ...values, sort: values.sort ?? 0 }) as Values;
  const repo: typeof base = {
    ...base,
    async insert(companyId, id, values) {
      await typeIsOurs(companyId as string, values);
      await base.insert?.(companyId, id, withSort(values));
    },
    async update(companyId, id, values) {
      if (!(await base.get?.(companyId, id))) return false;
      await typeIsOurs(companyId as string, values);
      return (await base.update?.(companyId, id, withSort(values))) ?? false;
    },
  };
  return repo;
}

/** The platform's code lists, grouped by type, for the read-only view. */
export async function systemCodeTypes(db: Db) {
  const rows = await db.select().from(codeLists).orderBy(asc(codeLists.code_type), asc(codeLists.sort), asc(codeLists.value));
  const byType = new Map<string, { value: string; name: string; sort: number }[]>();
  for (const r of rows) byType.set(r.code_type, [...(byType.get(r.code_type) ?? []), { value: r.value, name: r.name, sort: r.sort }]);
  return [...byType].map(([code_type, values]) => ({ code_type, values }));
}
