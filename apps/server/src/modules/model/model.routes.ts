import type { FastifyInstance } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { DataScopePage, model } from '@zhuyun/contracts';
import { models } from '../../db/schema';
import { scopeWhere } from '../../platform/data-scope/scope-checks';
import type { SessionContext } from '../../platform/session/session.types';
import { fail } from '../../platform/errors';
import { signFileLink } from '../../platform/files/signed-link';
import { sniffModelKind } from '../../platform/files/sniff-model';
import { registerRoute } from '../../platform/http/register-route';
import { registerUpload } from '../../platform/http/register-upload';
import type { Platform } from '../../platform/platform';
import { pageOf, tenantOf, windowOf } from '../../platform/tenant';
import { FilesRepo, cleanName } from '../files';
import { ensureDemoModelFiles } from './demo-model-files';
import { installModelClientKey } from './model-client-key';
import { registerModelResources } from './model-resources';
import { ModelRepo } from './model.repo';

const { ModelMsg } = model;

/**
 * The model library under /macro-library/model/endpoint/v1 and v2 (spec-2 §7.3 "Other", issue 17 item 4): models,
 * their versions (the newest is current) and the upload of GLB, glTF and IFC files, streamed to storage.
 */
export function registerModelRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;
  const repo = new ModelRepo(db);
  const filesRepo = new FilesRepo(db);
  installModelClientKey(app, platform.config.modelLibrary.clientKey);
  registerModelResources(app, platform, repo);
  ensureDemoModelFiles(app, platform);
  // A model outside the session's data scope (/pageDataAuth) is "not found" for its versions too.
  const scopeOf = (session: SessionContext) => scopeWhere(platform, session, DataScopePage.models, { project: models.project_id });

  // Streamed to a temporary file while hashed (LocalFileStore.save), cut at the cap, then judged by its first bytes:
  // a 200 MB model never sits in memory.
  registerUpload(app, platform, model.uploadModelFile, {
    maxBytes: platform.config.modelLibrary.maxUploadBytes,
    missingFileMsg: ModelMsg.fileRequired,
    tooLargeMsg: ModelMsg.fileTooLarge,
    handler: async ({ session, file }) => {
      const companyId = tenantOf(session);
      const stored = await platform.files.save(file.stream);
      if (file.truncated()) {
        platform.files.remove(stored.storedName);
        throw fail.validation(ModelMsg.fileTooLarge);
      }
      const kind = sniffModelKind(stored.head);
      if (!kind) {
        platform.files.remove(stored.storedName);
        throw fail.validation(ModelMsg.fileKindInvalid);
      }
      const file_id = uuidv7();
      const file_name = cleanName(file.filename, kind.ext);
      await filesRepo.insert({
        file_id,
        owner_id: session.userId,
        company_id: companyId,
        module: 'model',
        file_name,
        stored_name: stored.storedName,
        mime: kind.mime,
        size_bytes: stored.size,
        sha256: stored.sha256,
      });
      return { file_id, file_name, model_format: kind.format, size_bytes: stored.size };
    },
  });

  registerRoute(app, platform, model.saveModelVersion, {
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      if (!(await repo.modelName(companyId, input.model_id, await scopeOf(session)))) throw fail.notFound(ModelMsg.modelNotFound);
      const file = await repo.modelFile(companyId, input.file_id);
      const kind = file ? formatOfMime(file.mime) : null;
      if (!kind) throw fail.validation(ModelMsg.fileInvalid);
      const version_id = uuidv7();
      const version_no = await repo.addVersion({
        companyId,
        versionId: version_id,
        modelId: input.model_id,
        fileId: input.file_id,
        format: kind,
        note: input.note ?? null,
        uploaderId: session.userId,
        uploaderName: session.user.user_name,
      });
      await platform.audit.onWrite({
        resource: 'model_version',
        action: 'create',
        companyId,
        userId: session.userId,
        userName: session.user.user_name,
        id: version_id,
        after: { model_id: input.model_id, file_id: input.file_id, version_no },
      });
      return { version_id, version_no };
    },
  });

  registerRoute(app, platform, model.listModelVersions, {
    handler: async ({ input, session, setMsg }) => {
      const companyId = tenantOf(session);
      const model_name = await repo.modelName(companyId, input.model_id, await scopeOf(session));
      if (!model_name) throw fail.notFound(ModelMsg.modelNotFound);
      const window = windowOf(input);
      const { rows, total, newest } = await repo.versions(companyId, input.model_id, window);
      const list = rows.map(({ file_id, created_at, ...row }) => ({
        ...row,
        created_at: created_at.toISOString(),
        is_current: row.version_no === newest ? 1 : 0,
        url: signFileLink(platform.fileLinkKey, file_id),
      }));
      return { ...pageOf(window, list, total, setMsg), model_name };
    },
  });
}

function formatOfMime(mime: string): string | null {
  return { 'model/gltf-binary': 'glb', 'model/gltf+json': 'gltf', 'application/x-step': 'ifc' }[mime] ?? null;
}
