import type { FastifyInstance } from 'fastify';
import { AuditAction, Msg, OrgMsg, organisation } from '@zhuyun/contracts';
import { fail } from '../../platform/errors';
import { registerRoute } from '../../platform/http/register-route';
import { pageMessage, pageWindow } from '../../platform/paging';
import type { Platform } from '../../platform/platform';
import { AccountsRepo } from '../user';
import { knownIds, unitOf } from '../../platform/ids';
import type { SessionContext } from '../../platform/session/session.types';
import { JobUsersService } from './job-users.service';
import { OrgEditService } from './org-edit.service';
import { OrgRepo } from './org.repo';
import { OrgTreeService } from './org-tree.service';

/** The organisation tree of the session's unit, its editing, and who holds which job. */
export function registerOrganisationRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;
  const repo = new OrgRepo(db);
  const tree = new OrgTreeService(repo);
  const edit = new OrgEditService(db, repo);
  const jobUsers = new JobUsersService(db, repo, new AccountsRepo(db));
  // Departments and jobs are the unit's structure: each change is in its audit chain (issue 15), with what was asked.
  const audited = (session: SessionContext, action: AuditAction, objectType: 'dept' | 'job', objectId: string | null, after: unknown) =>
    platform.audit.record(session, { action, objectType, objectId, after });

  registerRoute(app, platform, organisation.getOrgTree, {
    handler: async ({ input, session }) => {
      knownIds(input.node_no || undefined);
      const show_dept = input.show_dept === 1 ? 1 : 0;
      const show_job = input.show_job === 1 ? 1 : 0;
      return { list: await tree.tree(unitOf(session), { node_no: input.node_no || undefined, show_dept, show_job, dept_type: input.dept_type }) };
    },
  });

  registerRoute(app, platform, organisation.createObs, {
    msg: Msg.created,
    handler: async ({ input, session }) => {
      knownIds(input.no);
      const created = await edit.create(unitOf(session), session.userId, input);
      await audited(session, AuditAction.create, input.input_node_type === 3 ? 'job' : 'dept', created.id, input);
      return created;
    },
  });

  registerRoute(app, platform, organisation.updateDept, {
    msg: OrgMsg.saved,
    handler: async ({ input, session }) => {
      knownIds(input.dept_id, input.p_dept_no);
      await edit.updateDept(unitOf(session), input);
      await audited(session, AuditAction.update, 'dept', input.dept_id, input);
      return null;
    },
  });

  registerRoute(app, platform, organisation.deleteDept, {
    msg: OrgMsg.deleted,
    handler: async ({ input, session }) => {
      knownIds(input.dept_id);
      await edit.deleteDept(unitOf(session), input.dept_id);
      await audited(session, AuditAction.delete, 'dept', input.dept_id, null);
      return null;
    },
  });

  registerRoute(app, platform, organisation.updateJob, {
    msg: OrgMsg.saved,
    handler: async ({ input, session }) => {
      knownIds(input.job_id, input.dept_id);
      await edit.updateJob(unitOf(session), input);
      await audited(session, AuditAction.update, 'job', input.job_id, input);
      return null;
    },
  });

  registerRoute(app, platform, organisation.deleteJob, {
    msg: OrgMsg.deleted,
    handler: async ({ input, session }) => {
      knownIds(input.job_id);
      await edit.deleteJob(unitOf(session), input.job_id);
      await audited(session, AuditAction.delete, 'job', input.job_id, null);
      return null;
    },
  });

  registerRoute(app, platform, organisation.getJobAccountList, {
    handler: async ({ input, session, setMsg }) => {
      knownIds(input.job_id);
      const window = pageWindow(input);
      const found = await jobUsers.list(unitOf(session), input, window);
      const cut = pageMessage(window, found.total);
      if (cut) setMsg(cut);
      return { list: found.rows, total_count: found.total, cur_page: window.page, page_size: window.pageSize };
    },
  });

  registerRoute(app, platform, organisation.batchCreateJobUser, {
    msg: OrgMsg.saved,
    handler: async ({ input, session }) => {
      const userIds = [...new Set(input.user_ids.split(',').map((s) => s.trim()).filter(Boolean))];
      if (userIds.length === 0) throw fail.validation(OrgMsg.userIdsRequired);
      knownIds(input.job_id, ...userIds);
      const added = await jobUsers.assign(unitOf(session), input.job_id, userIds);
      // Who holds a job decides what they may do (decision 010): a permission change.
      await platform.audit.record(session, { action: AuditAction.permissionChange, objectType: 'job_user', objectId: input.job_id, after: { add: userIds } });
      return { added };
    },
  });

  registerRoute(app, platform, organisation.deleteJobUser, {
    msg: OrgMsg.deleted,
    handler: async ({ input, session }) => {
      knownIds(input.job_id, input.user_id);
      await jobUsers.remove(unitOf(session), input.job_id, input.user_id);
      await platform.audit.record(session, { action: AuditAction.permissionChange, objectType: 'job_user', objectId: input.job_id, after: { remove: input.user_id } });
      return null;
    },
  });
}
