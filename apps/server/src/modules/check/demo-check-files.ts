import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { files } from '../../db/schema';
import { inSystemScope } from '../../db/scope';
import { DEMO_CHECK_FILES } from '../../db/seed/check-files.seed';
import type { Platform } from '../../platform/platform';

/**
 * The demo's check photo, signature and material attachments, drawn and put into the file store under their fixed
 * names when their rows are there and their bytes are not (a fresh FILE_STORAGE, a test's folder): the seed sees only
 * the database.
 */
export function ensureDemoCheckFiles(app: FastifyInstance, platform: Platform): void {
  // The rows are read across units: the demo's files belong to the demo tenant, and this runs outside a request.
  app.addHook('onReady', () =>
    inSystemScope('demo-files', async () => {
      const rows = await platform.database.db
        .select({ file_id: files.file_id, stored_name: files.stored_name })
        .from(files)
        .where(inArray(files.file_id, DEMO_CHECK_FILES.map((f) => f.file_id)));
      for (const row of rows) {
        const demo = DEMO_CHECK_FILES.find((f) => f.file_id === row.file_id && f.stored_name === row.stored_name);
        if (demo && !platform.files.has(demo.stored_name)) platform.files.put(demo.stored_name, demo.bytes());
      }
    }),
  );
}
