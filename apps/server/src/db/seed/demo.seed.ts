import { sql } from 'drizzle-orm';
import { isStrongPassword } from '@zhuyun/contracts';
import type { Db } from '../client';
import { companies, companyMembers, departments, jobs, jobUsers, users } from '../schema';
import { hashPassword } from '../../platform/passwords';
import { DemoIds, DemoInviteCode, demoDepartments, demoJobs } from './demo-organisation';
import { domainDemoSeeds } from './domain-demo-seeds';

export { DemoIds, DemoInviteCode } from './demo-organisation';

export const DemoAccounts = [
  { user_no: 'admin', password: 'Admin@2026zy!', phone: '13800000000', user_name: '平台管理员', role: '平台管理员', id: DemoIds.admin },
  { user_no: 'demo', password: 'Demo@2026zy!', phone: '13800000001', user_name: '演示管理员', role: '演示建设集团 单位管理员', id: DemoIds.demo },
  { user_no: 'worker', password: 'Worker@2026zy!', phone: '13800000002', user_name: '张工', role: '普通用户（尚未加入单位）', id: DemoIds.worker },
] as const;

/** The demo tenant: 演示建设集团 on localhost with its organisation, and the three accounts. Idempotent. */
export async function seedDemo(db: Db): Promise<void> {
  const existing = await db.select({ user_no: users.user_no }).from(users).where(sql`${users.user_no} in ('admin','demo','worker')`);
  const have = new Set(existing.map((r) => r.user_no));
  // Hash outside any transaction: a PGlite transaction must wait on nothing but the database.
  const fresh = await Promise.all(
    DemoAccounts.filter((a) => !have.has(a.user_no)).map(async (a) => ({ ...a, hash: await hashPassword(a.password) })),
  );
  await db.transaction(async (tx) => {
    await tx
      .insert(companies)
      .values({
        company_id: DemoIds.company,
        company_name: '演示建设集团',
        small_name: '演示建设',
        company_type: 4,
        business_types: ['1', '3'],
        company_domain: 'localhost',
        platform_name: '筑云智慧建造平台',
        login_name: '装配式建筑质量监管平台',
        company_logo: '/brand/demo-logo.svg',
        image_picture: '/brand/demo-login-bg.svg',
        show_logo_status: 1,
        primary_color: '#1677ff',
        area_id: 330106,
        province_no: '330000',
        city_no: '330100',
        area_no: '330106',
        addr: '文三路 90 号',
        jd: 120.1301,
        wd: 30.2793,
        invite_code: DemoInviteCode,
        org_id: DemoIds.rootOrg,
        created_by: DemoIds.demo,
        status: 3,
      })
      .onConflictDoNothing();
    await tx
      .insert(departments)
      .values(demoDepartments.map((d) => ({ company_id: DemoIds.company, ...d })))
      .onConflictDoNothing();
    await tx
      .insert(jobs)
      .values(demoJobs.map((j) => ({ company_id: DemoIds.company, ...j })))
      .onConflictDoNothing();
    for (const a of fresh) {
      await tx
        .insert(users)
        .values({
          user_id: a.id,
          user_no: a.user_no,
          user_name: a.user_name,
          phone: a.phone,
          password_hash: a.hash,
          pwd_strong: isStrongPassword(a.password),
          is_platform_admin: a.user_no === 'admin',
          default_company_id: a.user_no === 'demo' ? DemoIds.company : null,
        })
        .onConflictDoNothing();
    }
    await tx
      .insert(companyMembers)
      .values({ company_id: DemoIds.company, user_id: DemoIds.demo, status: 3, is_admin: true, job_id: DemoIds.adminJob })
      .onConflictDoNothing();
    await tx
      .insert(jobUsers)
      .values({ company_id: DemoIds.company, job_id: DemoIds.adminJob, user_id: DemoIds.demo })
      .onConflictDoNothing();
  });
  for (const seed of domainDemoSeeds) await seed.run(db);
}
