import { and, asc, count, desc, eq, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { component } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { carTrackPoints, cars, codeLists, components, projects } from '../../db/schema';
import { isUuid, likePattern } from '../../platform/query-helpers';

type ComponentRow = component.ComponentRow;
export type ComponentFilter = {
  project_id?: string;
  component_id?: string;
  cp_type?: string;
  build_no?: string;
  floor_no?: string;
  progress?: number;
  search?: string;
  date_field?: (typeof component.COMPONENT_DATE_FIELDS)[number];
  start_date?: string | null;
  end_date?: string | null;
  sort_field?: (typeof component.COMPONENT_SORT_FIELDS)[number];
  sort_order?: 'ascend' | 'descend';
  /** The data scope's condition (/pageDataAuth, page.componList): never from input, set by the routes. */
  scope?: SQL;
};

const sortColumns = {
  seq: components.seq,
  cp_num: components.cp_num,
  cp_type: components.cp_type,
  build_no: components.build_no,
  floor_no: components.floor_no,
  progress: components.progress,
  produce_date: components.produce_date,
  out_date: components.out_date,
  scene_date: components.scene_date,
  end_install_date: components.end_install_date,
};

const typeName = sql<string | null>`(select ${codeLists.name} from ${codeLists} where ${codeLists.code_type} = 'component_type' and ${codeLists.value} = ${components.cp_type})`;

export const componentColumns = {
  c: components,
  project_name: projects.project_name,
  car_num: cars.car_num,
  cp_type_name: typeName,
};

type Found = { c: typeof components.$inferSelect; project_name: string; car_num: string | null; cp_type_name: string | null };

export function toComponentRow({ c, project_name, car_num, cp_type_name }: Found): ComponentRow {
  return {
    component_id: c.component_id,
    project_id: c.project_id,
    project_name,
    cp_num: c.cp_num,
    cp_type: c.cp_type,
    cp_type_name,
    component_sort: c.component_sort,
    build_no: c.build_no,
    floor_no: c.floor_no,
    volume: c.volume,
    weight: c.weight,
    factory_name: c.factory_name,
    progress: c.progress,
    produce_date: c.produce_date,
    out_date: c.out_date,
    scene_date: c.scene_date,
    end_install_date: c.end_install_date,
    report_result: c.report_result,
    report_date: c.report_date,
    car_id: c.car_id,
    car_num,
    created_at: c.created_at.toISOString(),
  };
}

/** Tenant-scoped reads and writes of components; the public trace read is the only one by id alone. */
export class ComponentRepo {
  constructor(private readonly db: Db) {}

  where(companyId: string, f: ComponentFilter): SQL | undefined {
    const dateColumn = f.date_field ? components[f.date_field] : undefined;
    const term = f.search?.trim();
    return and(
      eq(components.company_id, companyId),
      f.project_id ? (isUuid(f.project_id) ? eq(components.project_id, f.project_id) : sql`false`) : undefined,
      f.component_id ? (isUuid(f.component_id) ? eq(components.component_id, f.component_id) : sql`false`) : undefined,
      f.cp_type ? eq(components.cp_type, f.cp_type) : undefined,
      f.build_no ? eq(components.build_no, f.build_no) : undefined,
      f.floor_no ? eq(components.floor_no, f.floor_no) : undefined,
      f.progress !== undefined ? eq(components.progress, f.progress) : undefined,
      term ? ilike(components.cp_num, likePattern(term)) : undefined,
      dateColumn && f.start_date ? gte(dateColumn, f.start_date) : undefined,
      dateColumn && f.end_date ? lte(dateColumn, f.end_date) : undefined,
      f.scope,
    );
  }

  /** The rows of a filter in list order; the export pages through it with the same query. */
  select(companyId: string, f: ComponentFilter) {
    const order = f.sort_order === 'descend' ? desc : asc;
    return this.db
      .select(componentColumns)
      .from(components)
      .innerJoin(projects, and(eq(projects.company_id, components.company_id), eq(projects.project_id, components.project_id)))
      .leftJoin(cars, and(eq(cars.company_id, components.company_id), eq(cars.car_id, components.car_id)))
      .where(this.where(companyId, f))
      .orderBy(order(sortColumns[f.sort_field ?? 'seq']), order(components.component_id));
  }

  async page(companyId: string, f: ComponentFilter, offset: number, limit: number) {
    const [rows, [total]] = await Promise.all([
      this.select(companyId, f).limit(limit).offset(offset),
      this.db.select({ n: count() }).from(components).where(this.where(companyId, f)),
    ]);
    return { rows: rows.map(toComponentRow), total: Number(total?.n ?? 0) };
  }

  async delete(companyId: string, ids: string[], scope?: SQL): Promise<number> {
    const valid = ids.filter(isUuid);
    if (!valid.length) return 0;
    const done = await this.db
      .delete(components)
      .where(and(eq(components.company_id, companyId), inArray(components.component_id, valid), scope))
      .returning({ id: components.component_id });
    return done.length;
  }

  async distinct(companyId: string, projectId: string, column: 'build_no' | 'floor_no', buildNo?: string): Promise<string[]> {
    if (!isUuid(projectId)) return [];
    const col = components[column];
    const found = await this.db
      .selectDistinct({ v: col })
      .from(components)
      .where(
        and(
          eq(components.company_id, companyId),
          eq(components.project_id, projectId),
          sql`${col} is not null`,
          buildNo ? eq(components.build_no, buildNo) : undefined,
        ),
      )
      .orderBy(asc(col));
    // Numeric build and floor numbers sort as numbers (2 before 10).
    return found
      .map((r) => r.v as string)
      .sort((a, b) => a.localeCompare(b, 'zh-CN', { numeric: true }));
  }

  async byIds(companyId: string, ids: string[], scope?: SQL) {
    const valid = ids.filter(isUuid);
    if (!valid.length) return [];
    return this.db
      .select({ id: components.component_id, progress: components.progress, project_id: components.project_id, cp_num: components.cp_num })
      .from(components)
      .where(and(eq(components.company_id, companyId), inArray(components.component_id, valid), scope));
  }

  /** The public trace read: by the unguessable id alone (no session), with the car and its recent track. */
  async trace(componentId: string) {
    if (!isUuid(componentId)) return null;
    const [found] = await this.db
      .select({
        c: components,
        project_name: projects.project_name,
        address: projects.address,
        car_num: cars.car_num,
        leader: cars.leader,
        gps_num: cars.gps_num,
        cp_type_name: typeName,
      })
      .from(components)
      .innerJoin(projects, and(eq(projects.company_id, components.company_id), eq(projects.project_id, components.project_id)))
      .leftJoin(cars, and(eq(cars.company_id, components.company_id), eq(cars.car_id, components.car_id)))
      .where(eq(components.component_id, componentId));
    if (!found) return null;
    const track = found.c.car_id ? await this.track(found.c.company_id, found.c.car_id, found.c) : [];
    return { ...found, track };
  }

  /** The car's points from the day it left the factory to the day it arrived (or the last 500 when undated). */
  private async track(companyId: string, carId: string, c: { out_date: string | null; scene_date: string | null }) {
    const from = c.out_date ? new Date(`${c.out_date}T00:00:00+08:00`) : undefined;
    const to = c.scene_date ? new Date(`${c.scene_date}T23:59:59.999+08:00`) : undefined;
    const rows = await this.db
      .select({ lon: carTrackPoints.lon, lat: carTrackPoints.lat })
      .from(carTrackPoints)
      .where(
        and(
          eq(carTrackPoints.company_id, companyId),
          eq(carTrackPoints.car_id, carId),
          from ? gte(carTrackPoints.recorded_at, from) : undefined,
          to ? lte(carTrackPoints.recorded_at, to) : undefined,
        ),
      )
      .orderBy(desc(carTrackPoints.recorded_at))
      .limit(500);
    return rows.reverse();
  }
}
