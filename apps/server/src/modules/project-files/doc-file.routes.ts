import type { FastifyInstance } from 'fastify';
import { DataScopePage, projectFiles } from '@zhuyun/contracts';
import { projectDocFiles } from '../../db/schema';
import { fail } from '../../platform/errors';
import type { Platform } from '../../platform/platform';
import { registerResource } from '../../platform/resource/register-resource';
import { DirRepo } from './dir.repo';
import { DocFileRepo } from './doc-file.repo';

const { ProjectFileMsg } = projectFiles;

/** Files (get_project_doc_file): list, rename and move within the project, delete with every version. */
export function registerDocFileRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;
  const repo = new DocFileRepo(db);
  const dirs = new DirRepo(db);
  registerResource(app, platform, projectFiles.projectDocFileResource, {
    // /pageDataAuth: a job limited to its projects sees, renames and deletes only their files.
    dataScope: { page: DataScopePage.projectFiles, columns: { project: projectDocFiles.project_id } },
    repo: {
      appliesRowScope: true,
      page: (companyId, query, window, rowScope) => repo.page(companyId as string, query, window, rowScope),
      get: (companyId, id, rowScope) => repo.get(companyId as string, id, rowScope),
      update: async (companyId, id, values) => {
        const company = companyId as string;
        const current = await repo.get(company, id);
        if (!current) return false;
        const target = await dirs.dirOf(company, values.dir_id);
        if (!target || target.project_id !== current.project_id) throw fail.validation(ProjectFileMsg.targetDirInvalid);
        return repo.update(company, id, values);
      },
      delete: async (companyId, id) => {
        const stored = await repo.delete(companyId as string, id);
        if (!stored) return false;
        // The rows are gone (one transaction); the bytes follow, so a failed write never loses a file still listed.
        for (const name of stored) platform.files.remove(name);
        return true;
      },
    },
  });
}
