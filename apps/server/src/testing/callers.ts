import { DemoIds } from '../db/seed/demo.seed';
import { DEMO, otherCompany, signedIn, type ApiClient } from './binary-client';
import { addMember, createUser } from './fixtures';
import { createTestApp, type TestApp } from './test-app';

export interface FamilyCallers {
  t: TestApp;
  /** The demo unit's administrator. */
  admin: ApiClient;
  /** Another company's administrator: every demo id must read as not found for it. */
  other: ApiClient;
  /** A demo member whose job grants no page object: every guarded write is 10403 for it. */
  unpermitted: ApiClient;
}

/** The app and the three callers a family's API test asks its questions as (happy path, 10002, 10403). */
export async function familyCallers(jobName = '无权限岗位'): Promise<FamilyCallers> {
  const t = await createTestApp();
  const admin = await signedIn(t, DEMO);
  const other = (await otherCompany(t)).api;
  const user = await createUser(t.database.db);
  await addMember(t.database.db, DemoIds.company, user.user_id, new Date(), jobName);
  return { t, admin, other, unpermitted: await signedIn(t, user) };
}
