import type { FastifyInstance } from 'fastify';
import { AuditAction, Msg, OrgMsg, organisation } from '@zhuyun/contracts';
import { registerRoute } from '../../platform/http/register-route';
import { pageMessage, pageWindow } from '../../platform/paging';
import type { Platform } from '../../platform/platform';
import { idIn } from '../../platform/audit/audit-trail';
import { knownIds, unitOf } from '../../platform/ids';
import { AccountsRepo } from './accounts.repo';
import { AccountsService } from './accounts.service';
import { UserRepo } from './user.repo';

/** The unit administrator's account calls of spec-2 §7.3 ("Login and users"). */
export function registerAccountRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;
  const service = new AccountsService(db, new AccountsRepo(db), new UserRepo(db), platform.sessions);

  registerRoute(app, platform, organisation.getDeptAndSubUserList, {
    handler: async ({ input, session, setMsg }) => {
      knownIds(input.dept_id || undefined, input.job_id || undefined);
      const window = pageWindow(input);
      const found = await service.list(unitOf(session), { ...input, dept_id: input.dept_id || undefined }, window);
      const cut = pageMessage(window, found.total);
      if (cut) setMsg(cut);
      return { list: found.rows, total_count: found.total, cur_page: window.page, page_size: window.pageSize };
    },
  });

  registerRoute(app, platform, organisation.chgStatus, {
    msg: Msg.operationOk,
    handler: async ({ input, session, setMsg }) => {
      knownIds(input.user_id);
      const done = await service.changeStatus(unitOf(session), session.userId, input.user_id, input.type);
      setMsg(input.type === organisation.AccountStatus.frozen ? OrgMsg.frozen : OrgMsg.unfrozen);
      await platform.audit.record(session, { action: AuditAction.update, objectType: 'account', objectId: input.user_id, after: { status: input.type } });
      return done;
    },
  });

  registerRoute(app, platform, organisation.addUser, {
    msg: Msg.created,
    handler: async ({ input, session }) => {
      knownIds(...input.job_id);
      const added = await service.add(unitOf(session), input);
      await platform.audit.record(session, { action: AuditAction.create, objectType: 'account', objectId: idIn(added), after: { job_id: input.job_id } });
      return added;
    },
  });

  registerRoute(app, platform, organisation.editUser, {
    msg: OrgMsg.saved,
    handler: async ({ input, session }) => {
      knownIds(input.user_id, ...(input.job_id ?? []));
      await service.edit(unitOf(session), input);
      await platform.audit.record(session, { action: AuditAction.update, objectType: 'account', objectId: input.user_id, after: { job_id: input.job_id ?? null } });
      return null;
    },
  });

  registerRoute(app, platform, organisation.checkPhone, {
    msg: OrgMsg.phoneAvailable,
    handler: async ({ input, session }) => {
      unitOf(session);
      return service.checkPhone(input.phone);
    },
  });

  registerRoute(app, platform, organisation.delUser, {
    msg: OrgMsg.deleted,
    handler: async ({ input, session }) => {
      knownIds(input.user_id);
      await service.remove(unitOf(session), input.user_id);
      await platform.audit.record(session, { action: AuditAction.delete, objectType: 'account', objectId: input.user_id });
      return null;
    },
  });
}
