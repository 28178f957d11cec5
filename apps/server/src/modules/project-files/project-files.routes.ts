import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform';
import { ensureDemoProjectFiles } from './demo-files';
import { registerDirRoutes } from './dir.routes';
import { registerDocFileRoutes } from './doc-file.routes';
import { registerDocUploadRoutes } from './doc-upload.routes';
import { registerSignRoutes } from './sign.routes';

/**
 * A project's files (issue 18, spec-2 §7.3 "Project files"): the directory tree, files with versions and previews,
 * tags. The bytes live in the platform's file store (rows of `files`, module 'project_file').
 */
export function registerProjectFileRoutes(app: FastifyInstance, platform: Platform): void {
  registerDirRoutes(app, platform);
  registerDocFileRoutes(app, platform);
  registerDocUploadRoutes(app, platform);
  registerSignRoutes(app, platform);
  ensureDemoProjectFiles(app, platform);
}
