import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files, modelVersions, models, projects } from '../../db/schema';
import type { PageWindow } from '../../platform/paging';

export interface NewVersion {
  companyId: string;
  versionId: string;
  modelId: string;
  fileId: string;
  format: string;
  note: string | null;
  uploaderId: string;
  uploaderName: string;
}

/** Every statement of the model library carries the session's company (ARCHITECTURE.md rule 7). */
export class ModelRepo {
  constructor(private readonly db: Db) {}

  async projectExists(companyId: string, projectId: string): Promise<boolean> {
    const [row] = await this.db.select({ id: projects.project_id }).from(projects).where(and(eq(projects.company_id, companyId), eq(projects.project_id, projectId)));
    return Boolean(row);
  }

  /** `scope`: the data scope's condition on models (/pageDataAuth); a model outside it is absent. */
  async modelName(companyId: string, modelId: string, scope?: SQL): Promise<string | null> {
    const [row] = await this.db.select({ name: models.model_name }).from(models).where(and(eq(models.company_id, companyId), eq(models.model_id, modelId), scope));
    return row?.name ?? null;
  }

  /** An uploaded model file of this company (a file of another unit, or an image, is not one). */
  async modelFile(companyId: string, fileId: string) {
    const [row] = await this.db
      .select({ file_id: files.file_id, mime: files.mime })
      .from(files)
      .where(and(eq(files.company_id, companyId), eq(files.file_id, fileId), eq(files.module, 'model')));
    return row;
  }

  /**
   * Adds the next version in one transaction; the unique (company, model, number) index turns a concurrent save of the
   * same number into a retry rather than two versions 3.
   */
  async addVersion(v: NewVersion): Promise<number> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.db.transaction(async (tx) => {
          const [last] = await tx
            .select({ n: sql<number>`coalesce(max(${modelVersions.version_no}), 0)`.mapWith(Number) })
            .from(modelVersions)
            .where(and(eq(modelVersions.company_id, v.companyId), eq(modelVersions.model_id, v.modelId)));
          const versionNo = (last?.n ?? 0) + 1;
          await tx.insert(modelVersions).values({
            company_id: v.companyId,
            version_id: v.versionId,
            model_id: v.modelId,
            version_no: versionNo,
            model_format: v.format,
            file_id: v.fileId,
            note: v.note,
            uploader_id: v.uploaderId,
            uploader_name: v.uploaderName,
          });
          await tx.update(models).set({ updated_at: new Date() }).where(and(eq(models.company_id, v.companyId), eq(models.model_id, v.modelId)));
          return versionNo;
        });
      } catch (error) {
        if (attempt < 3 && (error as { code?: string; cause?: { code?: string } }).code === '23505') continue;
        if (attempt < 3 && (error as { cause?: { code?: string } }).cause?.code === '23505') continue;
        throw error;
      }
    }
  }

  /** A model's versions, newest first, with what the viewer needs to fetch each file. */
  async versions(companyId: string, modelId: string, window: PageWindow) {
    const where = and(eq(modelVersions.company_id, companyId), eq(modelVersions.model_id, modelId));
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          version_id: modelVersions.version_id,
          model_id: modelVersions.model_id,
          version_no: modelVersions.version_no,
          model_format: modelVersions.model_format,
          file_id: modelVersions.file_id,
          file_name: files.file_name,
          size_bytes: files.size_bytes,
          note: modelVersions.note,
          uploader_name: modelVersions.uploader_name,
          created_at: modelVersions.created_at,
        })
        .from(modelVersions)
        .innerJoin(files, eq(files.file_id, modelVersions.file_id))
        .where(where)
        .orderBy(desc(modelVersions.version_no))
        .limit(window.limit)
        .offset(window.offset),
      this.db.select({ n: count() }).from(modelVersions).where(where),
    ]);
    const newest = await this.db
      .select({ n: sql<number>`max(${modelVersions.version_no})`.mapWith(Number) })
      .from(modelVersions)
      .where(where);
    return { rows, total: total?.n ?? 0, newest: newest[0]?.n ?? 0 };
  }
}
