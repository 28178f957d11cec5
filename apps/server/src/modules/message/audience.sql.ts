import { sql, type SQL } from 'drizzle-orm';

/**
 * Whether a published news item or notice (alias `n`, table msg_news or msg_notify) reaches a person (`userId`, a
 * member of n's company): audience 1 the whole unit; 2 its departments, 3 its jobs (the person holds a job there);
 * 4 projects: the unit's people who are members of one of those projects (/memberManage, project_members).
 */
export function reaches(userId: SQL | string): SQL {
  const user = typeof userId === 'string' ? sql`${userId}::uuid` : userId;
  const myJobs = sql`(select ju.job_id from job_users ju where ju.company_id = n.company_id and ju.user_id = ${user}
    union select mm.job_id from company_members mm where mm.company_id = n.company_id and mm.user_id = ${user} and mm.job_id is not null)`;
  return sql`(n.audience_type = 1
    or (n.audience_type = 4 and exists (select 1 from project_members pm where pm.company_id = n.company_id and pm.user_id = ${user} and pm.project_id = any(n.audience_ids)))
    or (n.audience_type = 3 and exists (select 1 from ${myJobs} mj where mj.job_id = any(n.audience_ids)))
    or (n.audience_type = 2 and exists (select 1 from jobs j where j.company_id = n.company_id and j.job_id in ${myJobs} and j.dept_id = any(n.audience_ids))))`;
}

/** Approved members of a company (ARCHITECTURE.md "Statuses": 3 approved). */
export const APPROVED = 3;
