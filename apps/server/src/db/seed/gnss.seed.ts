import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { siteDevices } from '../schema';
import { DemoIds } from './demo-organisation';
import { ProjectDemoIds } from './project.seed';

const id = (n: number) => `01900000-0000-7000-8000-000000019${String(n).padStart(3, '0')}`;
const project = ProjectDemoIds.projects[0];
export const GnssDemoIds = { truck: id(1), crane: id(2) } as const;

// Near the first demo project (杭州未来科技城, 119.9927 E 30.2788 N).
const CENTRE = { lng: 119.9927, lat: 30.2788 };
const STEP = 5 * 60_000;

/**
 * Two BeiDou units of the demo project (/beidouPosition) and the last day of their fixes every 5 minutes: a muck truck
 * driving a loop between the gate and the yard in working hours (parked at the gate otherwise), and a crawler crane
 * creeping along the north side. Fixes sit on a 5-minute grid, so a second run adds only the minutes since the first.
 */
export async function seedGnssDemo(db: Db): Promise<void> {
  await db
    .insert(siteDevices)
    .values([
      { company_id: DemoIds.company, device_id: GnssDemoIds.truck, device_kind: 'gnss', device_name: '渣土车北斗终端', device_no: 'BD-TRK-01', project_id: project, location: '1号门', interval_seconds: 300 },
      { company_id: DemoIds.company, device_id: GnssDemoIds.crane, device_kind: 'gnss', device_name: '履带吊北斗终端', device_no: 'BD-CRN-01', project_id: project, location: '北侧作业面', interval_seconds: 300 },
    ])
    .onConflictDoNothing();
  const end = Math.floor(Date.now() / STEP) * STEP;
  const rows: { d: string; m: string; a: string; v: number }[] = [];
  const fix = (d: string, a: string, lat: number, lng: number) => rows.push({ d, m: 'latitude', a, v: Math.round(lat * 1e6) / 1e6 }, { d, m: 'longitude', a, v: Math.round(lng * 1e6) / 1e6 });
  for (let t = end - 86_400_000 + STEP, i = 0; t <= end; t += STEP, i++) {
    const a = new Date(t).toISOString();
    const hour = (new Date(t).getUTCHours() + 8) % 24;
    const phase = ((i % 12) / 12) * 2 * Math.PI; // one loop an hour
    if (hour >= 7 && hour < 19) fix(GnssDemoIds.truck, a, CENTRE.lat - 0.002 + 0.0015 * Math.sin(phase), CENTRE.lng + 0.003 * Math.cos(phase));
    else fix(GnssDemoIds.truck, a, CENTRE.lat - 0.002, CENTRE.lng + 0.003);
    fix(GnssDemoIds.crane, a, CENTRE.lat + 0.0012, CENTRE.lng - 0.0015 + 0.0008 * ((i % 288) / 288));
  }
  await db.execute(sql`insert into site_readings (company_id, device_id, metric, at, value, project_id)
    select ${DemoIds.company}::uuid, x.d, x.m, x.a, x.v, ${project}::uuid
    from json_to_recordset(${JSON.stringify(rows)}::json) as x(d uuid, m text, a timestamptz, v double precision)
    on conflict do nothing`);
}
