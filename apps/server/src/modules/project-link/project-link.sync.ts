import { and, eq, inArray } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { project } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { constructionSections, projectLinkItems, projectLinks } from '../../db/schema';
import type { ExternalSection } from './adapter';

const s = constructionSections;
const i = projectLinkItems;
const KIND = 'section';
const FIELDS = ['construction_name', 'construction_range', 'construction_unit', 'start_date', 'end_date', 'progress'] as const;

/**
 * Writes an external project's sections into the project's construction sections in one transaction. Each external
 * section maps to one local section (project_link_items): a mapped one whose fields differ is updated, one unchanged
 * is left, an unmapped one (or one whose local section was deleted) is added. Sections the external system no longer
 * has are kept: they are the project's own rows now. Running it twice adds nothing the second time.
 */
export async function syncSections(db: Db, companyId: string, projectId: string, external: ExternalSection[]): Promise<project.SyncResult> {
  return db.transaction(async (tx) => {
    // The link row is locked: two syncs of one project take turns instead of both adding the same sections.
    await tx.select({ id: projectLinks.project_id }).from(projectLinks).where(and(eq(projectLinks.company_id, companyId), eq(projectLinks.project_id, projectId))).for('update');
    const items = await tx
      .select({ external_id: i.external_id, local_id: i.local_id })
      .from(i)
      .where(and(eq(i.company_id, companyId), eq(i.project_id, projectId), eq(i.kind, KIND)));
    const localOf = new Map(items.map((x) => [x.external_id, x.local_id]));
    const locals = items.length
      ? await tx
          .select({ construction_id: s.construction_id, construction_name: s.construction_name, construction_range: s.construction_range, construction_unit: s.construction_unit, start_date: s.start_date, end_date: s.end_date, progress: s.progress })
          .from(s)
          .where(and(eq(s.company_id, companyId), eq(s.project_id, projectId), inArray(s.construction_id, items.map((x) => x.local_id))))
      : [];
    const rowOf = new Map(locals.map((r) => [r.construction_id, r]));
    let added = 0;
    let updated = 0;
    let unchanged = 0;
    for (const ext of external) {
      const values = Object.fromEntries(FIELDS.map((f) => [f, ext[f]])) as Pick<ExternalSection, (typeof FIELDS)[number]>;
      const localId = localOf.get(ext.external_id);
      const local = localId ? rowOf.get(localId) : undefined;
      if (!local) {
        const construction_id = uuidv7();
        await tx.insert(s).values({ company_id: companyId, construction_id, project_id: projectId, ...values, remark: '由外部系统同步' });
        await tx
          .insert(i)
          .values({ company_id: companyId, project_id: projectId, kind: KIND, external_id: ext.external_id, local_id: construction_id })
          .onConflictDoUpdate({ target: [i.company_id, i.project_id, i.kind, i.external_id], set: { local_id: construction_id } });
        added += 1;
      } else if (FIELDS.some((f) => local[f] !== values[f])) {
        await tx.update(s).set(values).where(and(eq(s.company_id, companyId), eq(s.construction_id, local.construction_id)));
        updated += 1;
      } else {
        unchanged += 1;
      }
    }
    const at = new Date();
    await tx
      .update(projectLinks)
      .set({ last_sync_at: at, last_added: added, last_updated: updated, last_unchanged: unchanged })
      .where(and(eq(projectLinks.company_id, companyId), eq(projectLinks.project_id, projectId)));
    return { added, updated, unchanged, total: external.length, synced_at: at.toISOString() };
  });
}
