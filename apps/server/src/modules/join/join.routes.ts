import type { FastifyInstance } from 'fastify';
import { Msg, company } from '@zhuyun/contracts';
import { registerRoute } from '../../platform/http/register-route';
import { pageMessage, pageWindow } from '../../platform/paging';
import type { Platform } from '../../platform/platform';
import { verdict } from '../../platform/audit/audit-trail';
import { JoinRepo } from './join.repo';
import { JoinService } from './join.service';

/** The join flow of spec-1 §4 and the review of join requests. */
export function registerJoinRoutes(app: FastifyInstance, platform: Platform): void {
  const service = new JoinService(platform.database.db, new JoinRepo(platform.database.db), platform.events);
  const paged = <T>(window: ReturnType<typeof pageWindow>, found: { rows: T[]; total: number }, setMsg: (m: string) => void) => {
    const cut = pageMessage(window, found.total);
    if (cut) setMsg(cut);
    return { list: found.rows, total_count: found.total, cur_page: window.page, page_size: window.pageSize };
  };

  registerRoute(app, platform, company.getCompanyByInviteCode, {
    systemScope: 'join', // a person joins another unit by its invite code (decision 024)
    handler: async ({ input }) => {
      const unit = await service.unitByInviteCode(input.invite_code);
      return { company_id: unit.company_id, company_name: unit.company_name, org_id: unit.org_id };
    },
  });

  registerRoute(app, platform, company.getDeptTreeByInviteCode, {
    systemScope: 'join', // a person joins another unit by its invite code (decision 024)
    handler: async ({ input }) => ({ list: await service.deptTreeByInviteCode(input.invite_code) }),
  });

  registerRoute(app, platform, company.createProjectDept, {
    systemScope: 'join', // a person joins another unit by its invite code (decision 024)
    msg: Msg.created,
    handler: ({ input, session }) => service.createProjectDept(session.userId, input.invite_code, input.dept_name),
  });

  registerRoute(app, platform, company.getJobList, {
    systemScope: 'join', // a person joins another unit by its invite code (decision 024)
    handler: async ({ input, session, setMsg }) => {
      const window = pageWindow(input);
      const deptIds = [...new Set(input.dept_id.split(',').map((d) => d.trim()).filter(Boolean))];
      return paged(window, await service.jobs(session, deptIds, input.invite_code, window), setMsg);
    },
  });

  registerRoute(app, platform, company.joinOrg, {
    systemScope: 'join', // a person joins another unit by its invite code (decision 024)
    msg: Msg.joinSubmitted,
    handler: ({ input, session }) => service.join(session.userId, input),
  });

  registerRoute(app, platform, company.getJoinOrgList, {
    handler: async ({ input, session, setMsg }) => {
      const window = pageWindow(input);
      const found = await service.requests(session, input, window);
      const rows = found.rows.map((r) => ({ ...r, org_id: r.org_id ?? r.company_id, created_at: r.created_at.toISOString() }));
      return paged(window, { total: found.total, rows }, setMsg);
    },
  });

  registerRoute(app, platform, company.examineJoinOrg, {
    msg: Msg.operationOk,
    handler: async ({ input, session }) => {
      await service.examine(session, input);
      await platform.audit.record(session, { action: verdict(input.status), objectType: 'join_request', objectId: input.id, detail: input.remark ?? null });
      return null;
    },
  });
}
