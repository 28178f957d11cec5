import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import type { RequestOf, ResponseOf } from '@zhuyun/contracts';
import { project } from '@zhuyun/contracts';

export type UnitRole = (typeof project.PROJECT_UNIT_ROLES)[number];
export interface UnitValue {
  unit_company_id: string;
  unit_name: string | null;
  role: UnitRole;
}

/** What /operaProject's form holds; dates as dayjs for the pickers, the region as the cascader's codes. */
export interface ProjectFormValues {
  project_code: string;
  project_name: string;
  status: number;
  building_type?: string | null;
  building_area?: number | null;
  area?: string[];
  area_id?: number | null;
  address?: string | null;
  lon?: number | null;
  lat?: number | null;
  start_date?: Dayjs | null;
  end_date?: Dayjs | null;
  remark?: string | null;
  units: UnitValue[];
}

type Detail = ResponseOf<typeof project.detailProject>;
export type ProjectInput = RequestOf<typeof project.saveProject>;

export const emptyProject: Partial<ProjectFormValues> = { status: project.ProjectStatus.preparing, units: [] };

export function toFormValues(p: Detail): ProjectFormValues {
  return {
    project_code: p.project_code,
    project_name: p.project_name,
    status: p.status,
    building_type: p.building_type,
    building_area: p.building_area,
    area: [p.province_no, p.city_no, p.area_no].filter((c): c is string => Boolean(c)),
    area_id: p.area_id,
    address: p.address,
    lon: p.lon,
    lat: p.lat,
    start_date: p.start_date ? dayjs(p.start_date) : null,
    end_date: p.end_date ? dayjs(p.end_date) : null,
    remark: p.remark,
    units: p.units.map((u) => ({ unit_company_id: u.unit_company_id, unit_name: u.unit_name, role: u.role })),
  };
}

/** Every field is sent, empty ones as null, so clearing a field in the form clears it on the server. */
export function toInput(v: ProjectFormValues): ProjectInput {
  return {
    project_code: v.project_code.trim(),
    project_name: v.project_name.trim(),
    status: v.status,
    building_type: v.building_type ?? null,
    building_area: v.building_area ?? null,
    area_id: v.area?.length ? (v.area_id ?? null) : null,
    address: v.address ?? null,
    lon: v.lon ?? null,
    lat: v.lat ?? null,
    start_date: v.start_date ? v.start_date.format('YYYY-MM-DD') : null,
    end_date: v.end_date ? v.end_date.format('YYYY-MM-DD') : null,
    remark: v.remark ?? null,
    units: v.units.map((u) => ({ unit_company_id: u.unit_company_id, role: u.role })),
  };
}

/** The first unit named twice with one role, for the units field's message. */
export function duplicateUnit(units: UnitValue[]): UnitValue | null {
  const seen = new Set<string>();
  for (const u of units) {
    const key = `${u.unit_company_id}/${u.role}`;
    if (seen.has(key)) return u;
    seen.add(key);
  }
  return null;
}
