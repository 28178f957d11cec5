import { bigint, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { files } from './files';
import { users } from './identity';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Global: the platform's releases (spec-2 §7.3): the app's for android and ios (with their package) and the web's
 * release notes. `channel` is derived, so the two pages filter with one equality.
 */
export const appVersions = pgTable(
  'app_versions',
  {
    version_id: uuid('version_id').primaryKey(),
    platform: text('platform').notNull(),
    channel: text('channel')
      .notNull()
      .generatedAlwaysAs(sql`case when platform = 'web' then 'web' else 'app' end`),
    version_no: text('version_no').notNull(),
    notes: text('notes').notNull(),
    force_update: smallint('force_update').notNull().default(0),
    publish_status: smallint('publish_status').notNull().default(0),
    package_file_id: uuid('package_file_id').references(() => files.file_id),
    package_name: text('package_name'),
    package_size: bigint('package_size', { mode: 'number' }),
    published_at: ts('published_at'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('app_versions_platform_version_no_key').on(t.platform, t.version_no), index('app_versions_latest_idx').on(t.platform, t.publish_status, t.published_at)],
);

/** Global: the last web release whose notes each person has seen (the dialog shows once per release). */
export const versionReads = pgTable('version_reads', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.user_id, { onDelete: 'cascade' }),
  version_id: uuid('version_id')
    .notNull()
    .references(() => appVersions.version_id, { onDelete: 'cascade' }),
  read_at: ts('read_at').notNull().defaultNow(),
});
