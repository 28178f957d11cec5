import { and, eq } from 'drizzle-orm';
import { schedule } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema';
import { fail } from '../../platform/errors';

/** A section, plan or directory belongs to one of the session's company's projects; another company's is 10002. */
export async function assertProjectOfCompany(db: Db, companyId: string, projectId: string): Promise<void> {
  const [found] = await db
    .select({ id: projects.project_id })
    .from(projects)
    .where(and(eq(projects.company_id, companyId), eq(projects.project_id, projectId)));
  if (!found) throw fail.notFound(schedule.ScheduleMsg.projectNotFound);
}

/** Start and end, when both are given, in order. */
export function assertDateOrder(start: string | null | undefined, end: string | null | undefined): void {
  if (start && end && end < start) throw fail.validation(schedule.ScheduleMsg.endBeforeStart);
}
