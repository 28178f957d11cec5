import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { files } from '../../db/schema';
import { inSystemScope } from '../../db/scope';
import { DEMO_PICTURES } from '../../db/seed/project-ops.seed';
import type { Platform } from '../../platform/platform';

/**
 * The demo's image progress and report pictures, drawn and put into the file store under their fixed names when their
 * rows are there and their bytes are not (a fresh FILE_STORAGE, a test's folder): the seed sees only the database.
 */
export function ensureDemoPictures(app: FastifyInstance, platform: Platform): void {
  // The rows are read across units: the demo's files belong to the demo tenant, and this runs outside a request.
  app.addHook('onReady', () =>
    inSystemScope('demo-files', async () => {
      const rows = await platform.database.db
        .select({ file_id: files.file_id, stored_name: files.stored_name })
        .from(files)
        .where(inArray(files.file_id, DEMO_PICTURES.map((p) => p.file_id)));
      for (const row of rows) {
        const demo = DEMO_PICTURES.find((p) => p.file_id === row.file_id && p.stored_name === row.stored_name);
        if (demo && !platform.files.has(demo.stored_name)) platform.files.put(demo.stored_name, demo.bytes());
      }
    }),
  );
}
