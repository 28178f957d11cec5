import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { component } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { registerRoute } from '../../platform/http/register-route';
import type { PageWindow } from '../../platform/paging';
import type { Platform } from '../../platform/platform';
import { pageOf, tenantOf, windowOf } from '../../platform/tenant';

type Query = { project_id?: string | null; cp_type?: string; period?: component.CountPeriod; start_date?: string | null; end_date?: string | null; sort_field?: string; sort_order?: 'asc' | 'desc' };
type Count = { project_id: string; project_name: string; period: string; produced: number; outbound: number; on_site: number; installed: number; total: number };

const ORDER: Record<string, string> = { period: 'g.period', project_name: 'p.project_name', total: 'g.total' };

/**
 * /countList's counts: each component's four stage dates unfolded (a lateral VALUES, one pass over the company's
 * components by its index), grouped by project and the period the date falls in.
 */
export async function componentCounts(db: Db, companyId: string, q: Query, window: PageWindow): Promise<{ rows: Count[]; total: number }> {
  const unit = sql.raw(`'${q.period ?? 'month'}'`); // a closed set (the contract's enum), never free text
  const where: SQL[] = [sql`c.company_id = ${companyId}`, sql`s.d is not null`];
  if (q.project_id) where.push(sql`c.project_id = ${q.project_id}`);
  if (q.cp_type) where.push(sql`c.cp_type = ${q.cp_type}`);
  if (q.start_date) where.push(sql`s.d >= ${q.start_date}::date`);
  if (q.end_date) where.push(sql`s.d <= ${q.end_date}::date`);
  const grouped = sql`select c.project_id, to_char(date_trunc(${unit}, s.d::timestamp), 'YYYY-MM-DD') as period,
      count(*) filter (where s.stage = 1)::int as produced, count(*) filter (where s.stage = 2)::int as outbound,
      count(*) filter (where s.stage = 3)::int as on_site, count(*) filter (where s.stage = 4)::int as installed,
      count(*)::int as total
    from components c
    cross join lateral (values (1, c.produce_date), (2, c.out_date), (3, c.scene_date), (4, c.end_install_date)) as s(stage, d)
    where ${sql.join(where, sql` and `)}
    group by c.project_id, 2`;
  const dir = q.sort_order === 'asc' ? 'asc' : 'desc';
  const first = q.sort_field ? `${ORDER[q.sort_field]} ${dir}` : 'g.period desc';
  const order = sql.raw(`${first}, p.project_name asc, g.project_id asc, g.period desc`);
  const rowsOf = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;
  const [rows, counted] = await Promise.all([
    db.execute(sql`select g.*, p.project_name from (${grouped}) g join projects p on p.company_id = ${companyId} and p.project_id = g.project_id
      order by ${order} limit ${window.limit} offset ${window.offset}`),
    db.execute(sql`select count(*)::int as n from (${grouped}) g`),
  ]);
  return {
    rows: rowsOf(rows).map((r) => ({
      project_id: String(r.project_id),
      project_name: String(r.project_name),
      period: String(r.period),
      produced: Number(r.produced),
      outbound: Number(r.outbound),
      on_site: Number(r.on_site),
      installed: Number(r.installed),
      total: Number(r.total),
    })),
    total: Number(rowsOf(counted)[0]?.n ?? 0),
  };
}

export function registerComponentCountRoutes(app: FastifyInstance, platform: Platform): void {
  registerRoute(app, platform, component.getComponentCounts, {
    handler: async ({ input, session, setMsg }) => {
      const window = windowOf(input);
      const { rows, total } = await componentCounts(platform.database.db, tenantOf(session), input, window);
      const label = (period: string) => (input.period === 'day' ? period : input.period === 'week' ? `${period} 当周` : `${period.slice(0, 4)}年${period.slice(5, 7)}月`);
      return pageOf(window, rows.map((r) => ({ row_key: `${r.project_id}|${r.period}`, ...r, period_label: label(r.period) })), total, setMsg);
    },
  });
}
