import type { FastifyInstance } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { DataScopePage, projectFiles } from '@zhuyun/contracts';
import { projectDocFiles } from '../../db/schema';
import { projectVisible, scopeWhere } from '../../platform/data-scope/scope-checks';
import type { SessionContext } from '../../platform/session/session.types';
import { fail } from '../../platform/errors';
import { FILE_LINK_SECONDS, signFileLink } from '../../platform/files/signed-link';
import { registerRoute } from '../../platform/http/register-route';
import { registerFileRoute, registerUpload } from '../../platform/http/register-upload';
import type { Platform } from '../../platform/platform';
import { tenantOf } from '../../platform/tenant';
import { cleanName } from '../files';
import { DirRepo } from './dir.repo';
import { DocFileRepo } from './doc-file.repo';
import { sniffDocKind } from './doc-kind';

const { ProjectFileMsg } = projectFiles;

/** Upload (a new file or its next version), download, preview link, versions and tags of one file. */
export function registerDocUploadRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;
  const repo = new DocFileRepo(db);
  const dirs = new DirRepo(db);
  // /pageDataAuth: a file (or directory) of a project outside the session's scope is "not found".
  const scopeOf = (session: SessionContext) => scopeWhere(platform, session, DataScopePage.projectFiles, { project: projectDocFiles.project_id });
  const docOf = async (session: SessionContext, docFileId: string) => repo.get(tenantOf(session), docFileId, await scopeOf(session));

  registerUpload(app, platform, projectFiles.uploadProjectDocFile, {
    maxBytes: projectFiles.PROJECT_FILE_MAX_BYTES,
    missingFileMsg: ProjectFileMsg.fileRequired,
    tooLargeMsg: ProjectFileMsg.fileTooLarge,
    msg: '上传成功',
    handler: async ({ input, session, file }) => {
      const companyId = tenantOf(session);
      // The directory first: nothing is stored for a directory of another company.
      const dir = await dirs.dirOf(companyId, input.dir_id);
      if (!dir || !projectVisible(await platform.dataScope.resolve(session, DataScopePage.projectFiles), dir.project_id)) throw fail.notFound(ProjectFileMsg.dirNotFound);
      const stored = await platform.files.save(file.stream);
      const kind = file.truncated() ? null : sniffDocKind(stored.head, file.filename);
      if (!kind) {
        platform.files.remove(stored.storedName);
        throw fail.validation(file.truncated() ? ProjectFileMsg.fileTooLarge : ProjectFileMsg.fileKindInvalid);
      }
      const fileName = cleanName(file.filename, kind.ext);
      const versionId = uuidv7();
      try {
        const added = await repo.addUpload({
          companyId, projectId: dir.project_id, dirId: dir.dir_id, fileName, fileId: uuidv7(), versionId, docFileId: uuidv7(),
          storedName: stored.storedName, mime: kind.mime, size: stored.size, sha256: stored.sha256,
          user: { userId: session.userId, name: session.user.user_name },
        });
        const answer = { ...added, version_id: versionId, file_name: fileName, size_bytes: stored.size, mime: kind.mime };
        // Outside the resource layer, so the audit trail is told here (a new file or its next version).
        await platform.audit.onWrite({ resource: 'project_doc_file_version', action: 'create', companyId, userId: session.userId, userName: session.user.user_name, id: versionId, before: null, after: { ...answer, sha256: stored.sha256 } });
        return answer;
      } catch (error) {
        platform.files.remove(stored.storedName);
        throw error;
      }
    },
  });

  /** The version asked for (the current one when none is named) of a file of the company. */
  const versionOf = async (session: SessionContext, docFileId: string, versionId: string | null | undefined) => {
    const companyId = tenantOf(session);
    const doc = await docOf(session, docFileId);
    if (!doc) throw fail.notFound(ProjectFileMsg.docFileNotFound);
    const versions = await repo.versions(companyId, docFileId);
    const version = versionId ? versions.find((x) => x.version_id === versionId) : versions[0];
    if (!version) throw fail.notFound(ProjectFileMsg.versionNotFound);
    // The current version downloads under the file's (possibly renamed) name; an older one under its own.
    return { doc, version, name: version === versions[0] ? doc.file_name : version.file_name };
  };

  registerFileRoute(app, platform, projectFiles.downloadProjectDocFile, {
    handler: async ({ input, session }) => {
      const { version, name } = await versionOf(session, input.doc_file_id, input.version_id);
      const body = platform.files.open(version.stored_name);
      if (!body) throw fail.notFound(ProjectFileMsg.versionNotFound);
      return { filename: name, contentType: version.mime, body };
    },
  });

  registerRoute(app, platform, projectFiles.previewProjectDocFile, {
    handler: async ({ input, session }) => {
      const { version, name } = await versionOf(session, input.doc_file_id, input.version_id);
      const preview_kind = version.mime.startsWith('image/') ? 'image' : version.mime === 'application/pdf' ? 'pdf' : 'none';
      return { url: signFileLink(platform.fileLinkKey, version.file_id), file_name: name, mime: version.mime, preview_kind, expires_in: FILE_LINK_SECONDS } as const;
    },
  });

  registerRoute(app, platform, projectFiles.listProjectDocFileVersions, {
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      if (!(await docOf(session, input.doc_file_id))) throw fail.notFound(ProjectFileMsg.docFileNotFound);
      const rows = await repo.versions(companyId, input.doc_file_id);
      return {
        list: rows.map((r, i) => ({
          version_id: r.version_id, version_no: r.version_no, file_name: r.file_name, mime: r.mime, size_bytes: Number(r.size_bytes),
          uploader_name: r.uploader_name, created_at: r.created_at.toISOString(), is_current: i === 0,
        })),
      };
    },
  });

  registerRoute(app, platform, projectFiles.setProjectDocFileSigns, {
    msg: '保存成功',
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      if (!(await docOf(session, input.doc_file_id))) throw fail.notFound(ProjectFileMsg.docFileNotFound);
      const wanted = [...new Set(input.sign_ids)];
      if ((await repo.signsOf(companyId, wanted)).length !== wanted.length) throw fail.validation(ProjectFileMsg.signUnknown);
      await repo.setSigns(companyId, input.doc_file_id, wanted, session.userId);
      await platform.audit.onWrite({ resource: 'project_doc_file_sign', action: 'update', companyId, userId: session.userId, userName: session.user.user_name, id: input.doc_file_id, after: { sign_ids: wanted } });
      return null;
    },
  });
}
