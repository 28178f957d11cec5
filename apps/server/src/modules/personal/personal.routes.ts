import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform';
import { registerCompanyProfileRoutes } from './company-profile.routes';
import { registerMyRecordRoutes } from './my-records.routes';
import { registerPersonnelRoutes } from './personnel.routes';
import { registerProfileRoutes } from './profile.routes';

/** The personal centre, the unit's information page and personnel review (issue 19 items 3 and 7). */
export function registerPersonalRoutes(app: FastifyInstance, platform: Platform): void {
  registerProfileRoutes(app, platform);
  registerMyRecordRoutes(app, platform);
  registerPersonnelRoutes(app, platform);
  registerCompanyProfileRoutes(app, platform);
}
