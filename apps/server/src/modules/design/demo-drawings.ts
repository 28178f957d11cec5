import { Readable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import { files } from '../../db/schema';
import { inSystemScope } from '../../db/scope';
import { DEMO_DRAWING_FILES } from '../../db/seed/design.seed';
import type { Platform } from '../../platform/platform';

/**
 * The demo seed runs with the database alone, so the demo drawing's two PDFs are written into FILE_STORAGE here, on
 * start, when their rows exist and their bytes do not (a fresh data folder, or storage moved). Nothing else is touched.
 */
export function ensureDemoDrawingFiles(platform: Platform): Promise<void> {
  // Outside a request, across units: the demo's rows belong to the demo tenant.
  return inSystemScope('demo-files', () => writeMissing(platform));
}

async function writeMissing(platform: Platform): Promise<void> {
  const { db } = platform.database;
  const rows = await db.select().from(files).where(inArray(files.file_id, DEMO_DRAWING_FILES.map((f) => f.file_id)));
  for (const row of rows) {
    const body = platform.files.open(row.stored_name);
    if (body) {
      body.destroy();
      continue;
    }
    const demo = DEMO_DRAWING_FILES.find((f) => f.file_id === row.file_id);
    if (!demo) continue;
    const stored = await platform.files.save(Readable.from([demo.bytes]));
    await db.update(files).set({ stored_name: stored.storedName, size_bytes: stored.size, sha256: stored.sha256 }).where(eq(files.file_id, row.file_id));
  }
}
