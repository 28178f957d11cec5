import { and, eq } from 'drizzle-orm';
import { members } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema';
import { fail } from '../../platform/errors';

/** A row's project is one of the session's company's projects; another company's reads as missing (10002). */
export async function assertProject(db: Db, companyId: string, projectId: string, lock = false): Promise<void> {
  const query = db
    .select({ id: projects.project_id })
    .from(projects)
    .where(and(eq(projects.company_id, companyId), eq(projects.project_id, projectId)));
  // Locking the project serialises the writes that must keep a manager on it (unbind, a manager's role change).
  const [found] = lock ? await query.for('update') : await query;
  if (!found) throw fail.notFound(members.MembersMsg.projectNotFound);
}

/** Start and end, when both are given, in order. */
export function assertOrder(start: string | null | undefined, end: string | null | undefined, message: string): void {
  if (start && end && end < start) throw fail.validation(message);
}
