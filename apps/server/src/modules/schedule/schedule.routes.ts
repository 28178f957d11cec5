import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform';
import { registerConstructionRoutes } from './construction.routes';
import { registerGanttRoutes } from './gantt.routes';
import { registerWbsRoutes } from './wbs.routes';
import { registerImageProgressRoutes } from './image-progress.routes';

/**
 * A project's operations (issue 18): construction sections and the work breakdown, the schedule (Gantt), files.
 * Each part registers its own calls; this is the module's one entry for app.ts.
 */
export function registerScheduleRoutes(app: FastifyInstance, platform: Platform): void {
  registerConstructionRoutes(app, platform);
  registerGanttRoutes(app, platform);
  registerWbsRoutes(app, platform);
  registerImageProgressRoutes(app, platform);
}
