/**
 * The model library (spec-2 §7.3 "Other", issue 17 item 4): models of a unit, each with numbered versions whose files
 * (GLB, glTF, IFC) live in `files`. The newest version is current; older ones stay readable.
 *
 * Tenancy: company_id first in every key and index; reads always filter by the session's company.
 */
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './company';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const company = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.company_id);

/** Tenant: a model (a building, a structure …), optionally of one project. */
export const models = pgTable(
  'models',
  {
    company_id: company(),
    model_id: uuid('model_id').notNull(),
    model_name: text('model_name').notNull(),
    project_id: uuid('project_id'),
    remark: text('remark'),
    created_by: uuid('created_by'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.model_id] }),
    index('models_company_updated_idx').on(t.company_id, t.updated_at, t.model_id),
    index('models_company_project_idx').on(t.company_id, t.project_id),
  ],
);

/** Tenant: one version of a model: its number (1, 2 … per model), its file and who uploaded it. */
export const modelVersions = pgTable(
  'model_versions',
  {
    company_id: company(),
    version_id: uuid('version_id').notNull(),
    model_id: uuid('model_id').notNull(),
    version_no: integer('version_no').notNull(),
    model_format: text('model_format').notNull(),
    file_id: uuid('file_id').notNull(),
    note: text('note'),
    uploader_id: uuid('uploader_id'),
    uploader_name: text('uploader_name'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.version_id] }),
    // One number per model: two concurrent saves cannot both take the same next number.
    uniqueIndex('model_versions_company_model_no_idx').on(t.company_id, t.model_id, t.version_no),
  ],
);
