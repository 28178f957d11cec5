import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { businessSystems, companyApplications, joinRequests, personnelSubmissions, systemAuthorisations } from '../schema';
import { DemoIds } from './demo-organisation';
import { ParticipantDemoIds } from './participants.seed';

/** Fixed ids keep the seed idempotent (every insert is "on conflict do nothing"). */
export const PersonalDemoIds = {
  certApproved: '01900000-0000-7000-8000-000000030001',
  certRejected: '01900000-0000-7000-8000-000000030002',
  certPending: '01900000-0000-7000-8000-000000030003',
  companyApply: '01900000-0000-7000-8000-000000030011',
  joinRejected: '01900000-0000-7000-8000-000000030021',
  joinPending: '01900000-0000-7000-8000-000000030022',
} as const;

const HAMMER_SID = '01900000-0000-7000-8000-000000002006';
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

/**
 * The personal centre's and personnel review's demo data (issue 19 items 3 and 7), all the demo administrator's own,
 * so no other account or unit list changes: certificates approved, rejected and one waiting on /personnelAudit; a
 * rejected company application, joins to two partner units (one refused, one waiting) and a refused system
 * authorisation on /myapply.
 */
export async function seedPersonalDemo(db: Db): Promise<void> {
  const company_id = DemoIds.company;
  const user_id = DemoIds.demo;
  await db
    .insert(personnelSubmissions)
    .values([
      {
        company_id, submission_id: PersonalDemoIds.certApproved, user_id, real_name: '演示管理员', cert_name: '一级建造师注册证书', cert_no: '浙1332020202100001',
        cert_valid_until: '2029-06-30', cert_files: [], status: 3, reviewed_by: user_id, reviewed_at: daysAgo(20), created_at: daysAgo(21),
      },
      {
        company_id, submission_id: PersonalDemoIds.certRejected, user_id, real_name: '演示管理员', cert_name: '安全生产考核合格证书（B证）', cert_no: '浙建安B(2019)0012345',
        cert_valid_until: '2025-03-31', cert_files: [], status: 4, review_remark: '证书已过期，请上传有效期内的证书', reviewed_by: user_id, reviewed_at: daysAgo(6), created_at: daysAgo(7),
      },
      {
        company_id, submission_id: PersonalDemoIds.certPending, user_id, real_name: '演示管理员', cert_name: '特种作业操作证（高处作业）', cert_no: 'T330106198001010011',
        cert_valid_until: '2028-12-31', cert_files: [], remark: '新取得的证书，请审核', status: 2, created_at: daysAgo(1),
      },
    ])
    .onConflictDoNothing();
  await db
    .insert(companyApplications)
    .values({
      id: PersonalDemoIds.companyApply, user_id, phone: '13800000001', user_name: '演示管理员', job_name: '总经理', company_type: 4,
      company_name: '演示建设集团华东分公司', area_id: 330106, addr: '文三路 90 号 3 楼', legal_name: '王建华', credit_code: '91330106MA2B00001X',
      credit_img: 'files/00000000-0000-0000-0000-000000000000', status: 4, remark: '营业执照与单位名称不一致', reviewed_by: DemoIds.admin,
      reviewed_at: daysAgo(12), created_at: daysAgo(14),
    })
    .onConflictDoNothing();
  // Joins to partner units that have no organisation of their own in the demo: no membership, so no unit card.
  await db
    .insert(joinRequests)
    .values([
      {
        company_id: ParticipantDemoIds.supervisor, id: PersonalDemoIds.joinRejected, user_id, dept_id: PersonalDemoIds.joinRejected, job_id: PersonalDemoIds.joinRejected,
        status: 4, remark: '本单位暂不接收外单位人员', reviewed_at: daysAgo(9), created_at: daysAgo(10),
      },
      { company_id: ParticipantDemoIds.designer, id: PersonalDemoIds.joinPending, user_id, dept_id: PersonalDemoIds.joinPending, job_id: PersonalDemoIds.joinPending, status: 2, created_at: daysAgo(2) },
    ])
    .onConflictDoNothing();
  // The business systems are reference data; a database seeded without them (the scale seed) gets no authorisation.
  const [hammer] = await db.select({ sid: businessSystems.sid }).from(businessSystems).where(eq(businessSystems.sid, HAMMER_SID));
  if (!hammer) return;
  await db
    .insert(systemAuthorisations)
    .values({ company_id, sid: HAMMER_SID, status: 4, applied_by: user_id, applied_at: daysAgo(5), reviewed_by: DemoIds.admin, reviewed_at: daysAgo(4), remark: '请补充回弹仪检测资质' })
    .onConflictDoNothing();
}
