import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { projectFiles, ResourceQueryOf } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { files, projectDirs, projectDocFiles, projectDocFileSigns, projectDocFileVersions, projectDocSigns } from '../../db/schema';
import type { PageWindow } from '../../platform/paging';
import { likePattern } from '../../platform/query-helpers';
import { orderByRequest } from '../../platform/sorting';

type Row = projectFiles.ProjectDocFileRow;
type Query = ResourceQueryOf<typeof projectFiles.projectDocFileResource>;
const f = projectDocFiles;
const v = projectDocFileVersions;

const select = {
  doc_file_id: f.doc_file_id,
  project_id: f.project_id,
  dir_id: f.dir_id,
  dir_name: sql<string | null>`(select d.dir_name from ${projectDirs} d where d.company_id = project_doc_files.company_id and d.dir_id = project_doc_files.dir_id)`,
  file_name: f.file_name,
  mime: f.mime,
  size_bytes: f.size_bytes,
  version_no: f.version_no,
  version_count: sql<number>`(select count(*) from ${v} x where x.company_id = project_doc_files.company_id and x.doc_file_id = project_doc_files.doc_file_id)`.mapWith(Number),
  uploader_name: sql<string | null>`(select x.uploader_name from ${v} x where x.company_id = project_doc_files.company_id and x.doc_file_id = project_doc_files.doc_file_id order by x.version_no desc limit 1)`,
  remark: f.remark,
  signs: sql<unknown>`coalesce((select json_agg(json_build_object('sign_id', s.sign_id, 'sign_name', s.sign_name, 'sign_color', s.sign_color) order by s.sign_name)
    from ${projectDocFileSigns} l join ${projectDocSigns} s on s.company_id = l.company_id and s.sign_id = l.sign_id
    where l.company_id = project_doc_files.company_id and l.doc_file_id = project_doc_files.doc_file_id), '[]'::json)`,
  created_at: f.created_at,
  updated_at: f.updated_at,
};
const sorts = { updated_at: f.updated_at, file_name: f.file_name, size_bytes: f.size_bytes, created_at: f.created_at };

type Raw = Omit<Row, 'created_at' | 'updated_at' | 'signs'> & { created_at: Date; updated_at: Date; signs: unknown };
const wire = (r: Raw): Row => ({
  ...r,
  signs: (typeof r.signs === 'string' ? JSON.parse(r.signs) : r.signs) as Row['signs'],
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

export interface NewUpload {
  companyId: string;
  projectId: string;
  dirId: string;
  fileName: string;
  fileId: string;
  versionId: string;
  docFileId: string;
  storedName: string;
  mime: string;
  size: number;
  sha256: string;
  user: { userId: string; name: string };
}

/** The files of a company's projects: lists, versions, uploads as versions, tags. */
export class DocFileRepo {
  constructor(private readonly db: Db) {}

  /** `rowScope` (page and get): the data scope's condition on project_doc_files (/pageDataAuth), ANDed in. */
  async page(companyId: string, q: Query, window: PageWindow, rowScope?: SQL): Promise<{ rows: Row[]; total: number }> {
    const where = and(
      eq(f.company_id, companyId),
      rowScope,
      q.project_id ? eq(f.project_id, q.project_id) : undefined,
      q.dir_id ? eq(f.dir_id, q.dir_id) : undefined,
      q.search ? ilike(f.file_name, likePattern(q.search)) : undefined,
      q.sign_id
        ? sql`exists (select 1 from ${projectDocFileSigns} l where l.company_id = project_doc_files.company_id and l.doc_file_id = project_doc_files.doc_file_id and l.sign_id = ${q.sign_id})`
        : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select(select)
        .from(f)
        .where(where)
        .orderBy(...orderByRequest(sorts, q.sort_field, q.sort_order, [desc(f.updated_at), desc(f.doc_file_id)]))
        .limit(window.limit)
        .offset(window.offset),
      this.db.select({ n: count() }).from(f).where(where),
    ]);
    return { rows: (rows as Raw[]).map(wire), total: Number(total?.n ?? 0) };
  }

  async get(companyId: string, id: string, rowScope?: SQL): Promise<Row | null> {
    const [row] = await this.db.select(select).from(f).where(and(eq(f.company_id, companyId), eq(f.doc_file_id, id), rowScope));
    return row ? wire(row as Raw) : null;
  }

  async update(companyId: string, id: string, values: { dir_id: string; file_name: string; remark: string | null }): Promise<boolean> {
    const done = await this.db
      .update(f)
      .set({ ...values, updated_at: new Date() })
      .where(and(eq(f.company_id, companyId), eq(f.doc_file_id, id)))
      .returning({ id: f.doc_file_id });
    return done.length > 0;
  }

  /** Deletes the file with its versions and tags; answers the stored names to remove from the file store. */
  async delete(companyId: string, id: string): Promise<string[] | null> {
    return this.db.transaction(async (tx) => {
      const stored = await tx
        .select({ file_id: files.file_id, stored_name: files.stored_name })
        .from(v)
        .innerJoin(files, eq(files.file_id, v.file_id))
        .where(and(eq(v.company_id, companyId), eq(v.doc_file_id, id)));
      const gone = await tx.delete(f).where(and(eq(f.company_id, companyId), eq(f.doc_file_id, id))).returning({ id: f.doc_file_id });
      if (gone.length === 0) return null;
      if (stored.length) await tx.delete(files).where(inArray(files.file_id, stored.map((s) => s.file_id)));
      return stored.map((s) => s.stored_name);
    });
  }

  /**
   * Stores an upload: a new file, or the next version of the file of that name in that directory (then current). The
   * row of that name is locked while its number is taken; a concurrent first upload of the same name retries as a version.
   */
  async addUpload(u: NewUpload): Promise<{ doc_file_id: string; version_no: number }> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.db.transaction(async (tx) => {
          await tx.insert(files).values({ file_id: u.fileId, owner_id: u.user.userId, company_id: u.companyId, module: 'project_file', file_name: u.fileName, stored_name: u.storedName, mime: u.mime, size_bytes: u.size, sha256: u.sha256 });
          const [existing] = await tx
            .select({ doc_file_id: f.doc_file_id, version_no: f.version_no })
            .from(f)
            .where(and(eq(f.company_id, u.companyId), eq(f.dir_id, u.dirId), eq(f.file_name, u.fileName)))
            .for('update');
          const current = { file_id: u.fileId, mime: u.mime, size_bytes: u.size, updated_at: new Date() };
          const docFileId = existing?.doc_file_id ?? u.docFileId;
          const versionNo = (existing?.version_no ?? 0) + 1;
          if (existing) {
            await tx.update(f).set({ ...current, version_no: versionNo }).where(and(eq(f.company_id, u.companyId), eq(f.doc_file_id, docFileId)));
          } else {
            await tx.insert(f).values({ ...current, company_id: u.companyId, doc_file_id: docFileId, project_id: u.projectId, dir_id: u.dirId, file_name: u.fileName, version_no: 1, created_by: u.user.userId });
          }
          await tx.insert(v).values({ company_id: u.companyId, version_id: u.versionId, doc_file_id: docFileId, version_no: versionNo, file_id: u.fileId, uploader_id: u.user.userId, uploader_name: u.user.name });
          return { doc_file_id: docFileId, version_no: versionNo };
        });
      } catch (error) {
        const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
        if (attempt < 3 && code === '23505') continue;
        throw error;
      }
    }
  }

  /** A file's versions, newest first, with the stored file of each. */
  async versions(companyId: string, docFileId: string) {
    return this.db
      .select({ version_id: v.version_id, version_no: v.version_no, file_id: v.file_id, file_name: files.file_name, mime: files.mime, size_bytes: files.size_bytes, stored_name: files.stored_name, uploader_name: v.uploader_name, created_at: v.created_at })
      .from(v)
      .innerJoin(files, eq(files.file_id, v.file_id))
      .where(and(eq(v.company_id, companyId), eq(v.doc_file_id, docFileId)))
      .orderBy(desc(v.version_no));
  }

  /** The tags of the company among these ids. */
  async signsOf(companyId: string, signIds: readonly string[]): Promise<string[]> {
    if (signIds.length === 0) return [];
    const rows = await this.db
      .select({ id: projectDocSigns.sign_id })
      .from(projectDocSigns)
      .where(and(eq(projectDocSigns.company_id, companyId), inArray(projectDocSigns.sign_id, [...signIds])));
    return rows.map((r) => r.id);
  }

  /** Exactly these tags on the file; a tag already there keeps who put it. */
  async setSigns(companyId: string, docFileId: string, signIds: readonly string[], userId: string): Promise<void> {
    const l = projectDocFileSigns;
    await this.db.transaction(async (tx) => {
      const keep: SQL | undefined = signIds.length ? sql`${l.sign_id} not in (${sql.join(signIds.map((id) => sql`${id}::uuid`), sql`, `)})` : undefined;
      await tx.delete(l).where(and(eq(l.company_id, companyId), eq(l.doc_file_id, docFileId), keep));
      if (signIds.length) {
        await tx
          .insert(l)
          .values(signIds.map((sign_id) => ({ company_id: companyId, doc_file_id: docFileId, sign_id, tagged_by: userId })))
          .onConflictDoNothing();
      }
    });
  }

  /** The tags this person has put on files, most used first. */
  async userSigns(companyId: string, userId: string) {
    const l = projectDocFileSigns;
    const s = projectDocSigns;
    const uses = sql<number>`count(*)`.mapWith(Number);
    return this.db
      .select({ sign_id: s.sign_id, sign_name: s.sign_name, sign_color: s.sign_color, use_count: uses })
      .from(l)
      .innerJoin(s, and(eq(s.company_id, l.company_id), eq(s.sign_id, l.sign_id)))
      .where(and(eq(l.company_id, companyId), eq(l.tagged_by, userId)))
      .groupBy(s.sign_id, s.sign_name, s.sign_color)
      .orderBy(desc(uses), asc(s.sign_name));
  }
}
