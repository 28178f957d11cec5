import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { PermMsg } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { authJobTemplates, authTemplateObjects, authTemplates } from '../../db/schema';
import { PLATFORM_OBJECT_PREFIX } from '../../platform/access-policy';
import { fail } from '../../platform/errors';
import type { PageWindow } from '../../platform/paging';
import { knownIds } from '../../platform/ids';
import type { TemplateRepo} from './template.repo';
import { type TemplateRow } from './template.repo';

const toRow = (r: TemplateRow & { auth_numbers?: number; job_numbers?: number }) => ({
  auth_template_id: r.auth_template_id,
  auth_template_name: r.auth_template_name,
  company_id: r.company_id,
  auth_numbers: r.auth_numbers ?? 0,
  job_numbers: r.job_numbers ?? 0,
  created_at: r.created_at.toISOString(),
});

/** A unit's permission templates: named object sets it grants to its jobs. */
export class TemplateService {
  constructor(
    private readonly db: Db,
    private readonly repo: TemplateRepo,
  ) {}

  async list(companyId: string, filter: Parameters<TemplateRepo['list']>[1], window: PageWindow) {
    const { rows, total } = await this.repo.list(companyId, filter, window);
    return { rows: rows.map(toRow), total };
  }

  private async existing(companyId: string, templateId: string): Promise<TemplateRow> {
    knownIds(templateId);
    const row = await this.repo.byId(companyId, templateId);
    if (!row) throw fail.notFound();
    return row;
  }

  async create(companyId: string, name: string) {
    if (await this.repo.byName(companyId, name)) throw fail.conflict(PermMsg.templateNameTaken);
    const [saved] = await this.db
      .insert(authTemplates)
      .values({ company_id: companyId, auth_template_id: uuidv7(), auth_template_name: name })
      .onConflictDoNothing()
      .returning();
    if (!saved) throw fail.conflict(PermMsg.templateNameTaken);
    return toRow(saved);
  }

  async rename(companyId: string, templateId: string, name: string): Promise<void> {
    const row = await this.existing(companyId, templateId);
    const other = await this.repo.byName(companyId, name);
    if (other && other.auth_template_id !== row.auth_template_id) throw fail.conflict(PermMsg.templateNameTaken);
    await this.db
      .update(authTemplates)
      .set({ auth_template_name: name })
      .where(and(eq(authTemplates.company_id, companyId), eq(authTemplates.auth_template_id, row.auth_template_id)));
  }

  /** Deleting a template takes its grants away from every job at once. */
  async remove(companyId: string, templateId: string): Promise<void> {
    const row = await this.existing(companyId, templateId);
    const id = row.auth_template_id;
    await this.db.transaction(async (tx) => {
      await tx.delete(authJobTemplates).where(and(eq(authJobTemplates.company_id, companyId), eq(authJobTemplates.auth_template_id, id)));
      await tx.delete(authTemplateObjects).where(and(eq(authTemplateObjects.company_id, companyId), eq(authTemplateObjects.auth_template_id, id)));
      await tx.delete(authTemplates).where(and(eq(authTemplates.company_id, companyId), eq(authTemplates.auth_template_id, id)));
    });
  }

  async detail(companyId: string, templateId: string) {
    const row = await this.existing(companyId, templateId);
    return {
      object_nos: await this.repo.objectNos(companyId, row.auth_template_id),
      job_ids: await this.repo.jobIds(companyId, row.auth_template_id),
    };
  }

  async setObjects(companyId: string, templateId: string, objectNos: string[]): Promise<void> {
    const row = await this.existing(companyId, templateId);
    const known = await this.repo.knownObjectNos(objectNos);
    if (objectNos.some((no) => !known.has(no) || no.startsWith(PLATFORM_OBJECT_PREFIX))) throw fail.validation(PermMsg.objectNosInvalid);
    await this.db.transaction(async (tx) => {
      const scope = and(eq(authTemplateObjects.company_id, companyId), eq(authTemplateObjects.auth_template_id, row.auth_template_id));
      await tx.delete(authTemplateObjects).where(scope);
      if (objectNos.length > 0) {
        await tx.insert(authTemplateObjects).values(objectNos.map((object_no) => ({ company_id: companyId, auth_template_id: row.auth_template_id, object_no })));
      }
    });
  }

  /** Another unit's job, or no job at all, is "not found" (ARCHITECTURE.md rule 7). */
  async setJobs(companyId: string, templateId: string, jobIds: string[]): Promise<void> {
    const row = await this.existing(companyId, templateId);
    knownIds(...jobIds);
    const known = await this.repo.knownJobIds(companyId, jobIds);
    if (jobIds.some((id) => !known.has(id))) throw fail.notFound(PermMsg.jobIdsInvalid);
    await this.db.transaction(async (tx) => {
      const scope = and(eq(authJobTemplates.company_id, companyId), eq(authJobTemplates.auth_template_id, row.auth_template_id));
      await tx.delete(authJobTemplates).where(scope);
      if (jobIds.length > 0) {
        await tx.insert(authJobTemplates).values(jobIds.map((job_id) => ({ company_id: companyId, auth_template_id: row.auth_template_id, job_id })));
      }
    });
  }
}
