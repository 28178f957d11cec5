import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyMembers, jobUsers, jobs } from '../../db/schema';
import { inSystemScope } from '../../db/scope';

/** The units a person belongs to (any review status), with the names of the jobs they hold in each. */
export async function unitsOf(db: Db, userId: string) {
  // A person's own units, across units: the system scope `my-units` (decision 024).
  return inSystemScope('my-units', () => unitsIn(db, userId));
}

async function unitsIn(db: Db, userId: string) {
  const memberships = await db
    .select({
      company_id: companyMembers.company_id,
      company_name: companies.company_name,
      status: companyMembers.status,
      is_admin: companyMembers.is_admin,
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.company_id, companyMembers.company_id))
    .where(eq(companyMembers.user_id, userId))
    .orderBy(asc(companyMembers.created_at));
  const held = await db
    .select({ company_id: jobUsers.company_id, job_name: jobs.job_name })
    .from(jobUsers)
    .innerJoin(jobs, and(eq(jobs.company_id, jobUsers.company_id), eq(jobs.job_id, jobUsers.job_id)))
    .where(eq(jobUsers.user_id, userId))
    .orderBy(asc(jobs.sort_no), asc(jobs.job_name));
  return memberships.map((m) => ({ ...m, job_names: held.filter((h) => h.company_id === m.company_id).map((h) => h.job_name) }));
}
