import { loadCities, type City } from './places';
import { Random } from './random';

/**
 * The scale data set, deterministic for a seed: companies of every type with a region and a place, projects in
 * Zhejiang and its neighbours with their participating units, and components whose types and production stages follow
 * each project's status. Pure: no database here.
 */

export interface ScaleOptions {
  seed: number;
  companies: number;
  projects: number;
  components: number;
  /** The demo company (if present) owns and builds a share of the projects, so the demo login has a real screen. */
  demoCompanyId: string | null;
}

export interface ScaleCompany {
  company_id: string;
  company_name: string;
  company_type: number;
  province_no: string;
  city_no: string | null;
  area_no: string | null;
  area_id: number | null;
  jd: number;
  wd: number;
}

export interface ScaleProject {
  company_id: string;
  project_id: string;
  project_code: string;
  project_name: string;
  province: string;
  province_no: string;
  city: string;
  city_no: string;
  area: string;
  area_no: string;
  area_id: number;
  lon: number;
  lat: number;
  building_area: number;
  building_type: string;
  status: number;
  start_date: string;
  units: [unit_company_id: string, role: string][];
  /** Installed share while under construction, 0–1. */
  completion: number;
  components: number;
}

const BASE_MS = Date.UTC(2025, 0, 1);
const TYPE_NAMES: Record<number, string> = { 1: '建设工程质量监督站', 2: '置业有限公司', 3: '建筑设计研究院', 4: '建设集团有限公司', 5: '深化设计有限公司', 6: '工程监理有限公司', 7: '预制构件有限公司', 8: '建材供应有限公司' };
/** Company types after the committees: 2 build, 3 design, 4 construction, 5 deep design, 6 supervision, 7 factory, 8 supplier. */
const TYPES = [2, 3, 4, 5, 6, 7, 8] as const;
const TYPE_WEIGHTS = [14, 8, 36, 4, 10, 20, 8];
/** Component types 1–7 of the component_type code list: slabs dominate precast work. */
export const CP_TYPE_WEIGHTS = [40, 25, 6, 8, 8, 7, 6];
const STATUS_WEIGHTS = [10, 60, 25, 5]; // 1 preparing, 2 under construction, 3 completed, 4 suspended
const BUILDING_TYPE_WEIGHTS = [60, 20, 15, 5]; // 1 residential, 2 public, 3 industrial, 4 other
const PROJECT_WORDS = ['钱塘', '云栖', '滨江', '望江', '之江', '湖畔', '运河', '翠苑', '星洲', '金沙', '湘湖', '良渚', '紫金', '海创', '龙坞', '凤起'];
const PROJECT_KINDS = ['保障房', '安置房', '人才公寓', '学校', '医院', '产业园', '综合体', '住宅小区'];

function place(rng: Random, city: City, spread = 0.12) {
  return {
    lng: Math.round((city.lng + rng.normal() * spread) * 1e5) / 1e5,
    lat: Math.round((city.lat + rng.normal() * spread * 0.8) * 1e5) / 1e5,
  };
}

export function generateCompanies(options: ScaleOptions, rng: Random, cities: City[]): ScaleCompany[] {
  const cityWeights = cities.map((c) => c.weight);
  const list: ScaleCompany[] = [];
  const committees = Math.min(cities.length + 1, Math.max(2, Math.round(options.companies * 0.02)));
  for (let i = 0; i < options.companies; i++) {
    let type: number;
    let city: City;
    let level: 'province' | 'city' | 'area' = 'area';
    if (i === 0) {
      // The provincial committee of Zhejiang.
      type = 1;
      city = cities[0] as City;
      level = 'province';
    } else if (i < committees) {
      type = 1;
      city = cities[(i - 1) % cities.length] as City;
      level = 'city';
    } else {
      const k = i - committees;
      type = k < TYPES.length ? (TYPES[[2, 1, 5, 0, 4, 3, 6][k] as number] as number) : (TYPES[rng.weighted(TYPE_WEIGHTS)] as number);
      city = cities[rng.weighted(cityWeights)] as City;
    }
    const district = rng.pick(city.districts);
    const at = place(rng, city, 0.08);
    list.push({
      company_id: rng.uuid(BASE_MS + i),
      company_name: `${level === 'province' ? city.province : city.city}${level === 'area' ? district.name : ''}${TYPE_NAMES[type]}${i}`,
      company_type: type,
      province_no: city.province_no,
      city_no: level === 'province' ? null : city.city_no,
      area_no: level === 'area' ? district.code : null,
      area_id: level === 'area' ? district.area_id : null,
      jd: at.lng,
      wd: at.lat,
    });
  }
  return list;
}

export function generateProjects(options: ScaleOptions, rng: Random, cities: City[], companies: ScaleCompany[]): ScaleProject[] {
  const ofType = (...types: number[]) => companies.filter((c) => types.includes(c.company_type));
  const builders = ofType(4);
  const owners = ofType(2);
  const designers = ofType(3, 5);
  const supervisors = ofType(6);
  const factories = ofType(7);
  const cityWeights = cities.map((c) => c.weight);
  const hangzhou = cities[0] as City;
  const list: ScaleProject[] = [];
  for (let i = 0; i < options.projects; i++) {
    const demo = options.demoCompanyId !== null && (i < 3 || i % 50 === 0);
    const city = demo ? hangzhou : (cities[rng.weighted(cityWeights)] as City);
    const district = rng.pick(city.districts);
    const ownerIsBuilder = demo || owners.length === 0 || rng.next() < 0.7;
    const owner = demo ? (options.demoCompanyId as string) : rng.pick(ownerIsBuilder ? builders : owners).company_id;
    const status = i < 3 ? 2 : rng.weighted(STATUS_WEIGHTS) + 1;
    const units: [string, string][] = [];
    const add = (pool: ScaleCompany[], role: string) => {
      if (pool.length) {
        const id = rng.pick(pool).company_id;
        if (!units.some(([u, r]) => u === id && r === role)) units.push([id, role]);
      }
    };
    if (ownerIsBuilder) add(owners, 'build');
    else units.push([owner, 'build']);
    if (ownerIsBuilder) units.push([owner, 'construction']);
    else add(builders, 'construction');
    if (rng.next() < 0.2) add(builders, 'construction');
    add(designers, 'design');
    add(supervisors, 'supervision');
    // Factories near the site are likelier: half the time one from the same city.
    const local = factories.filter((f) => f.city_no === city.city_no);
    for (let k = rng.int(1, 3); k > 0; k--) add(local.length && rng.next() < 0.5 ? local : factories, 'supplier');
    const at = place(rng, city);
    const area = Math.round(Math.exp(10.3 + rng.normal() * 0.7)); // median ≈ 30,000 m²
    const completion = status === 3 ? 1 : status === 1 ? rng.next() * 0.05 : status === 4 ? 0.1 + rng.next() * 0.5 : 0.05 + rng.next() * 0.9;
    const start = new Date(Date.UTC(2023, 0, 1) + Math.floor(rng.next() * 1_200) * 86_400_000);
    list.push({
      company_id: owner,
      project_id: rng.uuid(BASE_MS + 1_000_000 + i),
      project_code: `SC${String(i + 1).padStart(6, '0')}`,
      project_name: `${city.city.replace(/市$/, '')}${rng.pick(PROJECT_WORDS)}${rng.pick(PROJECT_KINDS)}${i + 1}号`,
      province: city.province,
      province_no: city.province_no,
      city: city.city,
      city_no: city.city_no,
      area: district.name,
      area_no: district.code,
      area_id: district.area_id,
      lon: at.lng,
      lat: at.lat,
      building_area: area,
      building_type: String(rng.weighted(BUILDING_TYPE_WEIGHTS) + 1),
      status,
      start_date: start.toISOString().slice(0, 10),
      units,
      completion,
      components: 0,
    });
  }
  // Components in proportion to building area, the remainder to the first projects: exactly options.components.
  const areaSum = list.reduce((s, p) => s + p.building_area, 0);
  let given = 0;
  for (const p of list) given += p.components = Math.floor((options.components * p.building_area) / areaSum);
  for (let i = 0; given < options.components; i = (i + 1) % list.length, given++) (list[i] as ScaleProject).components++;
  return list;
}

/** One component row, in the column order of the insert in seed-scale.ts. */
export type ComponentRow = [
  company_id: string,
  component_id: string,
  project_id: string,
  cp_num: string,
  cp_type: string,
  build_no: string,
  floor_no: string,
  factory_company_id: string | null,
  progress: number,
  produce_date: string | null,
  out_date: string | null,
  scene_date: string | null,
  end_install_date: string | null,
  volume: number,
];

const day = (start: number, offset: number) => new Date(start + offset * 86_400_000).toISOString().slice(0, 10);

/** The components of one project: stages follow its completion, a little ahead of installation at each step. */
export function* projectComponents(rng: Random, project: ScaleProject, firstIndex: number): Generator<ComponentRow> {
  const factories = project.units.filter(([, role]) => role === 'supplier').map(([id]) => id);
  const buildings = Math.max(1, Math.round(project.components / 400));
  const start = Date.parse(project.start_date);
  const f = project.completion;
  for (let i = 0; i < project.components; i++) {
    const u = rng.next();
    const progress = u < f ? 4 : u < f + 0.06 ? 3 : u < f + 0.1 ? 2 : u < f + 0.25 ? 1 : 0;
    const type = rng.weighted(CP_TYPE_WEIGHTS) + 1;
    const build = (i % buildings) + 1;
    const floor = Math.floor(i / buildings / 20) + 1;
    const made = 30 + Math.floor(rng.next() * 400);
    yield [
      project.company_id,
      rng.uuid(BASE_MS + 2_000_000 + firstIndex + i),
      project.project_id,
      `${build}#-${floor}F-${type}-${i + 1}`,
      String(type),
      `${build}#`,
      `${floor}F`,
      factories.length ? (factories[i % factories.length] as string) : null,
      progress,
      progress >= 1 ? day(start, made) : null,
      progress >= 2 ? day(start, made + 5) : null,
      progress >= 3 ? day(start, made + 7) : null,
      progress >= 4 ? day(start, made + 9) : null,
      Math.round((0.5 + rng.next() * 3) * 100) / 100,
    ];
  }
}

export function generate(options: ScaleOptions) {
  const rng = new Random(options.seed);
  const cities = loadCities();
  const companies = generateCompanies(options, rng, cities);
  const projects = generateProjects(options, rng, cities, companies);
  return { rng, companies, projects };
}
