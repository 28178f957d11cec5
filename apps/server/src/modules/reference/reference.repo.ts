import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { codeLists, regions } from '../../db/schema';

export type RegionRow = typeof regions.$inferSelect;

/** Global reference data: read often, changed only by the seed, so the region table is held in memory once read. */
export class ReferenceRepo {
  private allRegions: Promise<RegionRow[]> | null = null;

  constructor(private readonly db: Db) {}

  codeList(codeType: string) {
    return this.db
      .select({ name: codeLists.name, value: codeLists.value })
      .from(codeLists)
      .where(eq(codeLists.code_type, codeType))
      .orderBy(asc(codeLists.sort), asc(codeLists.value));
  }

  regions(): Promise<RegionRow[]> {
    this.allRegions ??= this.db.select().from(regions).orderBy(asc(regions.area_id));
    this.allRegions.catch(() => (this.allRegions = null));
    return this.allRegions;
  }
}
