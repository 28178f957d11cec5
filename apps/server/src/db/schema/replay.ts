import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Global: the replay cache for several nodes without Redis. Created UNLOGGED by its migration: losing it in a crash
 * only reopens a window that the 300 s timestamp check already closes.
 */
export const replayNonces = pgTable('replay_nonces', {
  nonce_key: text('nonce_key').primaryKey(),
  expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});
