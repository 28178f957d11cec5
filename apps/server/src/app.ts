import type { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { installErrorHandler } from './platform/http/error-handler';
import { installAsciiAnswers } from './platform/http/ascii-json';
import { clientErrorHandler, frameworkErrors, installNulGuard } from './platform/http/edge-guards';
import { installOpenApi } from './platform/http/openapi';
import { installSecurityHeaders, originOf } from './platform/http/security-headers';
import { loggerOptions } from './platform/http/log-options';
import { LevelAwareLogController, lazyChildLogger } from './platform/http/lazy-child-logger';
import { installCompression } from './platform/http/compress';
import { installJsonParser } from './platform/http/raw-body';
import { requestIds } from './platform/http/request-id';
import { contractSerializerCompiler } from './platform/http/serializer';
import { installWebStatic } from './platform/http/web-static';
import { installMicroApps } from './platform/http/micro-static';
import { createPlatform, type Platform } from './platform/platform';
import { installAnsweredCalls } from './platform/http/answered-calls';
import { registerAccessRoutes } from './modules/access/access.routes';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { registerCompanyRoutes } from './modules/company/company.routes';
import { registerUnitsRoutes } from './modules/company/units.routes';
import { registerJoinRoutes } from './modules/join/join.routes';
import { registerSystemAuthRoutes } from './modules/system/system-auth.routes';
import { registerFileRoutes } from './modules/files/files.routes';
import { registerApplicationRoutes } from './modules/applications/applications.routes';
import { registerDevRoutes } from './modules/dev/dev.routes';
import { registerReferenceRoutes } from './modules/reference/reference.routes';
import { registerDashboardRoutes } from './modules/dashboard/dashboard.routes';
import { registerUserRoutes } from './modules/user/user.routes';
import { registerEvaluationRoutes } from './modules/evaluation/evaluation.routes';
import { registerProjectRoutes } from './modules/project/project.routes';
import { registerComponentRoutes } from './modules/component/component.routes';
import { registerMessageRoutes } from './modules/message/message.routes';
import { registerCheckRoutes } from './modules/check';
import { registerCarRoutes } from './modules/car/car.routes';
// Site data (issue 18 item 2).
import { registerSiteRoutes } from './modules/site/site.routes';
// Design units, projects, drawings and decomposition (issue 17).
import { registerDesignRoutes } from './modules/design/design.routes';
// Versions (issue 19 item 4).
import { registerVersionRoutes } from './modules/version/version.routes';
// Configuration (issue 19 item 5).
import { registerConfigRoutes } from './modules/config/config.routes';
// People (issue 19 item 1).
import { registerPeopleRoutes } from './modules/user/people.routes';
import { registerOrganisationRoutes } from './modules/organisation/organisation.routes';
// Menus and permissions (issue 4).
import { registerPermissionRoutes } from './modules/permission/permission.routes';
import { registerThirdPartyRoutes } from './modules/third-party/third-party.routes';
import { registerLaborRoutes } from './modules/labor/labor.routes';
// Live events (issue 16 item 5).
import { registerEventRoutes } from './modules/events/events.routes';
// The audit trail and My sessions (issue 15).
import { registerAuditRoutes } from './modules/audit/audit.routes';
// Project schedule, sections and files (issue 18).
import { registerScheduleRoutes } from './modules/schedule/schedule.routes';
// The model library (issue 17 item 4).
import { registerModelRoutes } from './modules/model';
// Devices: readers, RFID tags, use and bind records, custom tables (issue 20 item 1).
// Project files: directories, files with versions, tags (issue 18).
import { registerProjectFileRoutes } from './modules/project-files/project-files.routes';
import { registerDeviceAssetRoutes } from './modules/device-assets/device-assets.routes';
// Inspection robots (issue 20 item 3).
import { registerRobotRoutes } from './modules/robots/robots.routes';
import { tlsServerOptions } from './platform/http/tls';
// Data permissions, organisation and post permissions (issue 19 item 2).
import { registerDataAuthRoutes } from './modules/data-auth/data-auth.routes';
// Project members, people pool, test bases, activities, page grants, home modules, extra fields (issue 18).
import { registerMembersRoutes } from './modules/members/members.routes';
// Notification settings, work reports and warnings, the API monitor (issue 16 items 6-8).
import { registerNoteRoutes } from './modules/note/note.routes';
import { registerWorkRoutes } from './modules/work/work.routes';
import { registerApiMonitorRoutes } from './modules/api-monitor';
// The lift-equipment register (issue 18 item 4).
import { registerLiftEquipRoutes } from './modules/equipment';
// People import, the personal centre, the unit's information and personnel review (issue 19 items 1, 3, 7).
import { registerPersonalRoutes } from './modules/personal/personal.routes';
import { registerPeopleImportRoutes } from './modules/user/people-import.routes';
import { registerProjectLinkRoutes } from './modules/project-link/project-link.routes';

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** false silences logs (tests); otherwise pino at config.logLevel. */
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: Writable;
}

/** Fastify with the platform plugins, then every module's routes from the contract tables. */
export async function buildApp({ config, database, logger = true, logStream }: BuildOptions): Promise<FastifyInstance> {
  // Typed as the HTTP/1.1 instance either way: with TLS, HTTP/2 requests come through Node's compatibility API, which
  // every route and plugin here uses (the live-events stream checks the version for its headers).
  const app = (Fastify as unknown as (options: object) => FastifyInstance)({
    logger: logger ? loggerOptions(config.logLevel, logStream) : false,
    // Each request's pino child made only when it writes a line (most never do at warn), and Fastify's per-request
    // info lines not even built when info is off.
    ...(logger ? { childLoggerFactory: lazyChildLogger, logController: new LevelAwareLogController() } : {}),
    genReqId: requestIds(),
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // Fastify's and Node's own refusals (bad URL, long path parameter, oversized header) answer in the envelope too.
    frameworkErrors,
    clientErrorHandler,
    ...tlsServerOptions(config.tls),
  });
  app.setValidatorCompiler(validatorCompiler);
  // Bodies are written from the contracts' JSON Schema; tests also write each with zod and compare (decision 019).
  app.setSerializerCompiler(contractSerializerCompiler({ check: config.nodeEnv === 'test' }));
  // Every JSON answer ASCII: the routes without a response schema too (decision 019, session 21).
  installAsciiAnswers(app);
  installJsonParser(app);
  installErrorHandler(app);
  installNulGuard(app);
  // The security headers and x-request-id in one hook.
  installSecurityHeaders(app, config.publicOrigin);
  // Before any route: the plugin's hooks apply to the routes registered after it.
  await installCompression(app);

  const platform = await createPlatform(config, database, app.log);
  app.decorate('platform', platform);
  app.addHook('onClose', async () => platform.close());
  // Before the routes, whose answers they record: the API's request log (issue 19 item 6) and every answered call's
  // count in the request metrics (issue 16 item 8).
  installAnsweredCalls(app, platform.requests, platform.metrics);

  await installOpenApi(app, config.publicOrigin);
  registerDevRoutes(app, platform);
  registerAccessRoutes(app, platform);
  registerAuthRoutes(app, platform);
  registerUserRoutes(app, platform);
  registerCompanyRoutes(app, platform);
  registerUnitsRoutes(app, platform);
  registerJoinRoutes(app, platform);
  registerSystemAuthRoutes(app, platform);
  registerFileRoutes(app, platform);
  registerApplicationRoutes(app, platform);
  registerReferenceRoutes(app, platform);
  registerDashboardRoutes(app, platform);
  registerEvaluationRoutes(app, platform);
  registerProjectRoutes(app, platform);
  registerComponentRoutes(app, platform);
  registerCarRoutes(app, platform);
  registerSiteRoutes(app, platform);
  registerDesignRoutes(app, platform);
  registerOrganisationRoutes(app, platform);
  // Menus and permissions (issue 4).
  registerPermissionRoutes(app, platform);
  registerThirdPartyRoutes(app, platform);
  registerLaborRoutes(app, platform);
  registerVersionRoutes(app, platform);
  registerConfigRoutes(app, platform);
  registerPeopleRoutes(app, platform);
  registerEventRoutes(app, platform);
  registerMessageRoutes(app, platform);
  registerAuditRoutes(app, platform);
  registerScheduleRoutes(app, platform);
  // Check configuration (issue 20 item 2).
  registerCheckRoutes(app, platform);
  // The model library (issue 17 item 4).
  registerModelRoutes(app, platform);
  registerDeviceAssetRoutes(app, platform);
  registerRobotRoutes(app, platform);
  registerDataAuthRoutes(app, platform);
  registerMembersRoutes(app, platform);
  registerNoteRoutes(app, platform);
  registerWorkRoutes(app, platform);
  registerApiMonitorRoutes(app, platform);
  registerProjectFileRoutes(app, platform);
  registerLiftEquipRoutes(app, platform);
  registerPersonalRoutes(app, platform);
  registerPeopleImportRoutes(app, platform);
  registerProjectLinkRoutes(app, platform);
  await installMicroApps(app, config.microAppsDir, config.microManifest);
  await installWebStatic(
    app,
    config.webDist,
    { authCode: config.webAuthCode, mapTileUrl: config.mapTileUrl ?? null, feedbackUrl: config.feedbackUrl, platformUrls: config.platformUrls, modelClientKey: config.modelLibrary.clientKey },
    {
      scriptOrigins: Object.values(config.microManifest).map((m) => originOf(m.entry)).filter((o): o is string => Boolean(o)),
      frameOrigins: [originOf(config.feedbackUrl)].filter((o): o is string => Boolean(o)),
      imageOrigins: [originOf(config.mapTileUrl)].filter((o): o is string => Boolean(o)),
    },
  );
  return app;
}
