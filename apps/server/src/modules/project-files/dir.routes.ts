import type { FastifyInstance } from 'fastify';
import { asc, desc } from 'drizzle-orm';
import { DataScopePage, projectFiles } from '@zhuyun/contracts';
import { projectVisible } from '../../platform/data-scope/scope-checks';
import type { SessionContext } from '../../platform/session/session.types';
import { projectDirs } from '../../db/schema';
import { fail } from '../../platform/errors';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import { registerResource } from '../../platform/resource/register-resource';
import { tableRepo } from '../../platform/resource/table-repo';
import { tenantOf } from '../../platform/tenant';
import { DirRepo, fileCountOf } from './dir.repo';
import { buildTree, depthOf, heightOf, subtreeOf } from './dir-tree';
import { projectsOfCompany } from './project-scope';

const { ProjectFileMsg, MAX_DIR_DEPTH } = projectFiles;
const d = projectDirs;
type DirValues = { project_id: string; parent_id: string | null; dir_name: string; sort_no: number | null };

/** A project's directory tree (get_project_dir): the resource, the tree of one project, the trees of several. */
export function registerDirRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;
  const dirs = new DirRepo(db);
  const repo = tableRepo(db, projectFiles.projectDirResource, {
    table: d,
    companyKey: 'company_id',
    select: { dir_id: d.dir_id, project_id: d.project_id, parent_id: d.parent_id, dir_name: d.dir_name, sort_no: d.sort_no, file_count: fileCountOf, created_at: d.created_at },
    sort: { sort_no: d.sort_no, dir_name: d.dir_name, created_at: d.created_at },
    defaultOrder: [asc(d.sort_no), asc(d.dir_name), desc(d.dir_id)],
    search: [d.dir_name],
    filters: { project_id: d.project_id },
  });

  /** The parent is a directory of the same project, and the tree stays within MAX_DIR_DEPTH levels. */
  const checkPlace = async (companyId: string, values: DirValues, movingId?: string) => {
    if (!values.parent_id) return;
    const parent = await dirs.dirOf(companyId, values.parent_id);
    if (!parent || parent.project_id !== values.project_id) throw fail.validation(ProjectFileMsg.dirParentInvalid);
    const links = await dirs.linksOf(companyId, values.project_id);
    if (movingId && subtreeOf(links, movingId).has(values.parent_id)) throw fail.validation(ProjectFileMsg.dirMoveIntoSelf);
    const height = movingId ? heightOf(links, movingId) : 1;
    if (depthOf(links, values.parent_id) + height > MAX_DIR_DEPTH) throw fail.validation(ProjectFileMsg.dirTooDeep);
  };

  registerResource(app, platform, projectFiles.projectDirResource, {
    // /pageDataAuth: a job limited to its projects sees and changes only their directories.
    dataScope: { page: DataScopePage.projectFiles, columns: { project: d.project_id } },
    repo: {
      ...repo,
      insert: async (companyId, id, values) => {
        await checkPlace(companyId as string, values);
        await repo.insert!(companyId, id, { ...values, sort_no: values.sort_no ?? 0 });
      },
      // Rename, reorder or move under another parent of the same project (never to another project, never below itself).
      update: async (companyId, id, values) => {
        const company = companyId as string;
        const current = await dirs.dirOf(company, id);
        if (!current) return false;
        if (current.project_id !== values.project_id) throw fail.validation(ProjectFileMsg.dirProjectFixed);
        await checkPlace(company, values, id);
        return repo.update!(companyId, id, { ...values, sort_no: values.sort_no ?? 0 });
      },
    },
    // Another company's project reads as missing (10002), exactly like one that does not exist.
    prepare: async (companyId, values) => {
      await projectsOfCompany(db, companyId as string, [values.project_id]);
      return values;
    },
    guardDelete: async (companyId, id) => {
      if ((await dirs.filesBelow(companyId as string, id)) > 0) throw fail.conflict(ProjectFileMsg.dirHasFiles);
    },
  });

  // A project outside the session's data scope reads as missing (10002), like another company's.
  const treesOf = async (session: SessionContext, projectIds: readonly string[]) => {
    const companyId = tenantOf(session);
    const named = await projectsOfCompany(db, companyId, projectIds);
    const scope = await platform.dataScope.resolve(session, DataScopePage.projectFiles);
    if (projectIds.some((id) => !projectVisible(scope, id))) throw fail.notFound(ProjectFileMsg.projectNotFound);
    const rows = await dirs.dirsOf(companyId, projectIds);
    return named.map((p) => ({ ...p, tree: buildTree(rows.filter((r) => r.project_id === p.project_id)) }));
  };

  registerRoute(app, platform, projectFiles.getProjectDirTree, {
    handler: async ({ input, session }) => (await treesOf(session, [input.project_id]))[0]!,
  });

  registerRoute(app, platform, projectFiles.dirTreeByProjectIds, {
    handler: async ({ input, session }) => ({ list: await treesOf(session, input.project_ids) }),
  });
}
