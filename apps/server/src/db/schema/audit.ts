import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One entry of the tamper-evident audit trail (issue 15, docs/decisions/021). Entries form one SHA-256 chain per
 * company (`chain` is the company id, or 'platform' for events outside any unit): each entry's hash covers its own
 * fields and the previous entry's hash, so editing, removing or reordering a row breaks the chain at that row.
 * Rows are only ever inserted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    entry_id: uuid('entry_id').primaryKey(),
    chain: text('chain').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    company_id: uuid('company_id'),
    at: ts('at').notNull(),
    actor_id: uuid('actor_id'),
    actor_name: text('actor_name'),
    /** create, update, delete, sign_in, sign_in_failed, sign_out, switch_unit, approve, reject … (AuditAction). */
    action: text('action').notNull(),
    object_type: text('object_type').notNull(),
    object_id: text('object_id'),
    /** SHA-256 of the object before and after the change (canonical JSON); null where there was none. */
    before_digest: text('before_digest'),
    after_digest: text('after_digest'),
    ip: text('ip'),
    device: text('device'),
    /** A short note: a refused sign-in's reason, a review's verdict. Never a secret. */
    detail: text('detail'),
    prev_hash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    uniqueIndex('audit_log_chain_seq_key').on(t.chain, t.seq),
    index('audit_log_company_at_idx').on(t.company_id, t.at),
  ],
);

/** The head of each chain: locked FOR UPDATE while an entry is appended, so concurrent appends queue per company. */
export const auditChainHeads = pgTable('audit_chain_heads', {
  chain: text('chain').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  hash: text('hash').notNull(),
});
