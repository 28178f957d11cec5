import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { siteDevices } from '../schema';
import { DemoIds } from './demo-organisation';
import { ProjectDemoIds } from './project.seed';
import { siteValue } from './site-values';

/** Fixed ids keep the seed idempotent (devices "on conflict do nothing", readings keyed by device, metric and time). */
const id = (n: number) => `01900000-0000-7000-8000-000000018${String(n).padStart(3, '0')}`;
const project = ProjectDemoIds.projects[0];

export const SiteDemoIds = {
  envEast: id(1),
  envWest: id(2),
  lift: id(3),
  climb: id(4),
  camera: id(5),
} as const;

const DEVICES = [
  { device_id: SiteDemoIds.envEast, device_kind: 'environment', device_name: '东门环境监测站', device_no: 'ENV-HZ001-01', location: '东大门', interval_seconds: 300 },
  { device_id: SiteDemoIds.envWest, device_kind: 'environment', device_name: '西区扬尘噪声监测', device_no: 'ENV-HZ001-02', location: '西区材料堆场', interval_seconds: 300 },
  { device_id: SiteDemoIds.lift, device_kind: 'lift', device_name: '1号施工升降机', device_no: 'SC200-001', location: '3号楼', interval_seconds: 300, rated_load: 2000, max_height: 150 },
  { device_id: SiteDemoIds.climb, device_kind: 'climb_machine', device_name: '3号楼附着式爬架', device_no: 'PJ-003', location: '3号楼', interval_seconds: 600 },
  { device_id: SiteDemoIds.camera, device_kind: 'camera', device_name: '北区行为识别摄像头', device_no: 'CAM-AI-01', location: '北区塔吊下', interval_seconds: 600 },
] as const;

const ENV = ['pm25', 'pm10', 'tsp', 'noise', 'temperature', 'humidity', 'wind_speed', 'wind_direction'];
const STEP = 10 * 60_000;

type Reading = { d: string; m: string; a: string; v: number; n: string | null };

/**
 * The demo project's site devices and the last day of their readings (issue 18 item 5): environment every 10 minutes,
 * a lift cycle every 10 minutes in working hours, climbing events and behaviour events now and then. Times sit on a
 * 10-minute grid, so a second run adds only the minutes since the first. Devices start offline: `npm run
 * simulate:site` brings them online through the ingestion call.
 */
export async function seedSiteDemo(db: Db): Promise<void> {
  await db
    .insert(siteDevices)
    .values(DEVICES.map((d) => ({ ...d, company_id: DemoIds.company, project_id: project })))
    .onConflictDoNothing();
  const end = Math.floor(Date.now() / STEP) * STEP;
  const rows: Reading[] = [];
  for (let t = end - 86_400_000 + STEP, i = 0; t <= end; t += STEP, i++) {
    const a = new Date(t).toISOString();
    for (const m of ENV) {
      rows.push({ d: SiteDemoIds.envEast, m, a, v: siteValue(m, t, 0), n: null });
      rows.push({ d: SiteDemoIds.envWest, m, a, v: siteValue(m, t, 1), n: null });
    }
    const hour = (new Date(t).getUTCHours() + 8) % 24;
    if (hour >= 7 && hour < 19) for (const m of ['lift_load', 'lift_height', 'lift_speed', 'lift_state']) rows.push({ d: SiteDemoIds.lift, m, a, v: siteValue(m, t, 0), n: null });
    if (i % 18 === 5) rows.push({ d: SiteDemoIds.climb, m: 'climb_event', a, v: 1 + ((i / 18) % 3 | 0), n: '3号楼爬架' });
    if (i % 13 === 7) rows.push({ d: SiteDemoIds.camera, m: 'behavior_event', a, v: 1 + (i % 5), n: '北区塔吊下' });
  }
  await db.execute(sql`insert into site_readings (company_id, device_id, metric, at, value, project_id, note)
    select ${DemoIds.company}::uuid, x.d, x.m, x.a, x.v, ${project}::uuid, x.n
    from json_to_recordset(${JSON.stringify(rows)}::json) as x(d uuid, m text, a timestamptz, v double precision, n text)
    on conflict do nothing`);
}
