/**
 * A project's files (issue 18, spec-2 §7.3 "Project files"): a directory tree per project, files in directories with
 * their versions, and the company's tags on files. Tenant tables: company_id first in every key and index.
 *
 * - project_dirs.parent_id: null for a top-level directory; deleting a directory deletes its (empty) sub-directories,
 *   while a directory that still holds files cannot go (project_doc_files.dir_id has no cascade).
 * - project_doc_files: one row per name in a directory; its current version's file, type and size are copied onto it
 *   (version_no = the newest version's number), so the list sorts by size without a join.
 * - project_doc_file_versions.file_id: the bytes, a row of the platform's files table (module 'project_file').
 */
import { sql } from 'drizzle-orm';
import { bigint, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { files } from './files';
import { projects } from './project';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Tenant: a directory of a project's file tree. */
export const projectDirs = pgTable(
  'project_dirs',
  {
    company_id: uuid('company_id').notNull(),
    dir_id: uuid('dir_id').notNull(),
    project_id: uuid('project_id').notNull(),
    parent_id: uuid('parent_id'),
    dir_name: text('dir_name').notNull(),
    sort_no: integer('sort_no').notNull().default(0),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.dir_id] }),
    foreignKey({ columns: [t.company_id, t.project_id], foreignColumns: [projects.company_id, projects.project_id] }).onDelete('cascade'),
    foreignKey({ name: 'project_dirs_parent_fk', columns: [t.company_id, t.parent_id], foreignColumns: [t.company_id, t.dir_id] }).onDelete('cascade'),
    uniqueIndex('project_dirs_company_parent_dir_name_key').on(t.company_id, t.parent_id, t.dir_name).where(sql`${t.parent_id} is not null`),
    uniqueIndex('project_dirs_company_project_root_dir_name_key').on(t.company_id, t.project_id, t.dir_name).where(sql`${t.parent_id} is null`),
    index('project_dirs_company_project_idx').on(t.company_id, t.project_id),
  ],
);

/** Tenant: a file of a directory; its versions below. */
export const projectDocFiles = pgTable(
  'project_doc_files',
  {
    company_id: uuid('company_id').notNull(),
    doc_file_id: uuid('doc_file_id').notNull(),
    project_id: uuid('project_id').notNull(),
    dir_id: uuid('dir_id').notNull(),
    file_name: text('file_name').notNull(),
    file_id: uuid('file_id').notNull(),
    mime: text('mime').notNull(),
    size_bytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    version_no: integer('version_no').notNull(),
    remark: text('remark'),
    created_by: uuid('created_by'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.doc_file_id] }),
    foreignKey({ columns: [t.company_id, t.project_id], foreignColumns: [projects.company_id, projects.project_id] }).onDelete('cascade'),
    foreignKey({ name: 'project_doc_files_dir_fk', columns: [t.company_id, t.dir_id], foreignColumns: [projectDirs.company_id, projectDirs.dir_id] }),
    uniqueIndex('project_doc_files_company_dir_file_name_key').on(t.company_id, t.dir_id, t.file_name),
    index('project_doc_files_company_project_idx').on(t.company_id, t.project_id, t.updated_at),
  ],
);

/** Tenant: one uploaded version of a file (numbers 1, 2, … per file; the newest is current). */
export const projectDocFileVersions = pgTable(
  'project_doc_file_versions',
  {
    company_id: uuid('company_id').notNull(),
    version_id: uuid('version_id').notNull(),
    doc_file_id: uuid('doc_file_id').notNull(),
    version_no: integer('version_no').notNull(),
    file_id: uuid('file_id')
      .notNull()
      .references(() => files.file_id),
    uploader_id: uuid('uploader_id'),
    uploader_name: text('uploader_name'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.version_id] }),
    foreignKey({ name: 'project_doc_file_versions_file_fk', columns: [t.company_id, t.doc_file_id], foreignColumns: [projectDocFiles.company_id, projectDocFiles.doc_file_id] }).onDelete('cascade'),
    uniqueIndex('project_doc_file_versions_company_file_no_key').on(t.company_id, t.doc_file_id, t.version_no),
  ],
);

/** Tenant: a tag of the company's project files. */
export const projectDocSigns = pgTable(
  'project_doc_signs',
  {
    company_id: uuid('company_id').notNull(),
    sign_id: uuid('sign_id').notNull(),
    sign_name: text('sign_name').notNull(),
    sign_color: text('sign_color').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.sign_id] }), uniqueIndex('project_doc_signs_company_sign_name_key').on(t.company_id, t.sign_name)],
);

/** Tenant: a tag on a file, and who put it there (a person's tags are the ones they use). */
export const projectDocFileSigns = pgTable(
  'project_doc_file_signs',
  {
    company_id: uuid('company_id').notNull(),
    doc_file_id: uuid('doc_file_id').notNull(),
    sign_id: uuid('sign_id').notNull(),
    tagged_by: uuid('tagged_by'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.doc_file_id, t.sign_id] }),
    foreignKey({ name: 'project_doc_file_signs_file_fk', columns: [t.company_id, t.doc_file_id], foreignColumns: [projectDocFiles.company_id, projectDocFiles.doc_file_id] }).onDelete('cascade'),
    foreignKey({ name: 'project_doc_file_signs_sign_fk', columns: [t.company_id, t.sign_id], foreignColumns: [projectDocSigns.company_id, projectDocSigns.sign_id] }).onDelete('cascade'),
    index('project_doc_file_signs_company_sign_idx').on(t.company_id, t.sign_id),
    index('project_doc_file_signs_company_tagger_idx').on(t.company_id, t.tagged_by),
  ],
);
