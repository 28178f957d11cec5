import type { Readable } from 'node:stream';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { MAX_PEOPLE_IMPORT_ROWS, PEOPLE_SHEET_COLUMNS, PeopleImportMsg } from '@zhuyun/contracts';
import type { Db, Tx } from '../../db/client';
import { departments, jobs, users } from '../../db/schema';
import { AppError, fail } from '../../platform/errors';
import { readUploadedSheetRows } from '../../platform/xlsx/xlsx-rows';
import { checkPeopleHeader, parsePersonRow, type ParsedPerson, type PeopleRowError, type UnitPosts } from './people-sheet';

const CHECK_BATCH = 1_000;
/** Rows per INSERT … SELECT FROM unnest(…): one array per column, so a batch is a handful of parameters. */
const WRITE_BATCH = 5_000;
const header = (key: (typeof PEOPLE_SHEET_COLUMNS)[number]['key']) => PEOPLE_SHEET_COLUMNS.find((c) => c.key === key)!.header;

/** The unit's departments (below its root) by path and by unique name, and the posts of each. */
export async function loadUnitPosts(db: Db, companyId: string): Promise<UnitPosts & { pairs: { dept: string; job: string }[] }> {
  const depts = await db
    .select({ dept_id: departments.dept_id, parent_id: departments.parent_id, dept_name: departments.dept_name, dept_type: departments.dept_type })
    .from(departments)
    .where(eq(departments.company_id, companyId))
    .orderBy(asc(departments.sort_no), asc(departments.dept_name));
  const byId = new Map(depts.map((d) => [d.dept_id, d]));
  const pathOf = (id: string): string => {
    const names: string[] = [];
    for (let d = byId.get(id); d && d.dept_type !== 1 && names.length < 50; d = d.parent_id ? byId.get(d.parent_id) : undefined) names.unshift(d.dept_name);
    return names.join('/');
  };
  const deptByPath = new Map<string, string>();
  const nameCount = new Map<string, number>();
  for (const d of depts) if (d.dept_type !== 1) nameCount.set(d.dept_name, (nameCount.get(d.dept_name) ?? 0) + 1);
  for (const d of depts) {
    if (d.dept_type === 1) continue;
    deptByPath.set(pathOf(d.dept_id), d.dept_id);
    if (nameCount.get(d.dept_name) === 1 && !deptByPath.has(d.dept_name)) deptByPath.set(d.dept_name, d.dept_id);
  }
  const posts = await db
    .select({ job_id: jobs.job_id, dept_id: jobs.dept_id, job_name: jobs.job_name })
    .from(jobs)
    .where(eq(jobs.company_id, companyId))
    .orderBy(asc(jobs.sort_no), asc(jobs.job_name));
  const jobByDept = new Map<string, Map<string, string>>();
  for (const p of posts) {
    const named = jobByDept.get(p.dept_id) ?? new Map<string, string>();
    if (!named.has(p.job_name)) named.set(p.job_name, p.job_id);
    jobByDept.set(p.dept_id, named);
  }
  const pairs = depts
    .filter((d) => d.dept_type !== 1)
    .flatMap((d) => [...(jobByDept.get(d.dept_id)?.keys() ?? [])].map((job) => ({ dept: pathOf(d.dept_id), job })));
  return { deptByPath, jobByDept, pairs };
}

export interface PeopleImportResult {
  imported: number;
  errors: PeopleRowError[];
}

/**
 * Reads the workbook, checks every row (in the file and against accounts that exist), and writes all people in one
 * transaction — or nobody when any row is bad. Imported people have no password (decision 023): they sign in with a
 * code to their phone.
 */
export async function importPeople(db: Db, companyId: string, file: Readable): Promise<PeopleImportResult> {
  const posts = await loadUnitPosts(db, companyId);
  const errors: PeopleRowError[] = [];
  const people: ParsedPerson[] = [];
  const phones = new Map<string, number>();
  const userNos = new Map<string, number>();
  let headerSeen = false;
  try {
    for await (const row of readUploadedSheetRows(file)) {
      if (!headerSeen) {
        headerSeen = true;
        const bad = checkPeopleHeader(row.values);
        if (bad) return { imported: 0, errors: [bad] };
        continue;
      }
      if (row.values.every((v) => v === null || v === undefined || String(v).trim() === '')) continue;
      if (people.length + errors.length >= MAX_PEOPLE_IMPORT_ROWS) throw fail.validation(PeopleImportMsg.tooManyRows);
      const parsed = parsePersonRow(row.values, row.number, posts);
      errors.push(...parsed.errors);
      const p = parsed.person;
      if (!p) continue;
      const samePhone = phones.get(p.phone);
      const sameNo = p.user_no ? userNos.get(p.user_no.toLowerCase()) : undefined;
      if (samePhone !== undefined) errors.push({ row: p.rowNo, user_name: p.user_name, column: header('phone'), reason: `${PeopleImportMsg.phoneDuplicate}（第${samePhone}行）` });
      if (sameNo !== undefined) errors.push({ row: p.rowNo, user_name: p.user_name, column: header('user_no'), reason: `${PeopleImportMsg.userNoDuplicate}（第${sameNo}行）` });
      if (samePhone !== undefined || sameNo !== undefined) continue;
      phones.set(p.phone, p.rowNo);
      if (p.user_no) userNos.set(p.user_no.toLowerCase(), p.rowNo);
      people.push(p);
    }
  } catch (error) {
    // Our refusals and the upload's size limit keep their answer; anything the reader throws means "not an xlsx".
    if (error instanceof AppError || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw error;
    throw fail.validation(PeopleImportMsg.fileNotXlsx);
  }
  if (!headerSeen) return { imported: 0, errors: [{ row: 1, user_name: '', column: header('user_name'), reason: PeopleImportMsg.headerInvalid }] };
  if (!people.length && !errors.length) return { imported: 0, errors: [{ row: 2, user_name: '', column: header('user_name'), reason: PeopleImportMsg.noRows }] };

  // Accounts that exist already (checked here for row-level answers; the unique indexes still guard races).
  for (let i = 0; i < people.length; i += CHECK_BATCH) {
    const chunk = people.slice(i, i + CHECK_BATCH);
    const takenPhones = new Set(
      (await db.select({ phone: users.phone }).from(users).where(inArray(users.phone, chunk.map((p) => p.phone)))).map((r) => r.phone),
    );
    const nos = chunk.filter((p) => p.user_no).map((p) => (p.user_no as string).toLowerCase());
    const takenNos = nos.length
      ? new Set(
          (
            await db
              .select({ user_no: sql<string>`lower(${users.user_no})` })
              .from(users)
              .where(inArray(sql`lower(${users.user_no})`, nos))
          ).map((r) => r.user_no),
        )
      : new Set<string>();
    for (const p of chunk) {
      if (takenPhones.has(p.phone)) errors.push({ row: p.rowNo, user_name: p.user_name, column: header('phone'), reason: PeopleImportMsg.phoneTaken });
      if (p.user_no && takenNos.has(p.user_no.toLowerCase())) errors.push({ row: p.rowNo, user_name: p.user_name, column: header('user_no'), reason: PeopleImportMsg.userNoTaken });
    }
  }
  if (errors.length) return { imported: 0, errors: errors.sort((a, b) => a.row - b.row) };

  await db.transaction(async (tx) => {
    for (let i = 0; i < people.length; i += WRITE_BATCH) await insertBatch(tx, companyId, people.slice(i, i + WRITE_BATCH));
  });
  return { imported: people.length, errors: [] };
}

/**
 * One batch as three statements whose parameters are column arrays: the accounts (no password, their default unit
 * this one), their approved memberships with the post as current job, and the post each holds.
 */
async function insertBatch(tx: Tx, companyId: string, people: ParsedPerson[]): Promise<void> {
  const ids = people.map(() => uuidv7());
  const col = (values: unknown[]) => sql.param(values);
  await tx.execute(sql`
    insert into ${users} (user_id, user_no, user_name, phone, default_company_id)
    select u.user_id, u.user_no, u.user_name, u.phone, ${companyId}::uuid from unnest(
      ${col(ids)}::uuid[], ${col(people.map((p) => p.user_no))}::text[], ${col(people.map((p) => p.user_name))}::text[],
      ${col(people.map((p) => p.phone))}::text[]) as u(user_id, user_no, user_name, phone)`);
  await tx.execute(sql`
    insert into company_members (company_id, user_id, status, is_admin, job_id)
    select ${companyId}::uuid, m.user_id, 3, false, m.job_id from unnest(${col(ids)}::uuid[], ${col(people.map((p) => p.job_id))}::uuid[]) as m(user_id, job_id)`);
  await tx.execute(sql`
    insert into job_users (company_id, job_id, user_id)
    select ${companyId}::uuid, m.job_id, m.user_id from unnest(${col(ids)}::uuid[], ${col(people.map((p) => p.job_id))}::uuid[]) as m(user_id, job_id)`);
}
