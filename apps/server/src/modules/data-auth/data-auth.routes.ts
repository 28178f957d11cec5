import type { FastifyInstance } from 'fastify';
import { AuditAction, DataAuthMsg, routes } from '@zhuyun/contracts';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import { unitOf } from '../../platform/ids';
import { DataAuthService } from './data-auth.service';

/** /pageDataAuth (a job's data scope per page, its projects) and /orgManage (a job's permission templates). */
export function registerDataAuthRoutes(app: FastifyInstance, platform: Platform): void {
  const service = new DataAuthService(platform.database.db);

  registerRoute(app, platform, routes.getJobDataAuth, {
    handler: async ({ input, session }) => service.jobDataAuth(unitOf(session), input.job_id),
  });

  registerRoute(app, platform, routes.saveJobDataAuth, {
    msg: DataAuthMsg.saved,
    handler: async ({ input, session }) => {
      await service.saveJobDataAuth(unitOf(session), input.job_id, input.list, input.project_ids);
      await platform.audit.record(session, {
        action: AuditAction.permissionChange,
        objectType: 'data_scope',
        objectId: input.job_id,
        after: { list: input.list, project_ids: input.project_ids },
      });
      return null;
    },
  });

  registerRoute(app, platform, routes.getOrgAuth, { handler: async ({ session }) => service.orgAuth(unitOf(session)) });

  registerRoute(app, platform, routes.saveJobTemplates, {
    msg: DataAuthMsg.saved,
    handler: async ({ input, session }) => {
      await service.saveJobTemplates(unitOf(session), input.job_id, input.auth_template_ids);
      await platform.audit.record(session, { action: AuditAction.templateChange, objectType: 'job', objectId: input.job_id, after: input.auth_template_ids });
      return null;
    },
  });
}
