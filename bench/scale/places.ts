import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where scale projects and companies sit: the eleven cities of Zhejiang and five neighbours, with approximate centres
 * (GCJ-02, as a map service would give them) and a weight for how much building goes on there.
 */
export interface City {
  province_no: string;
  province: string;
  city_no: string;
  city: string;
  lng: number;
  lat: number;
  weight: number;
  districts: { code: string; name: string; area_id: number }[];
}

const CENTRES: [province_no: string, city_no: string, lng: number, lat: number, weight: number][] = [
  ['330000', '330100', 120.16, 30.27, 22],
  ['330000', '330200', 121.55, 29.87, 14],
  ['330000', '330300', 120.7, 28.0, 10],
  ['330000', '330400', 120.76, 30.75, 6],
  ['330000', '330500', 120.09, 30.89, 4],
  ['330000', '330600', 120.58, 30.03, 7],
  ['330000', '330700', 119.65, 29.08, 7],
  ['330000', '330800', 118.87, 28.94, 2],
  ['330000', '330900', 122.21, 29.99, 2],
  ['330000', '331000', 121.42, 28.66, 6],
  ['330000', '331100', 119.92, 28.45, 2],
  ['310000', '310100', 121.47, 31.23, 8],
  ['320000', '320500', 120.58, 31.3, 6],
  ['340000', '341000', 118.34, 29.71, 1],
  ['360000', '361100', 117.94, 28.45, 1],
  ['350000', '350900', 119.55, 26.66, 1],
];

type RegionRow = [area_id: number, code: string, p_code: string, name: string, level: number];

export function loadCities(): City[] {
  const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/server/src/db/seed/data/regions.json');
  const rows = JSON.parse(fs.readFileSync(file, 'utf8')) as RegionRow[];
  const byCode = new Map(rows.map((r) => [r[1], r]));
  return CENTRES.map(([province_no, city_no, lng, lat, weight]) => ({
    province_no,
    province: byCode.get(province_no)?.[3] ?? province_no,
    city_no,
    city: byCode.get(city_no)?.[3] ?? city_no,
    lng,
    lat,
    weight,
    districts: rows.filter((r) => r[2] === city_no).map((r) => ({ code: r[1], name: r[3], area_id: r[0] })),
  }));
}
