/**
 * A project's people and what hangs around them (issue 18: /memberManage, /memberInfo, /PeopleWarehouse,
 * /TestbaseManagement, /ActivityManagement), the pages each member may use on a project, a person's home-page
 * modules and the company's extra project fields. Tenant tables: company_id (the project's owner) first in every key.
 *
 * Value meanings (never renumber, only add):
 * - project_members.role: a code of PROJECT_MEMBER_ROLES (contracts/members): 'manager' 项目经理, 'tech_lead'
 *   技术负责人, 'builder' 施工员, 'safety' 安全员, 'quality' 质检员, 'data' 资料员, 'supervisor' 监理工程师, 'other' 其他.
 * - project_members.unit_company_id: the unit the person works for on this project: the owner or a participating unit.
 * - project_people.status: 1 在场, 2 离场, 3 待进场.
 * - test_bases.base_type: 1 试验基地, 2 检测实验室, 3 工地试验室.
 * - project_activities.activity_type: 1 安全教育, 2 技术交底, 3 质量检查, 4 观摩交流, 5 党建活动, 6 其他;
 *   status: 1 筹备中, 2 进行中, 3 已完成, 4 已取消. photos: upload references (`files/<id>`), at most 9.
 * - project_ext_fields.field_type: 'text' | 'number' | 'date' | 'select' (options: the select's choices).
 */
import { date, foreignKey, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { projects } from './project';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });

/** Tenant: a person on a project with a role (one row per person and project). */
export const projectMembers = pgTable(
  'project_members',
  {
    company_id: uuid('company_id').notNull(),
    member_id: uuid('member_id').notNull(),
    project_id: uuid('project_id').notNull(),
    user_id: uuid('user_id').notNull(),
    unit_company_id: uuid('unit_company_id').notNull(),
    role: text('role').notNull(),
    entry_date: day('entry_date'),
    exit_date: day('exit_date'),
    remark: text('remark'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.member_id] }),
    foreignKey({ columns: [t.company_id, t.project_id], foreignColumns: [projects.company_id, projects.project_id] }).onDelete('cascade'),
    uniqueIndex('project_members_company_project_user_key').on(t.company_id, t.project_id, t.user_id),
    index('project_members_company_project_role_idx').on(t.company_id, t.project_id, t.role),
  ],
);

/** Tenant: the pages of a project a member may use (page objects of the project centre). */
export const projectMemberObjects = pgTable(
  'project_member_objects',
  {
    company_id: uuid('company_id').notNull(),
    project_id: uuid('project_id').notNull(),
    user_id: uuid('user_id').notNull(),
    object_no: text('object_no').notNull(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.project_id, t.user_id, t.object_no] }), foreignKey({ columns: [t.company_id, t.project_id], foreignColumns: [projects.company_id, projects.project_id] }).onDelete('cascade')],
);

/** Tenant: everyone who has worked on a project (人员库), with a certificate and where they are now. */
export const projectPeople = pgTable(
  'project_people',
  {
    company_id: uuid('company_id').notNull(),
    person_id: uuid('person_id').notNull(),
    project_id: uuid('project_id').notNull(),
    person_name: text('person_name').notNull(),
    phone: text('phone'),
    id_card: text('id_card'),
    unit_name: text('unit_name'),
    post: text('post'),
    certificate_name: text('certificate_name'),
    certificate_no: text('certificate_no'),
    certificate_valid_to: day('certificate_valid_to'),
    status: smallint('status').notNull().default(1),
    entry_date: day('entry_date'),
    exit_date: day('exit_date'),
    remark: text('remark'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.person_id] }),
    foreignKey({ columns: [t.company_id, t.project_id], foreignColumns: [projects.company_id, projects.project_id] }).onDelete('cascade'),
    index('project_people_company_project_idx').on(t.company_id, t.project_id, t.status, t.created_at),
  ],
);

/** Tenant: a test base or laboratory the company works with, optionally for one project. */
export const testBases = pgTable(
  'test_bases',
  {
    company_id: uuid('company_id').notNull(),
    base_id: uuid('base_id').notNull(),
    project_id: uuid('project_id'),
    base_name: text('base_name').notNull(),
    base_type: smallint('base_type').notNull().default(1),
    address: text('address'),
    accreditation: text('accreditation'),
    accreditation_no: text('accreditation_no'),
    contact_name: text('contact_name'),
    contact_phone: text('contact_phone'),
    valid_from: day('valid_from'),
    valid_to: day('valid_to'),
    remark: text('remark'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.base_id] }),
    foreignKey({ columns: [t.company_id, t.project_id], foreignColumns: [projects.company_id, projects.project_id] }).onDelete('cascade'),
    uniqueIndex('test_bases_company_base_name_key').on(t.company_id, t.base_name),
    index('test_bases_company_project_idx').on(t.company_id, t.project_id, t.created_at),
  ],
);

/** Tenant: an activity on a project's site (safety training, briefing, inspection …). */
export const projectActivities = pgTable(
  'project_activities',
  {
    company_id: uuid('company_id').notNull(),
    activity_id: uuid('activity_id').notNull(),
    project_id: uuid('project_id').notNull(),
    title: text('title').notNull(),
    activity_type: smallint('activity_type').notNull().default(1),
    activity_date: day('activity_date').notNull(),
    place: text('place'),
    organiser: text('organiser'),
    participants: text('participants'),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    status: smallint('status').notNull().default(1),
    remark: text('remark'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.activity_id] }),
    foreignKey({ columns: [t.company_id, t.project_id], foreignColumns: [projects.company_id, projects.project_id] }).onDelete('cascade'),
    index('project_activities_company_project_date_idx').on(t.company_id, t.project_id, t.activity_date),
  ],
);

/** Tenant: a person's home-page modules in a company, in their order (none saved: the default set). */
export const userHomeModules = pgTable(
  'user_home_modules',
  {
    company_id: uuid('company_id').notNull(),
    user_id: uuid('user_id').notNull(),
    module_code: text('module_code').notNull(),
    sort: integer('sort').notNull().default(0),
    visible: smallint('visible').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.user_id, t.module_code] })],
);

/** Tenant: an extra field every project of the company has, defined by its administrator. */
export const projectExtFields = pgTable(
  'project_ext_fields',
  {
    company_id: uuid('company_id').notNull(),
    field_id: uuid('field_id').notNull(),
    field_name: text('field_name').notNull(),
    field_type: text('field_type').notNull().default('text'),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    required: smallint('required').notNull().default(0),
    default_value: text('default_value'),
    sort: integer('sort').notNull().default(0),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.field_id] }),
    uniqueIndex('project_ext_fields_company_field_name_key').on(t.company_id, t.field_name),
  ],
);

/** Tenant: a project's value of an extra field (deleting the field or the project deletes it). */
export const projectExtValues = pgTable(
  'project_ext_values',
  {
    company_id: uuid('company_id').notNull(),
    project_id: uuid('project_id').notNull(),
    field_id: uuid('field_id').notNull(),
    value: text('value').notNull(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.project_id, t.field_id] }),
    foreignKey({ columns: [t.company_id, t.project_id], foreignColumns: [projects.company_id, projects.project_id] }).onDelete('cascade'),
    foreignKey({ columns: [t.company_id, t.field_id], foreignColumns: [projectExtFields.company_id, projectExtFields.field_id] }).onDelete('cascade'),
  ],
);
