import type { FastifyInstance } from 'fastify';
import { and, desc, eq, sql } from 'drizzle-orm';
import { DataScopePage, schedule, type ResourceRowOf } from '@zhuyun/contracts';
import { constructionSections, ganttTasks, imageProgressPhotos, projectGantts } from '../../db/schema';
import { fail } from '../../platform/errors';
import { signFileLink } from '../../platform/files/signed-link';
import type { Platform } from '../../platform/platform';
import { registerResource } from '../../platform/resource/register-resource';
import { tableRepo } from '../../platform/resource/table-repo';
import { FilesRepo, fileIdOf } from '../files';
import { assertProjectOfCompany } from './project-scope';
import { ensureDemoPictures } from './demo-pictures';

const { ImageProgressMsg } = schedule;
const t = imageProgressPhotos;
type Row = ResourceRowOf<typeof schedule.imageProgressResource>;

/** Image progress photos (/imageProgressList, /imageProgressNode): one table; each row answers a fresh picture link. */
export function registerImageProgressRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;
  const files = new FilesRepo(db);
  const repo = tableRepo(db, schedule.imageProgressResource, {
    table: t,
    companyKey: 'company_id',
    select: {
      photo_id: t.photo_id,
      project_id: t.project_id,
      project_name: sql<string | null>`(select p.project_name from projects p where p.company_id = image_progress_photos.company_id and p.project_id = image_progress_photos.project_id)`,
      node_type: t.node_type,
      node_id: t.node_id,
      node_name: t.node_name,
      shot_date: t.shot_date,
      title: t.title,
      remark: t.remark,
      file_path: t.file_path,
      file_id: t.file_id,
      file_name: sql<string | null>`(select f.file_name from files f where f.file_id = image_progress_photos.file_id)`,
      uploader_name: t.uploader_name,
      created_at: t.created_at,
    },
    sort: { shot_date: t.shot_date, created_at: t.created_at, node_name: t.node_name },
    defaultOrder: [desc(t.shot_date), desc(t.created_at), desc(t.photo_id)],
    search: [t.node_name, t.title],
    filters: { project_id: t.project_id, node_id: t.node_id, shot_date: t.shot_date },
  });
  const linked = (row: Row): Row => {
    const { file_id, ...rest } = row as Row & { file_id: string };
    return { ...rest, url: signFileLink(platform.fileLinkKey, file_id) };
  };

  /** The node's name, when it is a section or a schedule task of this project. */
  const nodeName = async (companyId: string, projectId: string, type: string, nodeId: string): Promise<string | null> => {
    if (type === 'construction') {
      const c = constructionSections;
      const [found] = await db.select({ name: c.construction_name }).from(c).where(and(eq(c.company_id, companyId), eq(c.construction_id, nodeId), eq(c.project_id, projectId)));
      return found?.name ?? null;
    }
    const [found] = await db
      .select({ name: ganttTasks.task_name })
      .from(ganttTasks)
      .innerJoin(projectGantts, and(eq(projectGantts.company_id, ganttTasks.company_id), eq(projectGantts.gantt_id, ganttTasks.gantt_id)))
      .where(and(eq(ganttTasks.company_id, companyId), eq(ganttTasks.task_id, nodeId), eq(projectGantts.project_id, projectId)));
    return found?.name ?? null;
  };

  ensureDemoPictures(app, platform);
  registerResource(app, platform, schedule.imageProgressResource, {
    // /pageDataAuth: a job limited to its projects sees and changes only their photos.
    dataScope: { page: DataScopePage.imageProgress, columns: { project: t.project_id } },
    repo: {
      ...repo,
      page: async (companyId, query, window, rowScope) => {
        const { rows, total } = await repo.page!(companyId, query, window, rowScope);
        return { rows: rows.map(linked), total };
      },
      get: async (companyId, id, rowScope) => {
        const row = await repo.get!(companyId, id, rowScope);
        return row && linked(row);
      },
      // The stored row for the audit digests (a link changes every call).
      state: async (companyId, id) => (await db.select().from(t).where(and(eq(t.company_id, companyId as string), eq(t.photo_id, id))))[0] ?? null,
    },
    // The project is the company's (10002 otherwise), the node one of that project's, the picture an upload of this
    // company of kind picture (judged by its content when it was uploaded).
    prepare: async (companyId, values) => {
      const company = companyId as string;
      await assertProjectOfCompany(db, company, values.project_id);
      const node_name = await nodeName(company, values.project_id, values.node_type, values.node_id);
      if (!node_name) throw fail.validation(ImageProgressMsg.nodeNotFound);
      const fileId = fileIdOf(values.file_path);
      const file = fileId ? await files.byId(fileId) : undefined;
      if (!file || file.company_id !== company || file.module !== 'picture') throw fail.validation(ImageProgressMsg.fileInvalid);
      return { ...values, node_name, file_id: file.file_id } as typeof values;
    },
  });
}
