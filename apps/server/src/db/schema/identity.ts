import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Global: a person who can sign in. Passwords are argon2id hashes; a phone-registered user may have none yet. */
export const users = pgTable(
  'users',
  {
    user_id: uuid('user_id').primaryKey(),
    user_no: text('user_no'),
    user_name: text('user_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    password_hash: text('password_hash'),
    pwd_strong: boolean('pwd_strong').notNull().default(false),
    user_type: smallint('user_type').notNull().default(4),
    /** 1 active, 2 frozen. */
    status: smallint('status').notNull().default(1),
    is_platform_admin: boolean('is_platform_admin').notNull().default(false),
    failed_logins: integer('failed_logins').notNull().default(0),
    failed_since: ts('failed_since'),
    locked_until: ts('locked_until'),
    default_company_id: uuid('default_company_id'),
    /** My avatar: an image I uploaded (files/<id>), shown through a signed link (issue 19 item 7). */
    avatar: text('avatar'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_user_no_key').on(sql`lower(${t.user_no})`),
    uniqueIndex('users_phone_key').on(t.phone),
  ],
);

/** Global: one signed-in session; the token itself is never stored, only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    session_id: uuid('session_id').primaryKey(),
    token_hash: text('token_hash').notNull(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.user_id),
    company_id: uuid('company_id'),
    org_id: uuid('org_id'),
    job_id: uuid('job_id'),
    platform: text('platform').notNull().default('web'),
    created_at: ts('created_at').notNull().defaultNow(),
    last_seen_at: ts('last_seen_at').notNull().defaultNow(),
    expires_at: ts('expires_at').notNull(),
    ended_at: ts('ended_at'),
    end_reason: text('end_reason'),
    /** Where the session was started (My sessions, issue 15): the client's address and its User-Agent, cut short. */
    ip: text('ip'),
    device: text('device'),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.token_hash), index('sessions_user_idx').on(t.user_id)],
);
