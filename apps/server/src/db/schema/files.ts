import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Global: an uploaded file. It is stored under a generated name (stored_name) in FILE_STORAGE and read only through
 * short-lived signed links; its kind was checked from its content, not its name (ARCHITECTURE.md rule 10).
 */
export const files = pgTable(
  'files',
  {
    file_id: uuid('file_id').primaryKey(),
    owner_id: uuid('owner_id')
      .notNull()
      .references(() => users.user_id),
    company_id: uuid('company_id'),
    module: text('module').notNull(),
    file_name: text('file_name').notNull(),
    stored_name: text('stored_name').notNull(),
    mime: text('mime').notNull(),
    size_bytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('files_owner_idx').on(t.owner_id, t.created_at)],
);
