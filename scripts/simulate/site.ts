/**
 * npm run simulate:site — feeds the demo project's site devices through the real ingestion call, so /realTimeDataPage,
 * /constructionLift, /sensorList and the screens move (issue 18 item 2). Signs in as the demo unit's administrator,
 * rotates each demo device's key (keys are shown once, so a run takes fresh ones; each rotation is audited), then posts
 * one reading per metric per device every INTERVAL seconds (5 by default) until stopped. The two working demo readers
 * (issue 20 item 1) get fresh keys too and report each round: the car's reader one bound tag, the gate's a heartbeat.
 * `--once` posts one round.
 * ZHUYUN_URL (http://localhost:3000), WEB_AUTH_CODE, DEMO_USER and DEMO_PASSWORD point it elsewhere.
 */
import { ApiClient, memoryStore } from '@zhuyun/client';
import { routes, site, WEB_SYSTEM_NO } from '@zhuyun/contracts';
import { SiteDemoIds } from '../../apps/server/src/db/seed/site.seed';
import { DeviceDemoIds } from '../../apps/server/src/db/seed/device-assets.seed';
import { siteValue } from '../../apps/server/src/db/seed/site-values';

const baseUrl = process.env.ZHUYUN_URL ?? 'http://localhost:3000';
const every = Number(process.env.INTERVAL ?? 5) * 1000;
const once = process.argv.includes('--once');

const api = new ApiClient({ baseUrl, systemNo: WEB_SYSTEM_NO, authCode: process.env.WEB_AUTH_CODE ?? 'dev-web-auth-code', store: memoryStore() });
const login = await api.call(routes.login, { login_type: 1, user_no: process.env.DEMO_USER ?? 'demo', password: process.env.DEMO_PASSWORD ?? 'Demo@2026zy!' });
api.setToken(login.access_token);

const devices = [
  { id: SiteDemoIds.envEast, kind: 'environment', k: 0 },
  { id: SiteDemoIds.envWest, kind: 'environment', k: 1 },
  { id: SiteDemoIds.lift, kind: 'lift', k: 0 },
  { id: SiteDemoIds.climb, kind: 'climb_machine', k: 0 },
  { id: SiteDemoIds.camera, kind: 'camera', k: 0 },
] as const;
const keys = new Map<string, string>();
for (const d of devices) keys.set(d.id, (await api.call(routes.rotateSiteDeviceKey, { device_id: d.id })).device_key);
const readers = [DeviceDemoIds.readerOnCar, DeviceDemoIds.readerAtGate];
for (const id of readers) keys.set(id, (await api.call(routes.rotateReaderKey, { reader_id: id })).device_key);

/** A reader's report: the car's reader reads one of the six bound demo tags in turn, the gate's only says it is alive. */
async function readerTick(id: string, at: string): Promise<void> {
  const reads = id === DeviceDemoIds.readerOnCar ? [{ tag_code: `E2801170${String((round % 6) + 1).padStart(8, '0')}`, at }] : [];
  const answer = await fetch(`${baseUrl}${routes.uploadReaderReads.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', device_key: keys.get(id) as string },
    body: JSON.stringify({ reads }),
  });
  const body = (await answer.json()) as { code: number; msg: string };
  if (body.code !== 0) process.stderr.write(`${id}: ${body.code} ${body.msg}\n`);
}

let round = 0;
async function tick(): Promise<void> {
  const t = Date.now();
  const at = new Date(t).toISOString();
  round++;
  for (const d of devices) {
    let readings: { metric: string; at: string; value: number; note?: string }[];
    if (d.kind === 'climb_machine') readings = round % 24 === 1 ? [{ metric: 'climb_event', at, value: 1 + (round % 2), note: '3号楼爬架' }] : [{ metric: 'climb_height', at, value: siteValue('lift_height', t, 2) }];
    else if (d.kind === 'camera') readings = round % 12 === 1 ? [{ metric: 'behavior_event', at, value: 1 + (round % 5), note: '北区塔吊下' }] : [];
    else readings = site.METRICS_OF_KIND[d.kind].map((metric) => ({ metric, at, value: siteValue(metric, t, d.k) }));
    if (readings.length === 0) continue;
    const answer = await fetch(`${baseUrl}${routes.uploadSiteReadings.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', device_key: keys.get(d.id) as string },
      body: JSON.stringify({ readings }),
    });
    const body = (await answer.json()) as { code: number; msg: string };
    if (body.code !== 0) process.stderr.write(`${d.id}: ${body.code} ${body.msg}\n`);
  }
  for (const id of readers) await readerTick(id, at);
  process.stdout.write(`${at} round ${round}: ${devices.length} devices and ${readers.length} readers reported\n`);
}

await tick();
if (!once) {
  const timer = setInterval(() => void tick().catch((error: unknown) => process.stderr.write(`${String(error)}\n`)), every);
  process.on('SIGINT', () => {
    clearInterval(timer);
    process.exit(0);
  });
}
