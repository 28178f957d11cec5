import type { FastifyInstance } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { version } from '@zhuyun/contracts';
import { files } from '../../db/schema';
import { inSystemScope } from '../../db/scope';
import { fail } from '../../platform/errors';
import { signFileLink } from '../../platform/files/signed-link';
import { registerRoute } from '../../platform/http/register-route';
import { registerUpload } from '../../platform/http/register-upload';
import type { Platform } from '../../platform/platform';
import { registerResource } from '../../platform/resource/register-resource';
import { PACKAGE_MODULE, accountCreatedAt, lastReadWebVersion, latestPublished, markWebVersionRead, versionRepo } from './version.repo';

const { VersionMsg } = version;
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const PACKAGE_KINDS: Record<string, string> = { apk: 'application/vnd.android.package-archive', ipa: 'application/octet-stream' };

/** Releases of the app and the web (issue 19 item 4): the resource, the package upload, the public update check and the web notice. */
export function registerVersionRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;
  registerResource(app, platform, version.versionResource, { repo: versionRepo(db) });

  // An APK and an IPA are both zip archives: the name says which, the first bytes must say zip.
  registerUpload(app, platform, version.uploadVersionPackage, {
    maxBytes: version.PACKAGE_MAX_BYTES,
    missingFileMsg: VersionMsg.packageRequired,
    tooLargeMsg: VersionMsg.packageTooLarge,
    handler: async ({ session, file }) => {
      const ext = /\.([A-Za-z]+)$/.exec(file.filename)?.[1]?.toLowerCase() ?? '';
      const mime = PACKAGE_KINDS[ext];
      if (!mime) throw fail.validation(VersionMsg.packageInvalid);
      const stored = await platform.files.save(file.stream);
      if (file.truncated()) {
        platform.files.remove(stored.storedName);
        throw fail.validation(VersionMsg.packageTooLarge);
      }
      if (!ZIP.every((b, i) => stored.head[i] === b)) {
        platform.files.remove(stored.storedName);
        throw fail.validation(VersionMsg.packageInvalid);
      }
      const file_id = uuidv7();
      // eslint-disable-next-line no-control-regex -- control characters and slashes are exactly what a stored name must not keep
      const file_name = file.filename.replace(/[\\/\u0000-\u001f]/g, '_').slice(-120);
      // A release's package belongs to the platform, no unit: written in the system scope `app-release` (decision 024).
      await inSystemScope('app-release', () => db.insert(files).values({
        file_id,
        owner_id: session.userId,
        company_id: null,
        module: PACKAGE_MODULE,
        file_name,
        stored_name: stored.storedName,
        mime,
        size_bytes: stored.size,
        sha256: stored.sha256,
      }));
      return { file_id, file_name, size_bytes: stored.size };
    },
  });

  registerRoute(app, platform, version.getLatestVersion, {
    handler: async ({ input }) => {
      const top = await latestPublished(db, input.platform);
      if (!top?.published_at) return { latest: null };
      return {
        latest: {
          version_no: top.version_no,
          notes: top.notes,
          force_update: top.force_update,
          published_at: top.published_at.toISOString(),
          download_url: top.package_file_id ? signFileLink(platform.fileLinkKey, top.package_file_id) : null,
          package_size: top.package_size,
        },
      };
    },
  });

  registerRoute(app, platform, version.getWebReleaseNotice, {
    handler: async ({ session }) => {
      const top = await latestPublished(db, 'web');
      if (!top?.published_at || (await lastReadWebVersion(db, session.userId)) === top.version_id) return { notice: null };
      // Notes are about an update: someone who joined after the release never saw the web without it.
      if ((await accountCreatedAt(db, session.userId)) >= top.published_at) return { notice: null };
      return { notice: { version_id: top.version_id, version_no: top.version_no, notes: top.notes, published_at: top.published_at.toISOString() } };
    },
  });

  registerRoute(app, platform, version.readWebReleaseNotice, {
    handler: async ({ input, session }) => {
      const top = await latestPublished(db, 'web');
      if (!top || top.version_id !== input.version_id) throw fail.notFound(VersionMsg.versionNotFound);
      await markWebVersionRead(db, session.userId, input.version_id);
      return null;
    },
  });
}
