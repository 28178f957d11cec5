import type { FastifyInstance } from 'fastify';
import { Msg, ReviewStatus, system } from '@zhuyun/contracts';
import { fail } from '../../platform/errors';
import { registerRoute } from '../../platform/http/register-route';
import { pageMessage, pageWindow } from '../../platform/paging';
import type { Platform } from '../../platform/platform';
import { verdict } from '../../platform/audit/audit-trail';
import type { SessionContext } from '../../platform/session/session.types';
import { SystemAuthRepo } from './system-auth.repo';

/**
 * Business system authorisation (spec-1 §2, §4): a unit administrator applies for a system (only from "not
 * applied"), a platform administrator approves or rejects, and the unit's approved systems feed the platform list.
 */
export function registerSystemAuthRoutes(app: FastifyInstance, platform: Platform): void {
  const repo = new SystemAuthRepo(platform.database.db);

  /** An approved member sees the unit's systems; to anyone else the unit does not exist. */
  const requireMember = async (session: SessionContext, companyId: string) => {
    if (session.user.is_platform_admin) return null;
    const member = await repo.membership(companyId, session.userId);
    if (!member || member.member_status !== ReviewStatus.approved || member.unit_status !== ReviewStatus.approved) throw fail.notFound();
    return member;
  };

  registerRoute(app, platform, system.getAuthSystemList, {
    systemScope: 'unit-detail', // a unit the person belongs to, not only the current one (decision 024)
    handler: async ({ input, session, setMsg }) => {
      await requireMember(session, input.id);
      const window = pageWindow(input);
      const { rows, total } = await repo.systemsOfUnit(input.id, input, window);
      const cut = pageMessage(window, total);
      if (cut) setMsg(cut);
      return {
        list: rows.map(({ system: s, auth }) => ({
          sid: s.sid,
          system_no: s.system_no,
          system_name: s.system_name,
          system_alias: s.system_alias,
          kind: s.kind,
          status: auth?.status ?? ReviewStatus.notApplied,
          applied_at: auth?.applied_at.toISOString() ?? null,
          remark: auth?.remark ?? null,
        })),
        total_count: total,
        cur_page: window.page,
        page_size: window.pageSize,
      };
    },
  });

  registerRoute(app, platform, system.applySystemAuth, {
    systemScope: 'unit-detail', // a unit the person administers, not only the current one (decision 024)
    msg: Msg.submitted,
    handler: async ({ input, session }) => {
      const unit = await repo.unitByOrg(input.org_id);
      if (!unit) throw fail.notFound();
      const member = await requireMember(session, unit.company_id);
      if (member && !member.is_admin) throw fail.forbidden(Msg.notUnitAdmin);
      const target = await repo.system(input.sid);
      if (!target) throw fail.notFound();
      if (target.system_no !== input.system_no) throw fail.validation(Msg.systemNoMismatch);
      if (!(await repo.apply(unit.company_id, target.sid, session.userId))) throw fail.conflict(Msg.systemAlreadyApplied);
      return { status: ReviewStatus.reviewing };
    },
  });

  registerRoute(app, platform, system.getPlatformList, {
    handler: async ({ session }) => ({ list: session.companyId ? await repo.approvedOf(session.companyId) : [] }),
  });

  registerRoute(app, platform, system.getAuthApplyList, {
    systemScope: 'platform-admin', // platform administration reviews every unit (decision 024)
    handler: async ({ input, setMsg }) => {
      const window = pageWindow(input);
      const { rows, total } = await repo.reviewPage(input, window);
      const cut = pageMessage(window, total);
      if (cut) setMsg(cut);
      return {
        list: rows.map((r) => ({ ...r, applied_at: r.applied_at.toISOString(), reviewed_at: r.reviewed_at?.toISOString() ?? null })),
        total_count: total,
        cur_page: window.page,
        page_size: window.pageSize,
      };
    },
  });

  registerRoute(app, platform, system.examineAuthApply, {
    systemScope: 'platform-admin', // platform administration reviews every unit (decision 024)
    msg: Msg.operationOk,
    handler: async ({ input, session }) => {
      if (!(await repo.decide(input.company_id, input.sid, input.status, session.userId, input.remark))) {
        throw fail.conflict(Msg.authNotReviewing);
      }
      await platform.audit.record(session, { action: verdict(input.status), objectType: 'system_auth', objectId: input.sid, detail: input.remark ?? null, companyId: input.company_id });
      return null;
    },
  });
}
