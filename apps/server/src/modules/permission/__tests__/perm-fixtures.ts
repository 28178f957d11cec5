import { companyMembers, jobUsers } from '../../../db/schema';
import type { Db } from '../../../db/client';
import type { MenuNode, ObjectNode } from '@zhuyun/contracts';
import type { TestApp } from '../../../testing/test-app';

/** Puts a user on an existing job of a unit, as an approved member whose current post it is. */
export async function placeOnJob(db: Db, companyId: string, userId: string, jobId: string): Promise<void> {
  await db.insert(companyMembers).values({ company_id: companyId, user_id: userId, status: 3, job_id: jobId, is_admin: false });
  await db.insert(jobUsers).values({ company_id: companyId, job_id: jobId, user_id: userId });
}

export type Api = ReturnType<TestApp['client']>['api'];

export async function signIn(t: TestApp, user: { user_no: string; password: string }): Promise<Api> {
  const client = t.client();
  await client.loginAs(user.user_no, user.password);
  return client.api;
}

/** Every route_url in a menu tree. */
export function routesOf(nodes: MenuNode[]): string[] {
  return nodes.flatMap((n) => [...(n.route_url ? [n.route_url] : []), ...routesOf(n.children_list)]);
}

export function objectNosOf(nodes: ObjectNode[]): string[] {
  return nodes.flatMap((n) => [n.object_no, ...objectNosOf(n.children_list)]);
}

export function findObject(nodes: ObjectNode[], no: string): ObjectNode | undefined {
  for (const n of nodes) {
    if (n.object_no === no) return n;
    const inner = findObject(n.children_list, no);
    if (inner) return inner;
  }
  return undefined;
}
