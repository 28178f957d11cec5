import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { routes } from '@zhuyun/contracts';
import { companies } from '../../db/schema';
import { registerRoute } from '../../platform/http/register-route';
import { pageWindow } from '../../platform/paging';
import type { Platform } from '../../platform/platform';
import { pageOf } from '../../platform/tenant';
import { myApplies, myAuditRecords, myJobs, pageObjects } from './my-records.repo';

/** Filters and one page of a person's own (short) list. */
function pageOfMine<T extends { kind: string; status: number }>(
  all: T[],
  input: { kind?: string; status?: number; is_page?: number; page?: number; page_size?: number },
  setMsg: (msg: string) => void,
) {
  const window = pageWindow(input);
  const kept = all.filter((r) => (input.kind === undefined || r.kind === input.kind) && (input.status === undefined || r.status === input.status));
  return pageOf(window, kept.slice(window.offset, window.offset + window.limit), kept.length, setMsg);
}

/** /auditRecords, /myapply and /MyLimit (issue 19 item 7): what a person reads about themselves, across units. */
export function registerMyRecordRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;

  registerRoute(app, platform, routes.getMyAuditRecords, {
    systemScope: 'my-records', // a person's own records across units (decision 024)
    handler: async ({ input, session, setMsg }) => pageOfMine(await myAuditRecords(db, session.userId), input, setMsg),
  });

  registerRoute(app, platform, routes.getMyApplies, {
    systemScope: 'my-records', // a person's own records across units (decision 024)
    handler: async ({ input, session, setMsg }) => pageOfMine(await myApplies(db, session.userId), input, setMsg),
  });

  registerRoute(app, platform, routes.getMyLimit, {
    handler: async ({ session }) => {
      if (!session.companyId) return { company_name: null, is_admin: false, jobs: [], pages: [] };
      const [unit] = await db.select({ company_name: companies.company_name }).from(companies).where(eq(companies.company_id, session.companyId));
      const jobs = await myJobs(db, session.companyId, session.userId);
      // What the current job opens, by the same policy every guarded call asks (administrators hold every page).
      const holds = await platform.access.held(session);
      const pages = (await pageObjects(db)).filter((p) => holds(p.object_no));
      return {
        company_name: unit?.company_name ?? null,
        is_admin: session.company?.is_admin === true,
        jobs: jobs.map((j) => ({ ...j, is_current: j.job_id === session.jobId })),
        pages,
      };
    },
  });
}
