import { sql, type SQL } from 'drizzle-orm';
import type { site } from '@zhuyun/contracts';
import type { Db } from '../../db/client';

type Rows<T> = { rows: T[] };
export interface Reading {
  metric: string;
  at: string;
  value: number;
  note?: string | undefined;
}
export interface Window {
  companyId: string;
  projectId?: string | null | undefined;
  deviceId?: string | null | undefined;
  /** The projects the session's data scope shows (/pageDataAuth); undefined: all of the company's. */
  projectIds?: readonly string[] | undefined;
  from: Date;
  to: Date;
}
export interface SiteDeviceRef {
  device_id: string;
  device_name: string;
  device_kind: site.SiteDeviceKind;
  project_id: string | null;
}

const metricList = (metrics: readonly string[]) => sql`array[${sql.join(
  metrics.map((m) => sql`${m}`),
  sql`, `,
)}]::text[]`;
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());

/**
 * The time series of site data. A batch goes in as one statement (the readings travel as one JSON parameter, so 10,000
 * rows cost one round trip and no parameter limit); ON CONFLICT on the key (company, device, metric, at) drops repeats.
 */
export class SiteReadingsRepo {
  constructor(private readonly db: Db) {}

  private async rows<T>(query: SQL): Promise<T[]> {
    return ((await this.db.execute(query)) as unknown as Rows<T>).rows;
  }

  async device(companyId: string, deviceId: string): Promise<SiteDeviceRef | null> {
    const [row] = await this.rows<SiteDeviceRef>(sql`select device_id, device_name, device_kind, project_id from site_devices
      where company_id = ${companyId} and device_id = ${deviceId}`);
    return row ?? null;
  }

  /** Stores the readings and marks the device as seen now; answers how many were new. */
  async ingest(companyId: string, device: SiteDeviceRef, readings: Reading[]): Promise<number> {
    const json = JSON.stringify(readings.map((r) => ({ m: r.metric, a: r.at, v: r.value, n: r.note ?? null })));
    return this.db.transaction(async (tx) => {
      const result = (await tx.execute(sql`with ins as (
          insert into site_readings (company_id, device_id, metric, at, value, project_id, note)
          select ${companyId}::uuid, ${device.device_id}::uuid, x.m, x.a, x.v, ${device.project_id}::uuid, x.n
          from json_to_recordset(${json}::json) as x(m text, a timestamptz, v double precision, n text)
          on conflict do nothing returning 1)
        select count(*)::int as n from ins`)) as unknown as Rows<{ n: number }>;
      await tx.execute(sql`update site_devices set online = 1, last_seen_at = now() where company_id = ${companyId} and device_id = ${device.device_id}`);
      return result.rows[0]?.n ?? 0;
    });
  }

  /** The newest value of each of `metrics` per device of the kind in scope (one index probe per device and metric). */
  async latest(w: Omit<Window, 'from' | 'to'>, kind: site.SiteDeviceKind, metrics: readonly string[]) {
    const rows = await this.rows<{ device_id: string; device_name: string; metric: string; value: number; at: unknown }>(sql`
      select d.device_id, d.device_name, m.metric, x.value, x.at from site_devices d
      cross join unnest(${metricList(metrics)}) as m(metric)
      cross join lateral (select r.value, r.at from site_readings r where r.company_id = d.company_id and r.device_id = d.device_id
        and r.metric = m.metric order by r.at desc limit 1) x
      where d.company_id = ${w.companyId} and d.device_kind = ${kind}${this.scope(w, 'd')}
      order by d.device_name, d.device_id, m.metric`);
    return rows.map((r) => ({ ...r, value: Number(r.value), at: iso(r.at) }));
  }

  /** Averages per bucket (about 120 buckets over the window) of each metric, oldest first. */
  async series(w: Window, metrics: readonly string[]) {
    const bucket = Math.max(60, Math.ceil((w.to.getTime() - w.from.getTime()) / 1000 / 120));
    const rows = await this.rows<{ metric: string; t: unknown; v: number }>(sql`
      select r.metric, to_timestamp(floor(extract(epoch from r.at) / ${bucket}) * ${bucket}) as t, avg(r.value) as v
      from site_readings r where r.company_id = ${w.companyId} and r.metric = any(${metricList(metrics)})
        and r.at >= ${w.from.toISOString()} and r.at <= ${w.to.toISOString()}${this.scope(w, 'r')}
      group by r.metric, t order by r.metric, t`);
    const byMetric = new Map<string, [string, number][]>();
    for (const r of rows) {
      const points = byMetric.get(r.metric) ?? [];
      points.push([iso(r.t), Math.round(Number(r.v) * 100) / 100]);
      byMetric.set(r.metric, points);
    }
    return [...byMetric].map(([metric, points]) => ({ metric, points }));
  }

  /** Events (a metric whose value is a code), newest first, paged. */
  async events(w: Window, metric: string, limit: number, offset: number) {
    const where = sql`r.company_id = ${w.companyId} and r.metric = ${metric} and r.at >= ${w.from.toISOString()} and r.at <= ${w.to.toISOString()}${this.scope(w, 'r')}`;
    const [list, [total]] = await Promise.all([
      this.rows<Record<string, unknown>>(sql`select r.device_id, d.device_name, r.project_id, p.project_name, r.metric, r.value as code, r.note, r.at
        from site_readings r join site_devices d on d.company_id = r.company_id and d.device_id = r.device_id
        left join projects p on p.company_id = r.company_id and p.project_id = r.project_id
        where ${where} order by r.at desc, r.device_id limit ${limit} offset ${offset}`),
      this.rows<{ n: number }>(sql`select count(*)::int as n from site_readings r where ${where}`),
    ]);
    return { list: list.map((r) => ({ ...r, code: Number(r.code), at: iso(r.at) })) as site.SiteEventRow[], total: total?.n ?? 0 };
  }

  /** A lift's cycles: load, height and speed at each reported time in the window, oldest first. */
  async liftWork(w: Window & { deviceId: string }) {
    const rows = await this.rows<{ at: unknown; lift_load: number | null; lift_height: number | null; lift_speed: number | null }>(sql`
      select r.at, max(r.value) filter (where r.metric = 'lift_load') as lift_load, max(r.value) filter (where r.metric = 'lift_height') as lift_height,
        max(r.value) filter (where r.metric = 'lift_speed') as lift_speed
      from site_readings r where r.company_id = ${w.companyId} and r.device_id = ${w.deviceId}
        and r.metric in ('lift_load', 'lift_height', 'lift_speed') and r.at >= ${w.from.toISOString()} and r.at <= ${w.to.toISOString()}
      group by r.at order by r.at limit 10000`);
    const num = (v: unknown) => (v == null ? null : Number(v));
    return rows.map((r) => ({ at: iso(r.at), lift_load: num(r.lift_load), lift_height: num(r.lift_height), lift_speed: num(r.lift_speed) }));
  }

  /** How many load readings (one per cycle) a lift reported since `since`. */
  async liftCycles(companyId: string, deviceId: string, since: Date): Promise<number> {
    const [row] = await this.rows<{ n: number }>(sql`select count(*)::int as n from site_readings where company_id = ${companyId}
      and device_id = ${deviceId} and metric = 'lift_load' and at >= ${since.toISOString()}`);
    return row?.n ?? 0;
  }

  private scope(w: Omit<Window, 'from' | 'to'>, alias: 'd' | 'r'): SQL {
    const a = sql.raw(alias);
    const ids = w.projectIds;
    const inScope = ids === undefined ? sql`` : ids.length ? sql` and ${a}.project_id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})` : sql` and false`;
    return sql`${w.projectId ? sql` and ${a}.project_id = ${w.projectId}` : sql``}${w.deviceId ? sql` and ${a}.device_id = ${w.deviceId}` : sql``}${inScope}`;
  }
}
