import { uuidv7 } from 'uuidv7';
import { Msg } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { companies, companyMembers, departments, jobUsers, jobs } from '../../db/schema';
import { generateInviteCode } from './invite-code';
import { DeptType, NEW_UNIT_DEPARTMENTS, UNIT_ADMIN_JOB } from './organisation-template';
import type { UnitsRepo } from './units.repo';

export interface NewUnit {
  company_name: string;
  small_name: string | null;
  company_type: number | null;
  business_types: string[];
  area_id: number;
  province_no: string;
  city_no: string | null;
  area_no: string | null;
  addr: string;
  jd: number | null;
  wd: number | null;
  company_logo?: string | null;
  company_domain?: string | null;
  status: number;
}

/**
 * Writes a unit as every way of making one needs it (created on the units page, or approved from a company
 * application): its root org, the usual departments and posts, a unique invite code, and its founder as unit
 * administrator holding 单位管理员. One transaction.
 */
export async function insertUnit(db: Db, repo: UnitsRepo, founderId: string, unit: NewUnit) {
  const company_id = uuidv7();
  const org_id = uuidv7();
  const planned = NEW_UNIT_DEPARTMENTS.map((d, i) => ({
    dept_id: uuidv7(),
    dept_name: d.dept_name,
    sort_no: i + 1,
    jobs: d.jobs.map((job_name, j) => ({ job_id: uuidv7(), job_name, sort_no: j + 1 })),
  }));
  const adminJob = planned.flatMap((d) => d.jobs).find((j) => j.job_name === UNIT_ADMIN_JOB);
  let invite_code = generateInviteCode();

  await db.transaction(async (tx) => {
    while (await repo.inviteCodeTaken(invite_code, tx)) invite_code = generateInviteCode();
    await tx.insert(companies).values({
      company_id,
      ...unit,
      platform_name: Msg.defaultPlatformName,
      login_name: unit.company_name,
      show_logo_status: unit.company_logo ? 1 : 0,
      invite_code,
      org_id,
      created_by: founderId,
      reviewed_at: unit.status === 3 ? new Date() : null,
    });
    await tx.insert(departments).values([
      { company_id, dept_id: org_id, parent_id: null, dept_type: DeptType.org, dept_name: unit.company_name, created_by: founderId },
      ...planned.map((d) => ({
        company_id,
        dept_id: d.dept_id,
        parent_id: org_id,
        dept_type: DeptType.department,
        dept_name: d.dept_name,
        sort_no: d.sort_no,
        created_by: founderId,
      })),
    ]);
    await tx.insert(jobs).values(planned.flatMap((d) => d.jobs.map((j) => ({ company_id, dept_id: d.dept_id, ...j }))));
    await tx.insert(companyMembers).values({ company_id, user_id: founderId, status: 3, is_admin: true, job_id: adminJob?.job_id ?? null });
    if (adminJob) await tx.insert(jobUsers).values({ company_id, job_id: adminJob.job_id, user_id: founderId });
  });
  return { company_id, org_id, status: unit.status, invite_code };
}
