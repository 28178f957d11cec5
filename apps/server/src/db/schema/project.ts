/**
 * Projects and what hangs under them: participating units, related projects, yards (stack points), precast
 * components, cars and their GPS tracks (spec-1 §3 Project/Component, spec-2 §3 and §7.3).
 *
 * Value meanings (shared with the dashboard, issue 5 — never renumber, only add):
 * - projects.status: 1 preparing (筹备中), 2 under construction (在建), 3 completed (已竣工), 4 suspended (停工).
 * - projects.building_type: a value of the `building_type` code list (1 residential, 2 public, 3 industrial, 4 other);
 *   the names live in the project contract (BUILDING_TYPES).
 * - project_units.role: 'build' 建设单位, 'construction' 施工单位, 'design' 设计单位, 'supervision' 监理单位,
 *   'supplier' 构件生产/材料供应单位 (a component factory is a supplier participant).
 * - components.progress: 0 planned (待生产: imported from the design list, not yet made), 1 produced (已生产,
 *   produce_date), 2 left the factory (已出厂, out_date), 3 arrived on site (已进场, scene_date),
 *   4 installed (已安装, end_install_date). Progress only moves forward; each step stamps its date.
 * - components.report_result: 1 pass (合格), 2 fail (不合格), null no inspection report yet.
 * - components.cp_type / component_sort: values of the `component_type` / `component_sort` code lists.
 *
 * Tenancy: every table carries the owner's company_id first in every index; reads always filter by the session's
 * company. Ids are UUIDv7 (a component's id is the unguessable id in its QR trace link); the single-column unique
 * index on components.component_id serves the public trace page, which has no session.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  json,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './company';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });

/** Tenant: a construction project owned by a company. */
export const projects = pgTable(
  'projects',
  {
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.company_id),
    project_id: uuid('project_id').notNull(),
    project_code: text('project_code').notNull(),
    project_name: text('project_name').notNull(),
    address: text('address'),
    province: text('province'),
    province_no: text('province_no'),
    city: text('city'),
    city_no: text('city_no'),
    area: text('area'),
    area_no: text('area_no'),
    area_id: integer('area_id'),
    lon: doublePrecision('lon'),
    lat: doublePrecision('lat'),
    /** Square metres. */
    building_area: doublePrecision('building_area'),
    building_type: text('building_type'),
    status: smallint('status').notNull().default(1),
    /** The branch (org) that runs the project, for the manage list's org_no filter. */
    org_no: text('org_no'),
    start_date: day('start_date'),
    end_date: day('end_date'),
    remark: text('remark'),
    created_by: uuid('created_by'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.project_id] }),
    uniqueIndex('projects_project_id_key').on(t.project_id),
    uniqueIndex('projects_company_code_key').on(t.company_id, t.project_code),
    index('projects_company_created_idx').on(t.company_id, t.created_at, t.project_id),
    index('projects_company_region_idx').on(t.company_id, t.province_no, t.city_no, t.area_no),
    index('projects_company_status_idx').on(t.company_id, t.status),
  ],
);

/** Tenant: a unit taking part in a project (build, construction, design, supervision, supplier). */
export const projectUnits = pgTable(
  'project_units',
  {
    company_id: uuid('company_id').notNull(),
    project_id: uuid('project_id').notNull(),
    unit_company_id: uuid('unit_company_id').notNull(),
    role: text('role').notNull(),
    unit_name: text('unit_name'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.project_id, t.unit_company_id, t.role] }),
    foreignKey({ columns: [t.company_id, t.project_id], foreignColumns: [projects.company_id, projects.project_id] }).onDelete(
      'cascade',
    ),
    // A participant (design unit, factory …) finds the projects it takes part in.
    index('project_units_unit_company_idx').on(t.unit_company_id, t.role, t.project_id),
    index('project_units_company_role_idx').on(t.company_id, t.role, t.unit_company_id),
  ],
);

/** Tenant: a project related to another project of the same company (project_rela_project). */
export const projectRelations = pgTable(
  'project_rela_project',
  {
    company_id: uuid('company_id').notNull(),
    project_id: uuid('project_id').notNull(),
    rela_project_id: uuid('rela_project_id').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.project_id, t.rela_project_id] }),
    foreignKey({ columns: [t.company_id, t.project_id], foreignColumns: [projects.company_id, projects.project_id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      columns: [t.company_id, t.rela_project_id],
      foreignColumns: [projects.company_id, projects.project_id],
    }).onDelete('cascade'),
    index('project_rela_project_rela_idx').on(t.company_id, t.rela_project_id),
  ],
);

/** Tenant: a yard (stack point) where components wait, on a project site or at a factory (project_id null). */
export const stackPoints = pgTable(
  'stack_points',
  {
    company_id: uuid('company_id').notNull(),
    stack_point_id: uuid('stack_point_id').notNull(),
    project_id: uuid('project_id'),
    stack_point_name: text('stack_point_name').notNull(),
    address: text('address'),
    lon: doublePrecision('lon'),
    lat: doublePrecision('lat'),
    /** How many components the yard holds. */
    capacity: integer('capacity'),
    remark: text('remark'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.stack_point_id] }),
    foreignKey({ columns: [t.company_id, t.project_id], foreignColumns: [projects.company_id, projects.project_id] }).onDelete(
      'cascade',
    ),
    index('stack_points_company_project_idx').on(t.company_id, t.project_id, t.created_at),
  ],
);

/** Tenant: the kinds of car a company runs (flatbed, crane truck …); each company starts with the standard ones. */
export const carTypes = pgTable(
  'car_types',
  {
    company_id: uuid('company_id').notNull(),
    car_type: uuid('car_type').notNull(),
    car_type_name: text('car_type_name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.car_type] }),
    uniqueIndex('car_types_company_name_key').on(t.company_id, t.car_type_name),
  ],
);

/** Tenant: a car carrying components from factory to site; gps_num is the GPS device that reports its track. */
export const cars = pgTable(
  'cars',
  {
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.company_id),
    car_id: uuid('car_id').notNull(),
    car_num: text('car_num').notNull(),
    car_type: uuid('car_type'),
    /** The driver. */
    leader: text('leader'),
    phone: text('phone'),
    gps_num: text('gps_num'),
    remark: text('remark'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.car_id] }),
    uniqueIndex('cars_car_id_key').on(t.car_id),
    uniqueIndex('cars_company_car_num_key').on(t.company_id, t.car_num),
    // Unique within a company only: a GPS unit reports with its own device key (device_keys), not by its number, and
    // a number taken in another company must not be revealed by a refusal (issue 15 fix 2).
    uniqueIndex('cars_company_gps_num_key').on(t.company_id, t.gps_num).where(sql`${t.gps_num} is not null`),
    index('cars_company_created_idx').on(t.company_id, t.created_at, t.car_id),
  ],
);

/**
 * Tenant: how many rows of a tenant table a company has, kept by statement triggers on that table (hand-written in
 * migration 0013, after the generated DDL) so that an unfiltered page's total is one row read, not a count of the
 * company (issue 14 item 8). Written only by the triggers; cars for now.
 */
export const tenantRowCounts = pgTable(
  'tenant_row_counts',
  {
    company_id: uuid('company_id').notNull(),
    table_name: text('table_name').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.table_name] })],
);

/** Tenant: one GPS fix of a car (WGS-84 as the device reports it). */
export const carTrackPoints = pgTable(
  'car_track_points',
  {
    company_id: uuid('company_id').notNull(),
    car_id: uuid('car_id').notNull(),
    recorded_at: ts('recorded_at').notNull(),
    lon: doublePrecision('lon').notNull(),
    lat: doublePrecision('lat').notNull(),
    /** km/h when the device sends it. */
    speed: doublePrecision('speed'),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.car_id, t.recorded_at] }),
    foreignKey({ columns: [t.company_id, t.car_id], foreignColumns: [cars.company_id, cars.car_id] }).onDelete('cascade'),
  ],
);

/**
 * Tenant: each car's newest track point (by recorded_at), kept by statement triggers on car_track_points (hand-written
 * in migration 0026: an insert keeps the newer of the kept and the inserted, a delete or update of the kept point
 * looks it up again), so the cars page reads one row per car instead of the point table (issue 14 item 8). A table
 * of its own rather than columns of cars: every GPS upload writes it, and writing cars would clear their pages'
 * all-visible bits, which the page's index-only cut of its ids needs. Written only by the triggers.
 */
export const carLastPoints = pgTable(
  'car_last_points',
  {
    company_id: uuid('company_id').notNull(),
    car_id: uuid('car_id').notNull(),
    recorded_at: ts('recorded_at').notNull(),
    lon: doublePrecision('lon').notNull(),
    lat: doublePrecision('lat').notNull(),
    /**
     * The same point as the cars page's `last_point` writes it, `{"lon":…,"lat":…,"recorded_at":"…Z"}` (its timestamp
     * as toISOString writes it): written once per upload instead of built with a subplan and a to_char for each row
     * of every page.
     */
    point: json('point').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.car_id] }),
    foreignKey({ columns: [t.company_id, t.car_id], foreignColumns: [cars.company_id, cars.car_id] }).onDelete('cascade'),
  ],
);

/**
 * Tenant: each car's row of the cars page, the answer's JSON object as text, kept by statement triggers (hand-written
 * in migration 0028) on every table it is made of: cars, car_types, device_keys (GPS), car_last_points. A page then
 * reads its 20 rows by key, where it had joined four tables and written each row's JSON with row_to_json and two
 * to_char (≈ 57 % of the statement's PostgreSQL CPU, issue 14 item 8, docs/performance.md session 18). A table of its
 * own, as car_last_points: every GPS upload rewrites a car's row, which must not clear the all-visible bits of cars'
 * pages (the page's OFFSET walk stays on cars' index). Written only by the triggers. All ASCII since migration 0029
 * (every other character as its \uXXXX escape, json_ascii): the server then copies the answer out as one-byte text
 * instead of decoding and encoding its Chinese per call. Read it as JSON, never compare its text with a field.
 */
export const carPageRows = pgTable(
  'car_page_rows',
  {
    company_id: uuid('company_id').notNull(),
    car_id: uuid('car_id').notNull(),
    row: text('row').notNull(),
    /** The car's created_at, the plain page's order (migration 0030): its 20 rows are one range of the index below. */
    created_at: ts('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.car_id] }),
    foreignKey({ columns: [t.company_id, t.car_id], foreignColumns: [cars.company_id, cars.car_id] }).onDelete('cascade'),
    index('car_page_rows_order_idx').on(t.company_id, t.created_at, t.car_id),
  ],
);

/** Tenant: a precast component of a project. */
export const components = pgTable(
  'components',
  {
    company_id: uuid('company_id').notNull(),
    component_id: uuid('component_id').notNull(),
    project_id: uuid('project_id').notNull(),
    cp_num: text('cp_num').notNull(),
    cp_type: text('cp_type').notNull(),
    component_sort: text('component_sort'),
    build_no: text('build_no'),
    floor_no: text('floor_no'),
    /** Cubic metres. */
    volume: doublePrecision('volume'),
    /** Tonnes. */
    weight: doublePrecision('weight'),
    /** The component factory (a supplier participant of the project). */
    factory_company_id: uuid('factory_company_id'),
    factory_name: text('factory_name'),
    stack_point_id: uuid('stack_point_id'),
    progress: smallint('progress').notNull().default(0),
    produce_date: day('produce_date'),
    out_date: day('out_date'),
    scene_date: day('scene_date'),
    end_install_date: day('end_install_date'),
    report_result: smallint('report_result'),
    report_date: day('report_date'),
    car_id: uuid('car_id'),
    /** Monotonic import order, so a list and its export come out in the order they were imported. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.component_id] }),
    uniqueIndex('components_component_id_key').on(t.component_id),
    foreignKey({ columns: [t.company_id, t.project_id], foreignColumns: [projects.company_id, projects.project_id] }).onDelete(
      'cascade',
    ),
    uniqueIndex('components_company_project_cp_num_key').on(t.company_id, t.project_id, t.cp_num),
    index('components_company_project_seq_idx').on(t.company_id, t.project_id, t.seq),
    index('components_company_project_build_idx').on(t.company_id, t.project_id, t.build_no, t.floor_no),
    index('components_company_project_progress_idx').on(t.company_id, t.project_id, t.progress),
    index('components_company_type_progress_idx').on(t.company_id, t.cp_type, t.progress),
    index('components_company_progress_idx').on(t.company_id, t.progress, t.project_id),
    index('components_company_factory_idx').on(t.company_id, t.factory_company_id),
    index('components_company_car_idx').on(t.company_id, t.car_id),
    index('components_company_produce_idx').on(t.company_id, t.produce_date),
  ],
);
