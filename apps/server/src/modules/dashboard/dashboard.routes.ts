import type { FastifyInstance } from 'fastify';
import { routes } from '@zhuyun/contracts';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import { ReferenceRepo } from '../reference';
import { DashboardRepo } from './dashboard.repo';
import { DashboardService } from './dashboard.service';

/** The big screen's eight calls (spec-2 §7.2); each answers within the viewer's scope (dashboard.service.ts). */
export function registerDashboardRoutes(app: FastifyInstance, platform: Platform): void {
  const service = new DashboardService(new DashboardRepo(platform.database.db), new ReferenceRepo(platform.database.db));

  // The big screen aggregates by the viewer's region or unit role, across units: the system scope `dashboard`, its
  // rows chosen by the viewer's scope above (docs/decisions/024-row-level-security.md).
  const bigScreen = { systemScope: 'dashboard' };
  registerRoute(app, platform, routes.getNewsList, { ...bigScreen, handler: ({ session }) => service.news(session) });
  registerRoute(app, platform, routes.getProjectSummary, {
    ...bigScreen,
    handler: async ({ session }) => service.summary(await service.scope(session)),
  });
  registerRoute(app, platform, routes.getBuildingTypeStats, {
    ...bigScreen,
    handler: async ({ session }) => service.buildingTypes(await service.scope(session)),
  });
  registerRoute(app, platform, routes.getComponentCountStats, {
    ...bigScreen,
    handler: async ({ session, input }) => service.components(await service.scope(session), input.field),
  });
  registerRoute(app, platform, routes.getComponentRatioStats, {
    ...bigScreen,
    handler: async ({ session, input }) => service.components(await service.scope(session), input.field),
  });
  registerRoute(app, platform, routes.getProjectProgress, {
    ...bigScreen,
    handler: async ({ session }) => service.projectProgress(await service.scope(session)),
  });
  registerRoute(app, platform, routes.getUnitTypeStats, {
    ...bigScreen,
    handler: async ({ session }) => service.unitTypes(await service.scope(session)),
  });
  registerRoute(app, platform, routes.getMapPoints, {
    ...bigScreen,
    handler: async ({ session }) => service.mapPoints(await service.scope(session)),
  });
}
