import type { FastifyInstance } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { Msg, ResultCode, files } from '@zhuyun/contracts';
import { fail } from '../../platform/errors';
import { registerRoute } from '../../platform/http/register-route';
import { registerUpload } from '../../platform/http/register-upload';
import { sniffKind } from '../../platform/files/sniff';
import { FILE_LINK_SECONDS, FILE_VIEW_PREFIX, signFileLink, verifyFileLink } from '../../platform/files/signed-link';
import type { Platform } from '../../platform/platform';
import { fileIdOf, filePathOf } from './file-path';
import { cleanName } from './file-name';
import { FilesRepo } from './files.repo';
import { inSystemScope } from '../../db/scope';

/**
 * Uploads (spec-1 §7 "File upload"): checked by content, 10 MB at most, stored under generated names, and read back
 * only through short-lived signed links. Who may get a link: the uploader and the platform administrator.
 */
export function registerFileRoutes(app: FastifyInstance, platform: Platform): void {
  const repo = new FilesRepo(platform.database.db);

  registerUpload(app, platform, files.uploadFile, {
    maxBytes: files.UPLOAD_MAX_BYTES,
    missingFileMsg: Msg.fileRequired,
    tooLargeMsg: Msg.fileTooLarge,
    handler: async ({ input, session, file }) => {
      const stored = await platform.files.save(file.stream);
      if (file.truncated()) {
        platform.files.remove(stored.storedName);
        throw fail.validation(Msg.fileTooLarge);
      }
      const kind = sniffKind(stored.head);
      const allowed = kind && (files.PDF_MODULES.includes(input.module) || kind.ext !== 'pdf');
      if (!kind || !allowed) {
        platform.files.remove(stored.storedName);
        const refusal = { certificate: Msg.certificateKindInvalid, drawing: Msg.drawingKindInvalid }[input.module as string];
        throw fail.validation(refusal ?? Msg.imageKindInvalid);
      }
      const file_id = uuidv7();
      const file_name = cleanName(file.filename, kind.ext);
      await repo.insert({
        file_id,
        owner_id: session.userId,
        company_id: session.companyId,
        module: input.module,
        file_name,
        stored_name: stored.storedName,
        mime: kind.mime,
        size_bytes: stored.size,
        sha256: stored.sha256,
      });
      return { file_id, file_path: filePathOf(file_id), file_name, url: signFileLink(platform.fileLinkKey, file_id) };
    },
  });

  registerRoute(app, platform, files.getFileUrl, {
    // A person's own files, whichever unit they were uploaded in (decision 024).
    systemScope: 'file-owner',
    handler: async ({ input, session }) => {
      const fileId = fileIdOf(input.file_path);
      const row = fileId ? await repo.byId(fileId) : undefined;
      if (!row || (row.owner_id !== session.userId && !session.user.is_platform_admin)) throw fail.notFound();
      return { url: signFileLink(platform.fileLinkKey, row.file_id), file_name: row.file_name, expires_in: FILE_LINK_SECONDS };
    },
  });

  // The link itself: no session and no signature headers (an <img> cannot send them); its own HMAC and expiry guard it.
  app.get<{ Params: { id: string }; Querystring: { expires?: string; sig?: string } }>(
    `${FILE_VIEW_PREFIX}:id`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { id } = request.params;
      // The link's own HMAC names the file: read in the system scope `file-link` (decision 024).
      const row = verifyFileLink(platform.fileLinkKey, id, request.query.expires, request.query.sig)
        ? await inSystemScope('file-link', () => repo.byId(id))
        : undefined;
      const body = row ? platform.files.open(row.stored_name) : null;
      if (!row || !body) return reply.status(404).send({ code: ResultCode.NOT_FOUND, msg: Msg.error404, data: null });
      // Shown in the page only when it is an image, which the upload proved by its content; anything else (a PDF)
      // downloads. Either way the answer runs in a sandbox with no script (issue 15 fix 6).
      const disposition = row.mime.startsWith('image/') ? 'inline' : 'attachment';
      return reply
        .type(row.mime)
        .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(row.file_name)}`)
        .header('content-security-policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=300')
        .send(body);
    },
  );
}
