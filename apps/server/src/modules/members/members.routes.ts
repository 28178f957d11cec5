import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform';
import { registerHomeModuleRoutes } from './home-module.routes';
import { registerMemberRoutes } from './member.routes';
import { registerProjectAuthRoutes } from './project-auth.routes';
import { registerProjectExtRoutes } from './project-ext.routes';
import { registerSitePeopleRoutes } from './site-people.routes';

/**
 * A project's people (issue 18): members and unbind, the people pool, test bases, site activities, which pages each
 * member may use, a person's home-page modules and the unit's extra project fields. The module's one entry for app.ts.
 */
export function registerMembersRoutes(app: FastifyInstance, platform: Platform): void {
  registerMemberRoutes(app, platform);
  registerSitePeopleRoutes(app, platform);
  registerProjectAuthRoutes(app, platform);
  registerHomeModuleRoutes(app, platform);
  registerProjectExtRoutes(app, platform);
}
