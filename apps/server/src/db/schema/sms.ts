import { index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Global: verification codes, stored hashed, single use, bound to phone and usage. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: uuid('id').primaryKey(),
    phone: text('phone').notNull(),
    usage_code: smallint('usage_code').notNull(),
    code_hash: text('code_hash').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
    expires_at: ts('expires_at').notNull(),
    used_at: ts('used_at'),
    wrong_tries: integer('wrong_tries').notNull().default(0),
    request_ip: text('request_ip'),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.created_at)],
);

/** Global: what the `outbox` SMS provider "sent" (development and demo only). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey(),
    phone: text('phone').notNull(),
    template_no: text('template_no'),
    usage_code: smallint('usage_code').notNull(),
    code: text('code').notNull(),
    /** The text of a notification SMS (usage_code 0; code is then empty). */
    content: text('content'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phone, t.created_at)],
);
