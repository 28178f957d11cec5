import { pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Global: a client system allowed to obtain signing keys (the web client is `web`). */
export const accessSystems = pgTable('access_systems', {
  system_no: text('system_no').primaryKey(),
  system_name: text('system_name').notNull(),
  auth_code_hash: text('auth_code_hash').notNull(),
  status: smallint('status').notNull().default(1),
  created_at: ts('created_at').notNull().defaultNow(),
});

/** Global: issued signing keys. The secret is derived from the server master secret, never stored. */
export const signingKeys = pgTable('signing_keys', {
  key: text('key').primaryKey(),
  system_no: text('system_no').notNull(),
  created_at: ts('created_at').notNull().defaultNow(),
  expires_at: ts('expires_at').notNull(),
  revoked_at: ts('revoked_at'),
});

/** Global: server-wide secrets generated once and shared by every node (e.g. the signing master secret). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  created_at: ts('created_at').notNull().defaultNow(),
});
