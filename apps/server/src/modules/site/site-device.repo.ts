import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { site, type AnyResource } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { deviceKeys, projects, siteDevices, siteReadings } from '../../db/schema';
import type { ResourceRepo } from '../../platform/resource/resource-repo';
import { tableRepo } from '../../platform/resource/table-repo';

const d = siteDevices;
type Loose = Record<string, unknown>;
export type DeviceRepo = ResourceRepo<site.SiteDeviceRow, Loose, Loose>;

/**
 * Site devices, one table for every kind. The list shows the project's name, whether a key is live, and the newest value
 * of each metric (DISTINCT ON over the readings' primary key, so one index walk per device and metric).
 */
export function siteDeviceRepo(db: Db): DeviceRepo {
  const base = tableRepo(db, site.siteDeviceResource as AnyResource, {
    table: d,
    companyKey: 'company_id',
    select: {
      device_id: d.device_id,
      device_name: d.device_name,
      device_no: d.device_no,
      device_kind: d.device_kind,
      project_id: d.project_id,
      project_name: sql<string | null>`(select p.project_name from ${projects} p where p.company_id = site_devices.company_id and p.project_id = site_devices.project_id)`,
      location: d.location,
      interval_seconds: d.interval_seconds,
      rated_load: d.rated_load,
      max_height: d.max_height,
      remark: d.remark,
      online: d.online,
      last_seen_at: d.last_seen_at,
      latest: sql<Record<string, number> | null>`(select json_object_agg(y.m, y.v) from (select m, (select r.value from ${siteReadings} r
        where r.company_id = site_devices.company_id and r.device_id = site_devices.device_id and r.metric = m order by r.at desc limit 1) as v
        from unnest(array[${sql.join(site.SITE_METRICS.map((m) => sql`${m}`), sql`, `)}]::text[]) m) y where y.v is not null)`,
      has_key: sql<boolean>`exists (select 1 from ${deviceKeys} k where k.device_kind = ${site.SITE_DEVICE_KEY_KIND}
        and k.device_id = site_devices.device_id and k.company_id = site_devices.company_id and k.revoked_at is null)`,
      created_at: d.created_at,
    },
    sort: { created_at: d.created_at, device_name: d.device_name, last_seen_at: d.last_seen_at },
    defaultOrder: [desc(d.created_at), desc(d.device_id)],
    search: [d.device_name, d.device_no],
    filters: { project_id: d.project_id, device_kind: d.device_kind, online: d.online },
  }) as unknown as Required<DeviceRepo>;
  return {
    ...base,
    // A device's readings and key go with it: nothing is left that a reused id could inherit.
    async delete(companyId, id) {
      return db.transaction(async (tx) => {
        const gone = await tx.delete(d).where(and(eq(d.company_id, companyId as string), eq(d.device_id, id))).returning({ id: d.device_id });
        if (gone.length === 0) return false;
        await tx.delete(siteReadings).where(and(eq(siteReadings.company_id, companyId as string), eq(siteReadings.device_id, id)));
        await tx
          .update(deviceKeys)
          .set({ revoked_at: new Date() })
          .where(and(eq(deviceKeys.company_id, companyId as string), eq(deviceKeys.device_kind, site.SITE_DEVICE_KEY_KIND), eq(deviceKeys.device_id, id)));
        return true;
      });
    },
  };
}

/** The same devices seen through a resource of one kind (lifts, climbing machines, cameras): other kinds are absent. */
export function ofKind(all: DeviceRepo, kind: site.SiteDeviceKind): DeviceRepo {
  const get = async (companyId: string | null, id: string, rowScope?: SQL) => {
    const row = await all.get?.(companyId, id, rowScope);
    return row && row.device_kind === kind ? row : null;
  };
  return {
    appliesRowScope: true,
    page: (companyId, query, window, rowScope) => (all.page as NonNullable<DeviceRepo['page']>)(companyId, { ...query, device_kind: kind }, window, rowScope),
    get,
    insert: (companyId, id, values) => (all.insert as NonNullable<DeviceRepo['insert']>)(companyId, id, { ...values, device_kind: kind }),
    update: async (companyId, id, values) => !!(await get(companyId, id)) && (all.update as NonNullable<DeviceRepo['update']>)(companyId, id, values),
    delete: async (companyId, id) => !!(await get(companyId, id)) && (all.delete as NonNullable<DeviceRepo['delete']>)(companyId, id),
  };
}
