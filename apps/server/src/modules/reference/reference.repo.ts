import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { codeLists, regions } from '../../db/schema';

export type RegionRow = typeof regions.$inferSelect;

/** The region table indexed once: by code, by area_id and by parent code. */
export interface RegionIndex {
  rows: RegionRow[];
  byCode: Map<string, RegionRow>;
  byId: Map<number, RegionRow>;
  byParent: Map<string, RegionRow[]>;
}

function indexRegions(rows: RegionRow[]): RegionIndex {
  const byParent = new Map<string, RegionRow[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.p_code);
    if (siblings) siblings.push(row);
    else byParent.set(row.p_code, [row]);
  }
  return { rows, byCode: new Map(rows.map((r) => [r.code, r])), byId: new Map(rows.map((r) => [r.area_id, r])), byParent };
}

/** Global reference data: read often, changed only by the seed, so the region table is held in memory once read. */
export class ReferenceRepo {
  private index: Promise<RegionIndex> | null = null;

  constructor(private readonly db: Db) {}

  codeList(codeType: string) {
    return this.db
      .select({ name: codeLists.name, value: codeLists.value })
      .from(codeLists)
      .where(eq(codeLists.code_type, codeType))
      .orderBy(asc(codeLists.sort), asc(codeLists.value));
  }

  regions(): Promise<RegionIndex> {
    if (!this.index) {
      this.index = this.db.select().from(regions).orderBy(asc(regions.area_id)).then(indexRegions);
      this.index.catch(() => (this.index = null));
    }
    return this.index;
  }
}
