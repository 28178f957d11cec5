import { and, desc, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { ApiClient } from '@zhuyun/client';
import { isStrongPassword, routes } from '@zhuyun/contracts';
import type { Db } from '../db/client';
import { companies, companyMembers, departments, jobUsers, jobs, smsCodes, users } from '../db/schema';
import { generateInviteCode } from '../modules/company/invite-code';
import { hashPassword } from '../platform/passwords';

/**
 * Rows a test arranges directly in its own database (each test file has a fresh one), with values unique within the
 * file so tests that change state never share it.
 */
let counter = 0;
const next = () => ++counter;

/** A mainland mobile number no other test of this file uses (the demo seed uses 1380000000x). */
export const uniquePhone = (): string => `139${String(next()).padStart(8, '0')}`;

export const uniqueUserNo = (prefix = 'user'): string => `${prefix}${next()}`;

export const STRONG_PASSWORD = 'Str0ng!Passw0rd';

// One real argon2id hash per distinct fixture password, shared by the users that have it: each hash costs tens of
// milliseconds of CPU, and verifying a shared hash is exactly as real as verifying a fresh one.
const hashes = new Map<string, Promise<string>>();
const fixtureHash = (password: string): Promise<string> => {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
};

export interface TestUser {
  user_id: string;
  user_no: string;
  password: string;
  phone: string;
  user_name: string;
}

export async function createUser(
  db: Db,
  fields: Partial<Pick<TestUser, 'user_no' | 'password' | 'phone' | 'user_name'>> & { status?: number; user_type?: number } = {},
): Promise<TestUser> {
  const user: TestUser = {
    user_id: uuidv7(),
    user_no: fields.user_no ?? uniqueUserNo(),
    password: fields.password ?? STRONG_PASSWORD,
    phone: fields.phone ?? uniquePhone(),
    user_name: fields.user_name ?? `测试用户${next()}`,
  };
  await db.insert(users).values({
    ...user,
    password_hash: await fixtureHash(user.password),
    pwd_strong: isStrongPassword(user.password),
    status: fields.status ?? 1,
    user_type: fields.user_type ?? 4,
  });
  return user;
}

export async function userRow(db: Db, where: { user_no?: string; phone?: string; user_id?: string }) {
  const condition = where.user_id
    ? eq(users.user_id, where.user_id)
    : where.phone
      ? eq(users.phone, where.phone)
      : eq(users.user_no, where.user_no as string);
  const [row] = await db.select().from(users).where(condition);
  return row;
}

export interface TestUnit {
  company_id: string;
  org_id: string;
  dept_id: string;
  invite_code: string;
}

/** A unit with its root org and one department, as the units module would make it. */
export async function createUnit(
  db: Db,
  fields: { company_name: string; company_domain?: string; status?: number; company_type?: number; area?: { province_no: string; city_no: string; area_no: string } },
): Promise<TestUnit> {
  const unit: TestUnit = { company_id: uuidv7(), org_id: uuidv7(), dept_id: uuidv7(), invite_code: generateInviteCode() };
  await db.insert(companies).values({
    company_id: unit.company_id,
    company_name: fields.company_name,
    company_domain: fields.company_domain ?? null,
    platform_name: `${fields.company_name}平台`,
    login_name: `${fields.company_name}登录`,
    company_type: fields.company_type ?? 2,
    show_logo_status: 0,
    status: fields.status ?? 3,
    org_id: unit.org_id,
    invite_code: unit.invite_code,
    ...fields.area,
  });
  await db.insert(departments).values([
    { company_id: unit.company_id, dept_id: unit.org_id, parent_id: null, dept_type: 1, dept_name: fields.company_name },
    { company_id: unit.company_id, dept_id: unit.dept_id, parent_id: unit.org_id, dept_type: 2, dept_name: '工程部' },
  ]);
  return unit;
}

export async function createCompany(db: Db, fields: { company_name: string; company_domain?: string; status?: number }) {
  return (await createUnit(db, fields)).company_id;
}

/** An approved membership holding a new job of the unit's first department, joined at `joinedAt`. */
export async function addMember(db: Db, companyId: string, userId: string, joinedAt = new Date(), jobName = '施工员', isAdmin = false) {
  const job_id = uuidv7();
  const [dept] = await db
    .select({ dept_id: departments.dept_id })
    .from(departments)
    .where(and(eq(departments.company_id, companyId), eq(departments.dept_type, 2)))
    .limit(1);
  if (!dept) throw new Error('addMember: the unit has no department; make it with createUnit');
  await db.insert(jobs).values({ company_id: companyId, job_id, dept_id: dept.dept_id, job_name: jobName });
  await db.insert(companyMembers).values({ company_id: companyId, user_id: userId, status: 3, job_id, is_admin: isAdmin, created_at: joinedAt });
  await db.insert(jobUsers).values({ company_id: companyId, job_id, user_id: userId });
  return job_id;
}

/** The newest code the outbox "sent" to a phone, read as a developer would: GET /api/dev/sms-outbox. */
export async function latestCode(api: ApiClient, phone: string): Promise<string> {
  const { list } = await api.call(routes.readSmsOutbox, { phone });
  if (!list[0]) throw new Error(`no code was sent to ${phone}`);
  return list[0].code;
}

/** Sends a code through the API and answers it from the outbox. */
export async function sendCode(api: ApiClient, phone: string, usage_code: 1 | 2): Promise<string> {
  await api.call(routes.sendCode, { phone, usage_code });
  return latestCode(api, phone);
}

export async function codeRows(db: Db, phone: string) {
  return db.select().from(smsCodes).where(eq(smsCodes.phone, phone)).orderBy(desc(smsCodes.created_at));
}

/** Pretends earlier codes were sent `agoMs` ago, so the send limits can be tested without waiting. */
export async function insertPastCodes(db: Db, phone: string, agesMs: number[], usage_code = 1) {
  const now = Date.now();
  for (const age of agesMs) {
    await db.insert(smsCodes).values({
      id: uuidv7(),
      phone,
      usage_code,
      code_hash: 'x'.repeat(64),
      created_at: new Date(now - age),
      expires_at: new Date(now - age + 300_000),
      used_at: new Date(now - age + 1_000),
    });
  }
}
