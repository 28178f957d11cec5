import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../client';
import { carTrackPoints, cars, componentReports, deviceKeys, files, imageProgressPhotos, liftEquipment, liftInspections } from '../schema';
import { demoSitePng } from './data/demo-png';
import { DemoIds } from './demo-organisation';
import { ProjectDemoIds } from './project.seed';
import { ScheduleDemoIds } from './schedule.seed';

/** Fixed ids keep the seed idempotent (every insert is "on conflict do nothing"). */
const id = (block: string, n: number) => `01900000-0000-7000-8000-0000000${block}${String(n).padStart(3, '0')}`;
const company = DemoIds.company;
const project = ProjectDemoIds.projects[0];
const [section1, section2] = ScheduleDemoIds.sections;

/** Image progress: the first two sections of the demo project, photographed every two months. */
const PHOTOS = [
  { node: section1, name: '一标段（1#–4#住宅楼）', date: '2026-05-01', progress: 12, title: '1#楼地下室施工' },
  { node: section1, name: '一标段（1#–4#住宅楼）', date: '2026-07-01', progress: 30, title: '1#楼主体6层' },
  { node: section1, name: '一标段（1#–4#住宅楼）', date: '2026-09-01', progress: 48, title: '1#楼主体12层' },
  { node: section1, name: '一标段（1#–4#住宅楼）', date: '2026-11-01', progress: 62, title: '1#楼主体16层' },
  { node: section2, name: '二标段（5#–8#住宅楼）', date: '2026-07-01', progress: 6, title: '5#楼基础' },
  { node: section2, name: '二标段（5#–8#住宅楼）', date: '2026-09-01', progress: 18, title: '5#楼主体3层' },
  { node: section2, name: '二标段（5#–8#住宅楼）', date: '2026-11-01', progress: 35, title: '5#楼主体8层' },
] as const;

/** The demo's pictures: drawn at start into FILE_STORAGE under these names when missing (the seed sees the database only). */
export const DEMO_PICTURES = [
  ...PHOTOS.map((p, i) => ({ file_id: id('a2', i + 1), file_name: `${p.title}.png`, bytes: () => demoSitePng(p.progress, p.node === section1 ? [200, 200, 195] : [215, 190, 160]) })),
  { file_id: id('a2', 90), file_name: '首检照片-WLKJ-2-002.png', bytes: () => demoSitePng(100, [190, 120, 110]) },
].map((f) => ({ ...f, stored_name: createHash('md5').update(f.file_id).digest('hex') }));

export const ProjectOpsDemoIds = {
  photos: PHOTOS.map((_, i) => id('a1', i + 1)),
  reports: [id('a3', 1), id('a3', 2), id('a3', 3), id('a3', 4), id('a3', 5)],
  equipment: [id('a4', 1), id('a4', 2), id('a4', 3), id('a4', 4), id('a4', 5)],
  inspections: [id('a6', 1), id('a6', 2), id('a6', 3), id('a6', 4), id('a6', 5)],
  /** A second demo car, with a whole working day of track points on TRACK_DAY. */
  car: id('a5', 1),
  /** The second car's GPS unit key: live, its secret never known (the administrator rotates it to get one). */
  carKey: id('a5', 2),
  trackDay: '2026-11-25',
} as const;

/** A demo component of the first project (project.seed.ts numbers them 0–23; i % 5 is its progress). */
const componentOf = (i: number) => ({
  component_id: `01900000-0000-7000-8000-0000000130${String(i).padStart(2, '0')}`,
  cp_num: `WLKJ-${(i % 7) + 1}-${String(i + 1).padStart(3, '0')}`,
});

const addDays = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Demo data of the project operations' pages (issue 18 item 4): image progress photos of two sections, inspection
 * reports of components already marked 合格 (one failed first, then passed on re-inspection, so every component still
 * shows its newest report's result), five lifts and cranes (one overdue, one due soon, relative to the first start),
 * and a second car with one working day of GPS points and a live GPS device key.
 */
export async function seedProjectOpsDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(files)
      .values(
        DEMO_PICTURES.map((f) => {
          const bytes = f.bytes();
          return { file_id: f.file_id, owner_id: DemoIds.demo, company_id: company, module: 'picture', file_name: f.file_name, stored_name: f.stored_name, mime: 'image/png', size_bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
        }),
      )
      .onConflictDoNothing();
    await tx
      .insert(imageProgressPhotos)
      .values(
        PHOTOS.map((p, i) => ({
          company_id: company,
          photo_id: ProjectOpsDemoIds.photos[i]!,
          project_id: project,
          node_type: 'construction',
          node_id: p.node,
          node_name: p.name,
          shot_date: p.date,
          file_id: DEMO_PICTURES[i]!.file_id,
          file_path: `files/${DEMO_PICTURES[i]!.file_id}`,
          title: p.title,
          uploader_name: '演示账号',
          created_at: new Date(`${p.date}T10:00:00+08:00`),
        })),
      )
      .onConflictDoNothing();
    // Components 1, 2, 3, 6 are 已生产 or later and marked 合格 on 2026-03-01 by the project seed.
    const report = (n: number, i: number, result: number, date: string, inspector: string, remark: string | null, attachments: { file_id: string; file_name: string; mime: string }[] = []) => ({
      company_id: company,
      report_id: ProjectOpsDemoIds.reports[n]!,
      ...componentOf(i),
      project_id: project,
      report_no: `JC-2026-${String(n + 1).padStart(4, '0')}`,
      report_result: result,
      report_date: date,
      inspector_name: inspector,
      remark,
      attachments,
      created_at: new Date(`${date}T09:00:00+08:00`),
    });
    const photo = DEMO_PICTURES[DEMO_PICTURES.length - 1]!;
    await tx
      .insert(componentReports)
      .values([
        report(0, 2, 2, '2026-02-27', '王质检', '预埋套筒位置偏差 8 mm，返修后复检', [{ file_id: photo.file_id, file_name: photo.file_name, mime: 'image/png' }]),
        report(1, 2, 1, '2026-03-01', '王质检', '复检合格'),
        report(2, 1, 1, '2026-03-01', '王质检', null),
        report(3, 3, 1, '2026-03-01', '李监理', null),
        report(4, 6, 1, '2026-03-01', '李监理', '外观尺寸、强度回弹合格'),
      ])
      .onConflictDoNothing();
    const equip = (n: number, name: string, type: number, no: string, cert: string | null, last: string | null, next: string | null, location: string) => ({
      company_id: company,
      equip_id: ProjectOpsDemoIds.equipment[n]!,
      project_id: project,
      equip_name: name,
      equip_type: type,
      equip_no: no,
      model: type === 1 ? 'SC200/200' : type === 2 ? 'QTZ80(TC6010)' : 'SS100',
      manufacturer: type === 2 ? '中联重科' : '广州京龙',
      location,
      cert_no: cert ? `浙AQ-${no}` : null,
      cert_expiry: cert,
      last_inspection_date: last,
      next_inspection_date: next,
      inspection_org: '浙江省特种设备科学研究院',
    });
    await tx
      .insert(liftEquipment)
      .values([
        equip(0, '1#施工升降机', 1, 'SJJ-001', addDays(300), addDays(-170), addDays(12), '1#楼东侧'),
        equip(1, '2#施工升降机', 1, 'SJJ-002', addDays(280), addDays(-200), addDays(-10), '2#楼东侧'),
        equip(2, '1#塔吊', 2, 'TD-001', addDays(25), addDays(-60), addDays(120), '1#、2#楼之间'),
        equip(3, '2#塔吊', 2, 'TD-002', addDays(400), addDays(-30), addDays(150), '5#、6#楼之间'),
        equip(4, '物料提升机', 3, 'WT-001', null, null, null, '材料堆场'),
      ])
      .onConflictDoNothing();
    // Each machine's inspections end on the dates the register shows (the first one inspected twice).
    const inspection = (n: number, equip: number, date: string, next: string, result = 1) => ({
      company_id: company,
      inspection_id: ProjectOpsDemoIds.inspections[n]!,
      equip_id: ProjectOpsDemoIds.equipment[equip]!,
      inspection_date: date,
      result,
      inspection_org: '浙江省特种设备科学研究院',
      inspector: '周工',
      report_no: `DJ-${String(n + 1).padStart(4, '0')}`,
      next_due_date: next,
      remark: result === 2 ? '限位器失灵，整改后复检' : null,
    });
    await tx
      .insert(liftInspections)
      .values([
        inspection(0, 0, addDays(-535), addDays(-170)),
        inspection(1, 0, addDays(-170), addDays(12)),
        inspection(2, 1, addDays(-200), addDays(-10)),
        inspection(3, 2, addDays(-60), addDays(120), 2),
        inspection(4, 3, addDays(-30), addDays(150)),
      ])
      .onConflictDoNothing();
    await tx
      .insert(cars)
      .values({ company_id: company, car_id: ProjectOpsDemoIds.car, car_num: '浙A6P218', car_type: ProjectDemoIds.carType, leader: '陈师傅', phone: '13900002222', gps_num: 'BD-2026-0218' })
      .onConflictDoNothing();
    await tx.insert(carTrackPoints).values(demoDay()).onConflictDoNothing();
    // So /carList shows a live key beside the first car's none (issue 15 fix 2); only a hash of a random secret.
    await tx
      .insert(deviceKeys)
      .values({ key_id: ProjectOpsDemoIds.carKey, company_id: company, device_kind: 'gps', device_id: ProjectOpsDemoIds.car, secret_hash: createHash('sha256').update(randomBytes(32)).digest('hex') })
      .onConflictDoNothing();
  });
}

/**
 * A working day of the second car, one point a minute: loading at the Deqing factory (07:00–07:40), the drive to the
 * Yuhang site, unloading there (09:10–10:00), and back to the factory by 11:30.
 */
function demoDay() {
  const factory = { lon: 119.97, lat: 30.53 };
  const site = { lon: 119.9927, lat: 30.2788 };
  const start = Date.parse(`${ProjectOpsDemoIds.trackDay}T07:00:00+08:00`);
  const legs: { minutes: number; at: (f: number) => { lon: number; lat: number }; speed: number }[] = [
    { minutes: 40, at: () => factory, speed: 0 },
    { minutes: 90, at: (f) => ({ lon: factory.lon + (site.lon - factory.lon) * f + Math.sin(f * Math.PI * 3) * 0.01, lat: factory.lat + (site.lat - factory.lat) * f }), speed: 42 },
    { minutes: 50, at: () => site, speed: 0 },
    { minutes: 90, at: (f) => ({ lon: site.lon + (factory.lon - site.lon) * f, lat: site.lat + (factory.lat - site.lat) * f }), speed: 48 },
  ];
  const rows: (typeof carTrackPoints.$inferInsert)[] = [];
  let minute = 0;
  for (const leg of legs) {
    for (let m = 0; m < leg.minutes; m++, minute++) {
      const p = leg.at(m / leg.minutes);
      rows.push({ company_id: company, car_id: ProjectOpsDemoIds.car, recorded_at: new Date(start + minute * 60_000), lon: round6(p.lon), lat: round6(p.lat), speed: leg.speed });
    }
  }
  rows.push({ company_id: company, car_id: ProjectOpsDemoIds.car, recorded_at: new Date(start + minute * 60_000), lon: factory.lon, lat: factory.lat, speed: 0 });
  return rows;
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
