import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { DataScopePage, component } from '@zhuyun/contracts';
import { components } from '../../db/schema';
import { fail } from '../../platform/errors';
import { registerRoute } from '../../platform/http/register-route';
import { registerFileRoute } from '../../platform/http/register-upload';
import type { Platform } from '../../platform/platform';
import { registerRestfulRoute } from '../../platform/http/restful-route';
import { pageOf, tenantOf, windowOf } from '../../platform/tenant';
import { ComponentService } from './component.service';
import { registerComponentExcelRoutes } from './component-excel.routes';
import { registerComponentCountRoutes } from './component-count.routes';
import { registerComponentReportRoutes } from './component-report.routes';
import { assertProjectInScope, scopeWhere } from '../../platform/data-scope/scope-checks';
import type { SessionContext } from '../../platform/session/session.types';

const { ComponentMsg } = component;

/** The link a component's QR label carries: the public trace page (spec-1 §2 /memberQrCode). */
export const traceLink = (publicOrigin: string, componentId: string): string =>
  `${publicOrigin.replace(/\/$/, '')}/memberQrCode?id=${encodeURIComponent(componentId)}`;

export function registerComponentRoutes(app: FastifyInstance, platform: Platform): void {
  const service = new ComponentService(platform.database.db);
  const repo = service.repo;
  // /pageDataAuth: a job limited to its projects sees, exports and changes only their components; another project's
  // component is "not found" (so is its project, in the calls that name one).
  const scopeOf = (session: SessionContext) => scopeWhere(platform, session, DataScopePage.components, { project: components.project_id });
  const projectInScope = (session: SessionContext, projectId: string) =>
    assertProjectInScope(platform, session, DataScopePage.components, projectId, () => fail.notFound('项目不存在'));

  registerRoute(app, platform, component.listComponents, {
    handler: async ({ input, session, setMsg }) => {
      const window = windowOf(input);
      const { rows, total } = await repo.page(tenantOf(session), { ...input, scope: await scopeOf(session) }, window.offset, window.limit);
      return pageOf(window, rows, total, setMsg);
    },
  });

  registerRoute(app, platform, component.deleteComponents, {
    msg: '删除成功',
    handler: async ({ input, session }) => {
      const deleted = await repo.delete(tenantOf(session), input.component_id, await scopeOf(session));
      if (!deleted) throw fail.notFound(ComponentMsg.componentNotFound);
      return { deleted };
    },
  });

  registerRoute(app, platform, component.getComponentBuildNo, {
    handler: async ({ input, session }) => {
      await projectInScope(session, input.project_id);
      return { list: await repo.distinct(tenantOf(session), input.project_id, 'build_no') };
    },
  });

  registerRoute(app, platform, component.getComponentFloorNo, {
    handler: async ({ input, session }) => {
      await projectInScope(session, input.project_id);
      return { list: await repo.distinct(tenantOf(session), input.project_id, 'floor_no', input.build_no) };
    },
  });

  registerRestfulRoute(app, platform, component.getCodeComponent, {
    // The label's QR code names a component of any unit, read without a session: the system scope `component-trace`
    // (decision 024); the answer holds only what the printed label may show.
    systemScope: 'component-trace',
    handler: async ({ input }) => {
      const found = await repo.trace(input.id);
      if (!found) throw fail.notFound(ComponentMsg.componentNotFound);
      const { c } = found;
      return {
        cp_num: c.cp_num,
        cp_type: c.cp_type,
        cp_type_name: found.cp_type_name,
        progress: c.progress,
        build_no: c.build_no,
        floor_no: c.floor_no,
        produce_date: c.produce_date,
        out_date: c.out_date,
        scene_date: c.scene_date,
        end_install_date: c.end_install_date,
        factory_name: c.factory_name,
        project: { project_name: found.project_name, address: found.address },
        car: found.car_num ? { car_num: found.car_num, leader: found.leader } : null,
        gps: found.gps_num ? { gps_num: found.gps_num } : null,
        component_report: { result: c.report_result, report_date: c.report_date },
        track: found.track,
      };
    },
  });

  registerFileRoute(app, platform, component.getComponentQrcode, {
    handler: async ({ input, session }) => {
      const [found] = await repo.byIds(tenantOf(session), [input.id], await scopeOf(session));
      if (!found) throw fail.notFound(ComponentMsg.componentNotFound);
      const body = await QRCode.toBuffer(traceLink(platform.config.publicOrigin, found.id), {
        type: 'png',
        errorCorrectionLevel: 'M',
        margin: 2,
        width: 300,
      });
      return { filename: `${found.id}.png`, contentType: 'image/png', body };
    },
  });

  registerRoute(app, platform, component.updateComponentProgress, {
    handler: async ({ input, session }) => ({
      updated: await service.advance(tenantOf(session), input.component_ids, input.progress, input.date, input.car_id, await scopeOf(session)),
    }),
  });

  registerRoute(app, platform, component.updateComponentReport, {
    handler: async ({ input, session }) => ({
      updated: await service.report(
        tenantOf(session),
        input.component_ids,
        input.report_result,
        input.report_date,
        { id: session.userId, name: session.user.user_name },
        await scopeOf(session),
      ),
    }),
  });

  registerComponentExcelRoutes(app, platform);
  registerComponentCountRoutes(app, platform);
  registerComponentReportRoutes(app, platform);
}
