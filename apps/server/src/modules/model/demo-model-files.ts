import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { files } from '../../db/schema';
import { inSystemScope } from '../../db/scope';
import { ModelDemo } from '../../db/seed/model.seed';
import type { Platform } from '../../platform/platform';

/**
 * The demo model's bytes, put into the file store under their fixed names when the demo rows are there and the files
 * are not (a fresh FILE_STORAGE, or a test's temporary folder): the seed sees only the database.
 */
export function ensureDemoModelFiles(app: FastifyInstance, platform: Platform): void {
  // The rows are read across units: the demo's files belong to the demo tenant, and this runs outside a request.
  app.addHook('onReady', () =>
    inSystemScope('demo-files', async () => {
      const ids = ModelDemo.versions.map((v) => v.file_id);
      const rows = await platform.database.db.select({ file_id: files.file_id, stored_name: files.stored_name }).from(files).where(inArray(files.file_id, ids));
      for (const row of rows) {
        const demo = ModelDemo.versions.find((v) => v.file_id === row.file_id && v.stored_name === row.stored_name);
        if (demo && !platform.files.has(demo.stored_name)) platform.files.put(demo.stored_name, ModelDemo.bytesOf(demo.file));
      }
    }),
  );
}
