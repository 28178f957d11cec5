import { z } from 'zod';
import { defineRoute } from '../route';
import { emptyData } from '../envelope';
import { signingParams } from '../fields';
import { defineResource, optionalUuid, searchText, text, uuidField } from '../resource';
import { VersionMsg, VersionObject } from './version.messages';
import { VERSION_NO } from './version-number';

export const VERSION_PLATFORMS = ['android', 'ios', 'web'] as const;
export type VersionPlatform = (typeof VERSION_PLATFORMS)[number];
export const APP_PLATFORMS = ['android', 'ios'] as const;

const platformField = z.enum(VERSION_PLATFORMS, { error: VersionMsg.platformInvalid });

/** A 0/1 flag sent as a number or a one-character string; absent means 0. */
const flag = () =>
  z
    .union([z.number(), z.string().max(1), z.null()], { error: VersionMsg.flagInvalid })
    .optional()
    .transform((v) => (v == null || v === '' ? 0 : Number(v)))
    .refine((v) => v === 0 || v === 1, { error: VersionMsg.flagInvalid });

export const versionRow = z.object({
  version_id: z.string(),
  platform: z.enum(VERSION_PLATFORMS),
  version_no: z.string(),
  notes: z.string(),
  force_update: z.number(),
  /** 0 draft, 1 published. */
  publish_status: z.number(),
  package_file_id: z.string().nullable(),
  package_name: z.string().nullable(),
  package_size: z.number().nullable(),
  published_at: z.string().nullable(),
  created_at: z.string(),
});
export type VersionRow = z.infer<typeof versionRow>;

/**
 * Releases (spec-2 §7.3): POST get_version, publish_version (a new release, draft or published), update_version and
 * delete_version under /api/v1/system/version. The platform's own, so its administrator's alone (platform.version).
 * A release number must be above every other of its platform (compared part by part, not as text).
 */
export const versionResource = defineResource({
  name: 'version',
  tag: 'version',
  scope: 'platform',
  id: 'version_id',
  row: versionRow,
  fields: {
    platform: platformField,
    version_no: text(20, VersionMsg.versionNoRequired).refine((v) => VERSION_NO.test(v), { error: VersionMsg.versionNoInvalid }),
    notes: text(2000, VersionMsg.notesRequired),
    force_update: flag(),
    publish_status: flag(),
    package_file_id: optionalUuid(VersionMsg.packageNotFound),
  },
  filters: {
    /** app: android and ios; web: the web's release notes. */
    channel: z.enum(['app', 'web'], { error: VersionMsg.platformInvalid }).optional(),
    platform: platformField.optional(),
    search: searchText(50),
  },
  sort: ['created_at', 'published_at'],
  perPage: false,
  permission: VersionObject,
  messages: { notFound: VersionMsg.versionNotFound, idRequired: VersionMsg.versionIdRequired, conflict: { version_no: VersionMsg.versionNoExists } },
  calls: {
    list: { method: 'POST', path: '/api/v1/system/version/get_version', summary: 'Lists releases' },
    create: { method: 'POST', path: '/api/v1/system/version/publish_version', summary: 'Publishes a release' },
    update: { method: 'POST', path: '/api/v1/system/version/update_version', summary: 'Updates a release' },
    delete: { method: 'POST', path: '/api/v1/system/version/delete_version', summary: 'Deletes a release' },
  },
});

export const { list: getVersions, create: publishVersion, update: updateVersion, delete: deleteVersion } = versionResource.routes;

export const PACKAGE_MAX_BYTES = 300 * 1024 * 1024;

/** The app package, streamed to storage as it arrives (multipart; path chosen). Its file_id goes into publish_version. */
export const uploadVersionPackage = defineRoute({
  method: 'POST',
  path: '/api/v1/system/version/upload_package',
  summary: 'Uploads an app package (path chosen)',
  tag: 'version',
  auth: 'session',
  signed: true,
  permission: VersionObject,
  request: z.object({ ...signingParams }),
  response: z.object({ file_id: z.string(), file_name: z.string(), size_bytes: z.number() }),
});

/**
 * The latest published release of a platform, for the app's update check: public and unsigned (an installed app has
 * no session and no key yet). The package link is short-lived and signed. Path chosen.
 */
export const getLatestVersion = defineRoute({
  method: 'GET',
  path: '/api/v1/system/version/latest',
  summary: 'Latest published release of a platform (path chosen)',
  tag: 'version',
  auth: 'none',
  signed: false,
  request: z.object({ platform: platformField }),
  response: z.object({
    latest: z
      .object({ version_no: z.string(), notes: z.string(), force_update: z.number(), published_at: z.string(), download_url: z.string().nullable(), package_size: z.number().nullable() })
      .nullable(),
  }),
});

const notice = z.object({ version_id: z.string(), version_no: z.string(), notes: z.string(), published_at: z.string() });

/** The web's latest release notes if this person has not seen them yet (shown once after sign-in). Path chosen. */
export const getWebReleaseNotice = defineRoute({
  method: 'POST',
  path: '/api/v1/system/version/get_web_notice',
  summary: 'Unseen web release notes (path chosen)',
  tag: 'version',
  auth: 'session',
  signed: true,
  request: z.object({ ...signingParams }),
  response: z.object({ notice: notice.nullable() }),
});

/** Marks the web release notes as seen by this person. Path chosen. */
export const readWebReleaseNotice = defineRoute({
  method: 'POST',
  path: '/api/v1/system/version/read_web_notice',
  summary: 'Marks web release notes as seen (path chosen)',
  tag: 'version',
  auth: 'session',
  signed: true,
  request: z.object({ version_id: uuidField(VersionMsg.versionIdRequired), ...signingParams }),
  response: emptyData,
});
