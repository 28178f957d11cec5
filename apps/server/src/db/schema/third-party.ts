import { index, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Global: single-use secrets with a short life — hand-over short tokens, OAuth states, the bind panel's unique_token
 * and the dev provider's authorisation codes. Only the SHA-256 of the secret is kept; `used_at` makes each one
 * redeemable once (a conditional UPDATE … RETURNING claims it).
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    token_hash: text('token_hash').primaryKey(),
    /** short_token | oauth_state | unique_token | dev_code */
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
    expires_at: ts('expires_at').notNull(),
    used_at: ts('used_at'),
  },
  (t) => [index('one_time_tokens_expires_idx').on(t.expires_at)],
);

/** Global: a person's third-party account (third_type 2: WeChat) bound to their platform account. */
export const thirdPartyAccounts = pgTable(
  'third_party_accounts',
  {
    id: uuid('id').primaryKey(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.user_id),
    third_type: smallint('third_type').notNull(),
    /** Which OAuth provider vouched for the identity: `wechat`, or `dev` outside production. */
    provider: text('provider').notNull(),
    open_id: text('open_id').notNull(),
    union_id: text('union_id'),
    nick_name: text('nick_name'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('third_party_accounts_identity_key').on(t.provider, t.open_id),
    uniqueIndex('third_party_accounts_user_key').on(t.user_id, t.provider, t.third_type),
  ],
);
