import type { FastifyInstance } from 'fastify';
import { Msg, user } from '@zhuyun/contracts';
import { fail } from '../../platform/errors';
import { registerRoute } from '../../platform/http/register-route';
import { pageWindow } from '../../platform/paging';
import { pageOf } from '../../platform/tenant';
import type { Platform } from '../../platform/platform';
import { CompanyUsersRepo } from './company-users.repo';
import { UserRepo } from './user.repo';
import { registerAccountRoutes } from './accounts.routes';
import { CompanyUsersFilterRepo } from './company-users-filter.repo';
import { userInfoOf } from './user-info';

export function registerUserRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;
  const users = new UserRepo(db);
  const companyUsers = new CompanyUsersRepo(db);
  const filteredUsers = new CompanyUsersFilterRepo(db);
  registerAccountRoutes(app, platform);

  registerRoute(app, platform, user.getUserInfo, {
    handler: async ({ input, session }) => {
      if (input.user_id && input.user_id !== session.userId) throw fail.notFound();
      return userInfoOf(session);
    },
  });

  registerRoute(app, platform, user.getUserDetail, {
    handler: async ({ session }) => {
      const row = await users.byId(session.userId);
      if (!row) throw fail.notFound();
      // The session's own unit only: never another unit's name when the session's membership has gone.
      const membership = session.companyId ? await users.startingMembership(row.user_id, session.companyId) : null;
      const companyName = membership?.company_id === session.companyId ? membership.company_name : null;
      return {
        user_id: row.user_id,
        user_no: row.user_no,
        user_name: row.user_name,
        phone: row.phone,
        email: row.email,
        status: row.status,
        pwd_strong_flag: row.pwd_strong,
        create_date: row.created_at.toISOString(),
        company_id: session.companyId,
        company_name: companyName,
        job_data: session.jobs,
      };
    },
  });

  registerRoute(app, platform, user.getCompanyUsers, {
    handler: async ({ input, session, setMsg }) => {
      if (!session.companyId) throw fail.forbidden(Msg.joinUnitFirst);
      const window = pageWindow(input);
      const { dept_id, job_id, status, sort_field, search } = input;
      // The prepared plain page stays the path unless a filter or an order is asked for.
      const { rows, total } =
        dept_id || job_id || status !== undefined || sort_field
          ? await filteredUsers.page(session.companyId, input, window)
          : await companyUsers.page(session.companyId, { offset: window.offset, limit: window.limit, search });
      return pageOf(window, rows, total, setMsg);
    },
  });
}
