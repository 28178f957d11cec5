/**
 * Project operations' pages (issue 18 item 4): component inspection reports, image progress photos and the
 * lift-equipment register. Tenant tables: company_id first in every key and index.
 *
 * Value meanings (never renumber, only add):
 * - component_reports.report_result: 1 pass (合格), 2 fail (不合格); the component keeps its newest report's.
 * - component_reports.attachments: [{file_id, file_name, mime}] of uploads (files), checked at write.
 * - image_progress_photos.node_type: 'construction' (a construction section) or 'task' (a schedule task); node_name is
 *   copied at write, so a schedule replaced later does not orphan a photo.
 * * - lift_equipment.equip_type: 1 施工升降机, 2 塔式起重机, 3 物料提升机, 4 门式起重机, 5 汽车起重机; status 1 在用, 0 停用.
 * - lift_inspections.result: 1 合格, 2 不合格.
 */
import { sql } from 'drizzle-orm';
import { date, foreignKey, index, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { components, projects } from './project';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });

export interface ReportAttachment {
  file_id: string;
  file_name: string;
  mime: string;
}

/** Tenant: an inspection report of one component. */
export const componentReports = pgTable(
  'component_reports',
  {
    company_id: uuid('company_id').notNull(),
    report_id: uuid('report_id').notNull(),
    component_id: uuid('component_id').notNull(),
    project_id: uuid('project_id').notNull(),
    cp_num: text('cp_num').notNull(),
    report_no: text('report_no'),
    report_result: smallint('report_result').notNull(),
    report_date: day('report_date').notNull(),
    inspector_id: uuid('inspector_id'),
    inspector_name: text('inspector_name').notNull(),
    remark: text('remark'),
    attachments: jsonb('attachments').$type<ReportAttachment[]>().notNull().default(sql`'[]'::jsonb`),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.report_id] }),
    foreignKey({ columns: [t.company_id, t.component_id], foreignColumns: [components.company_id, components.component_id] }).onDelete('cascade'),
    index('component_reports_company_component_idx').on(t.company_id, t.component_id, t.report_date),
    index('component_reports_company_project_idx').on(t.company_id, t.project_id, t.report_date),
    uniqueIndex('component_reports_company_report_no_key').on(t.company_id, t.report_no),
  ],
);

/** Tenant: a photo of a project's node (section or task) on a day. */
export const imageProgressPhotos = pgTable(
  'image_progress_photos',
  {
    company_id: uuid('company_id').notNull(),
    photo_id: uuid('photo_id').notNull(),
    project_id: uuid('project_id').notNull(),
    node_type: text('node_type').notNull(),
    node_id: uuid('node_id').notNull(),
    node_name: text('node_name').notNull(),
    shot_date: day('shot_date').notNull(),
    file_id: uuid('file_id').notNull(),
    file_path: text('file_path').notNull(),
    title: text('title'),
    remark: text('remark'),
    uploader_name: text('uploader_name'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.photo_id] }),
    foreignKey({ columns: [t.company_id, t.project_id], foreignColumns: [projects.company_id, projects.project_id] }).onDelete('cascade'),
    index('image_progress_company_project_idx').on(t.company_id, t.project_id, t.shot_date),
    index('image_progress_company_node_idx').on(t.company_id, t.node_id, t.shot_date),
  ],
);

/** Tenant: a lift or crane of the register, with its certificate and periodic inspection (its project, when named, is
 * checked at write; no foreign key, so a deleted project leaves the machine in the register). */
export const liftEquipment = pgTable(
  'lift_equipment',
  {
    company_id: uuid('company_id').notNull(),
    equip_id: uuid('equip_id').notNull(),
    project_id: uuid('project_id'),
    equip_name: text('equip_name').notNull(),
    equip_type: smallint('equip_type').notNull(),
    equip_no: text('equip_no').notNull(),
    model: text('model'),
    manufacturer: text('manufacturer'),
    location: text('location'),
    cert_no: text('cert_no'),
    cert_expiry: day('cert_expiry'),
    last_inspection_date: day('last_inspection_date'),
    next_inspection_date: day('next_inspection_date'),
    inspection_org: text('inspection_org'),
    status: smallint('status').notNull().default(1),
    remark: text('remark'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.equip_id] }),
    uniqueIndex('lift_equipment_company_equip_no_key').on(t.company_id, t.equip_no),
    index('lift_equipment_company_created_idx').on(t.company_id, t.created_at),
  ],
);

/** Tenant: a periodic inspection of a machine of the register; the newest sets the machine's inspection dates. */
export const liftInspections = pgTable(
  'lift_inspections',
  {
    company_id: uuid('company_id').notNull(),
    inspection_id: uuid('inspection_id').notNull(),
    equip_id: uuid('equip_id').notNull(),
    inspection_date: day('inspection_date').notNull(),
    result: smallint('result').notNull(),
    inspection_org: text('inspection_org'),
    inspector: text('inspector'),
    report_no: text('report_no'),
    next_due_date: day('next_due_date'),
    remark: text('remark'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.inspection_id] }),
    foreignKey({ columns: [t.company_id, t.equip_id], foreignColumns: [liftEquipment.company_id, liftEquipment.equip_id] }).onDelete('cascade'),
    index('lift_inspections_company_equip_idx').on(t.company_id, t.equip_id, t.inspection_date),
  ],
);
