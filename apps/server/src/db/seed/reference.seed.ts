import fs from 'node:fs';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { businessSystems, codeLists, regions } from '../schema';
import { BUSINESS_SYSTEMS } from './data/business-systems';
import { CODE_LISTS } from './data/code-lists';
// Menus and permissions (issue 4).
import { seedMenusAndObjects } from './menu.seed';
import { serverSrcDir } from '../../platform/runtime-paths';

type RegionRow = [area_id: number, code: string, p_code: string, name: string, level: 1 | 2 | 3];

const regionsFile = path.join(serverSrcDir, 'db/seed/data/regions.json');

/**
 * Reference data every deployment needs (not demo data): regions, code lists and the business systems. Idempotent; the file is parsed
 * before the transaction, which then only writes, in batches.
 */
export async function seedReference(db: Db): Promise<void> {
  const [have] = await db.select({ n: count() }).from(regions);
  const rows = (JSON.parse(fs.readFileSync(regionsFile, 'utf8')) as RegionRow[]).map(([area_id, code, p_code, name, level]) => ({
    area_id,
    code,
    p_code,
    name,
    level,
  }));
  const lists = Object.entries(CODE_LISTS).flatMap(([code_type, values]) =>
    values.map(([value, name], sort) => ({ code_type, value, name, sort })),
  );
  await db.transaction(async (tx) => {
    if (Number(have?.n ?? 0) !== rows.length) {
      for (let i = 0; i < rows.length; i += 1_000) {
        await tx.insert(regions).values(rows.slice(i, i + 1_000)).onConflictDoNothing();
      }
    }
    await tx
      .insert(codeLists)
      .values(lists)
      .onConflictDoUpdate({ target: [codeLists.code_type, codeLists.value], set: { name: sql`excluded.name`, sort: sql`excluded.sort` } });
    await tx
      .insert(businessSystems)
      .values(BUSINESS_SYSTEMS.map((system, sort_no) => ({ ...system, sort_no })))
      .onConflictDoUpdate({
        target: businessSystems.sid,
        set: { system_name: sql`excluded.system_name`, path_prefix: sql`excluded.path_prefix`, sort_no: sql`excluded.sort_no` },
      });
  });
  // Menus and permissions (issue 4).
  await seedMenusAndObjects(db);
}
