import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import { project } from '@zhuyun/contracts';
import { companies } from '../../db/schema';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import { likePattern } from '../../platform/query-helpers';
import { pageOf, tenantOf, windowOf } from '../../platform/tenant';

/** Approved (status 3) units of the platform, so a project can name them as participating units. */
const APPROVED = 3;

export function registerUnitCandidateRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;

  registerRoute(app, platform, project.getUnitCompanyList, {
    handler: async ({ input, session, setMsg }) => {
      tenantOf(session);
      const window = windowOf(input);
      const term = input.search?.trim();
      const where = and(
        eq(companies.status, APPROVED),
        term ? or(ilike(companies.company_name, likePattern(term)), ilike(companies.small_name, likePattern(term))) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            company_id: companies.company_id,
            company_name: companies.company_name,
            small_name: companies.small_name,
            company_type: companies.company_type,
          })
          .from(companies)
          .where(where)
          .orderBy(asc(companies.company_name), asc(companies.company_id))
          .limit(window.limit)
          .offset(window.offset),
        db.select({ n: count() }).from(companies).where(where),
      ]);
      return pageOf(window, rows, Number(total?.n ?? 0), setMsg);
    },
  });
}
