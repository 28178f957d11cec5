import { uuidv7 } from 'uuidv7';
import { companyMembers, jobUsers, jobs } from '../../../db/schema';
import { DemoIds } from '../../../db/seed/demo.seed';
import { signedIn, type ApiClient } from '../../../testing/binary-client';
import { createUser } from '../../../testing/fixtures';
import type { TestApp } from '../../../testing/test-app';

/**
 * A member of the demo unit holding a new job of a department (工程部 by default) that no permission template names:
 * they see only their own messages.
 */
export async function demoMember(t: TestApp, deptId: string = DemoIds.engineeringDept): Promise<{ api: ApiClient; userId: string }> {
  const { db } = t.database;
  const user = await createUser(db);
  const jobId = uuidv7();
  await db.insert(jobs).values({ company_id: DemoIds.company, job_id: jobId, dept_id: deptId, job_name: '无权限岗位' });
  await db.insert(companyMembers).values({ company_id: DemoIds.company, user_id: user.user_id, status: 3, job_id: jobId });
  await db.insert(jobUsers).values({ company_id: DemoIds.company, job_id: jobId, user_id: user.user_id });
  return { api: await signedIn(t, user), userId: user.user_id };
}
