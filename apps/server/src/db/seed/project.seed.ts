import type { Db } from '../client';
import { carTrackPoints, carTypes, cars, components, projects } from '../schema';
import { DemoIds } from './demo-organisation';

/** Fixed ids keep the seed idempotent (every insert is "on conflict do nothing"). */
export const ProjectDemoIds = {
  projects: ['01900000-0000-7000-8000-000000010001', '01900000-0000-7000-8000-000000010002', '01900000-0000-7000-8000-000000010003'],
  carType: '01900000-0000-7000-8000-000000011001',
  car: '01900000-0000-7000-8000-000000012001',
  /** A component on site whose trace page shows every step and the car's track. */
  tracedComponent: '01900000-0000-7000-8000-000000013003',
} as const;

const HANGZHOU = { province: '浙江省', province_no: '330000', city: '杭州市', city_no: '330100' };
const PROJECTS = [
  { code: 'HZ-2026-001', name: '杭州未来科技城装配式住宅项目', area: '余杭区', area_no: '330110', lon: 119.9927, lat: 30.2788, status: 2, type: '1' },
  { code: 'HZ-2026-002', name: '西湖区文教中心公共建筑项目', area: '西湖区', area_no: '330106', lon: 120.1302, lat: 30.2595, status: 2, type: '2' },
  { code: 'HZ-2026-003', name: '滨江物联网产业园厂房项目', area: '滨江区', area_no: '330108', lon: 120.2119, lat: 30.2084, status: 1, type: '3' },
];

/** Demo projects in Hangzhou with components at every progress step, a car, and a track from factory to site. */
export async function seedProjects(db: Db): Promise<void> {
  const companyId = DemoIds.company;
  await db.transaction(async (tx) => {
    await tx
      .insert(projects)
      .values(
        PROJECTS.map((p, i) => ({
          company_id: companyId,
          project_id: ProjectDemoIds.projects[i]!,
          project_code: p.code,
          project_name: p.name,
          address: `浙江省杭州市${p.area}示范路${i + 1}号`,
          ...HANGZHOU,
          area: p.area,
          area_no: p.area_no,
          area_id: Number(p.area_no),
          lon: p.lon,
          lat: p.lat,
          building_area: 52_000 - i * 9_000,
          building_type: p.type,
          status: p.status,
          start_date: `2026-0${i + 1}-01`,
          end_date: '2027-12-31',
        })),
      )
      .onConflictDoNothing();
    await tx.insert(carTypes).values({ company_id: companyId, car_type: ProjectDemoIds.carType, car_type_name: '平板运输车', sort: 0 }).onConflictDoNothing();
    await tx
      .insert(cars)
      .values({
        company_id: companyId,
        car_id: ProjectDemoIds.car,
        car_num: '浙A12345',
        car_type: ProjectDemoIds.carType,
        leader: '李师傅',
        phone: '13900001111',
        gps_num: 'GPS-DEMO-0001',
      })
      .onConflictDoNothing();
    // A drive from a factory in Deqing to the Yuhang site on 2026-03-10.
    const start = Date.parse('2026-03-10T08:00:00+08:00');
    const from = [119.97, 30.53];
    const to = [119.9927, 30.2788];
    await tx
      .insert(carTrackPoints)
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          company_id: companyId,
          car_id: ProjectDemoIds.car,
          recorded_at: new Date(start + i * 4 * 60_000),
          lon: from[0]! + ((to[0]! - from[0]!) * i) / 24 + Math.sin(i / 3) * 0.01,
          lat: from[1]! + ((to[1]! - from[1]!) * i) / 24,
          speed: 45,
        })),
      )
      .onConflictDoNothing();
    const dates = ['2026-03-01', '2026-03-10', '2026-03-10', '2026-03-15'] as const;
    const rows = Array.from({ length: 24 }, (_, i) => {
      const progress = i % 5;
      const type = String((i % 7) + 1);
      return {
        company_id: companyId,
        component_id: `01900000-0000-7000-8000-0000000130${String(i).padStart(2, '0')}`,
        project_id: ProjectDemoIds.projects[i < 18 ? 0 : 1]!,
        cp_num: `${i < 18 ? 'WLKJ' : 'XHWJ'}-${type}-${String(i + 1).padStart(3, '0')}`,
        cp_type: type,
        component_sort: type === '2' || type === '3' ? '2' : '1',
        build_no: String((i % 3) + 1),
        floor_no: String((i % 6) + 1),
        // Tenths as integers first: 1.2 + 2 * 0.3 is 1.7999999999999998 in binary floating point.
        volume: (12 + (i % 4) * 3) / 10,
        weight: 3 + (i % 4) * 0.75,
        factory_name: '德清预制构件厂',
        progress,
        produce_date: progress >= 1 ? dates[0] : null,
        out_date: progress >= 2 ? dates[1] : null,
        scene_date: progress >= 3 ? dates[2] : null,
        end_install_date: progress >= 4 ? dates[3] : null,
        report_result: progress >= 1 ? 1 : null,
        report_date: progress >= 1 ? dates[0] : null,
        car_id: progress >= 2 ? ProjectDemoIds.car : null,
      };
    });
    await tx.insert(components).values(rows).onConflictDoNothing();
  });
}
