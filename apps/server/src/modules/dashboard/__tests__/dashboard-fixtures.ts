import { uuidv7 } from 'uuidv7';
import type { Db } from '../../../db/client';
import { companies, companyMembers, components, projects, projectUnits } from '../../../db/schema';
import { createUser, type TestUser } from '../../../testing/fixtures';

/** Rows a dashboard test arranges in its own database: companies with a type and region, projects, units, components. */

let n = 0;

export interface Region {
  province_no: string;
  city_no: string;
  area_no: string;
}
/** Regions the demo seed leaves empty (its projects are in Hangzhou), so every count below is the test's own. */
export const HEFEI_YAOHAI: Region = { province_no: '340000', city_no: '340100', area_no: '340102' };
export const HEFEI_LUYANG: Region = { province_no: '340000', city_no: '340100', area_no: '340103' };
export const WUHU_JINGHU: Region = { province_no: '340000', city_no: '340200', area_no: '340202' };
export const SUZHOU: Region = { province_no: '320000', city_no: '320500', area_no: '320508' };

export async function addCompany(
  db: Db,
  company_type: number,
  region: Partial<Region> = {},
  place: { jd?: number; wd?: number } = {},
): Promise<string> {
  const company_id = uuidv7();
  const name = `看板单位${++n}`;
  await db.insert(companies).values({
    company_id,
    company_name: name,
    company_type,
    platform_name: `${name}平台`,
    login_name: `${name}登录`,
    status: 3,
    province_no: region.province_no ?? null,
    city_no: region.city_no ?? null,
    area_no: region.area_no ?? null,
    jd: place.jd ?? null,
    wd: place.wd ?? null,
  });
  return company_id;
}

/** A user whose only approved membership is `companyId`, so a password login lands there. */
export async function addViewer(db: Db, companyId: string): Promise<TestUser> {
  const user = await createUser(db);
  await db.insert(companyMembers).values({ company_id: companyId, user_id: user.user_id, status: 3 });
  return user;
}

export interface ProjectSpec {
  owner: string;
  region: Region;
  status?: number;
  building_type?: string;
  building_area?: number;
  lon?: number;
  lat?: number;
  units?: [unit_company_id: string, role: string][];
  /** [cp_type, progress, how many] */
  components?: [string, number, number][];
  factory?: string;
}

export async function addProject(db: Db, spec: ProjectSpec): Promise<{ project_id: string; project_name: string }> {
  const project_id = uuidv7();
  const project_name = `看板项目${++n}`;
  await db.insert(projects).values({
    company_id: spec.owner,
    project_id,
    project_code: `KB${n}`,
    project_name,
    ...spec.region,
    status: spec.status ?? 2,
    building_type: spec.building_type ?? '1',
    building_area: spec.building_area ?? 10_000,
    lon: spec.lon ?? 120.1,
    lat: spec.lat ?? 30.2,
  });
  if (spec.units?.length) {
    await db
      .insert(projectUnits)
      .values(spec.units.map(([unit_company_id, role]) => ({ company_id: spec.owner, project_id, unit_company_id, role })));
  }
  const rows = (spec.components ?? []).flatMap(([cp_type, progress, count]) =>
    Array.from({ length: count }, () => ({
      company_id: spec.owner,
      component_id: uuidv7(),
      project_id,
      cp_num: `C${++n}`,
      cp_type,
      progress,
      factory_company_id: spec.factory ?? null,
    })),
  );
  if (rows.length) await db.insert(components).values(rows);
  return { project_id, project_name };
}
