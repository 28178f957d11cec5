import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { version, type ResourceValuesOf } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { inSystemScope } from '../../db/scope';
import { appVersions, files, users, versionReads } from '../../db/schema';
import { fail } from '../../platform/errors';
import { tableRepo } from '../../platform/resource/table-repo';

const { VersionMsg, versionResource, compareVersions } = version;
type Values = ResourceValuesOf<typeof versionResource>;
const v = appVersions;
export const PACKAGE_MODULE = 'app_package';

/** The highest of some release numbers, compared part by part. */
const highest = <T extends { version_no: string }>(rows: T[]): T | undefined =>
  rows.reduce<T | undefined>((top, r) => (!top || compareVersions(r.version_no, top.version_no) > 0 ? r : top), undefined);

/**
 * Releases: the list and single rows through tableRepo; writes check that a new or renumbered release is above every
 * other of its platform, that a published app release has its package, and stamp the package and publication.
 */
export function versionRepo(db: Db) {
  const base = tableRepo(db, versionResource, {
    table: v,
    select: {
      version_id: v.version_id,
      platform: v.platform,
      version_no: v.version_no,
      notes: v.notes,
      force_update: v.force_update,
      publish_status: v.publish_status,
      package_file_id: v.package_file_id,
      package_name: v.package_name,
      package_size: v.package_size,
      published_at: v.published_at,
      created_at: v.created_at,
    },
    sort: { created_at: v.created_at, published_at: v.published_at },
    defaultOrder: [desc(v.created_at), desc(v.version_id)],
    search: [v.version_no, v.notes],
    filters: { channel: v.channel, platform: v.platform },
  });

  const mustGrow = async (values: Values, id: string | null) => {
    const others = await db
      .select({ version_no: v.version_no })
      .from(v)
      .where(and(eq(v.platform, values.platform), id ? ne(v.version_id, id) : undefined));
    const top = highest(others);
    if (top && compareVersions(values.version_no, top.version_no) <= 0) throw fail.validation(`${VersionMsg.versionNoMustGrow}（${top.version_no}）`);
  };

  /** The package's name and size, checked to be an uploaded package; web releases carry none. */
  const packageOf = async (values: Values) => {
    if (values.platform === 'web' || !values.package_file_id) {
      if (values.platform !== 'web' && values.publish_status === 1) throw fail.validation(VersionMsg.packageRequired);
      return { package_file_id: null, package_name: null, package_size: null };
    }
    const fileId = values.package_file_id;
    // A package belongs to the platform, no unit: read in the system scope `app-release` (decision 024).
    const [file] = await inSystemScope('app-release', () =>
      db
        .select({ name: files.file_name, size: files.size_bytes })
        .from(files)
        .where(and(eq(files.file_id, fileId), eq(files.module, PACKAGE_MODULE), isNull(files.company_id))),
    );
    if (!file) throw fail.validation(VersionMsg.packageNotFound);
    return { package_file_id: values.package_file_id, package_name: file.name, package_size: file.size };
  };

  const repo: typeof base = {
    ...base,
    async insert(companyId, id, values) {
      await mustGrow(values, null);
      const stamped = { ...values, ...(await packageOf(values)), published_at: values.publish_status === 1 ? new Date() : null };
      await base.insert?.(companyId, id, stamped as unknown as Values);
    },
    async update(companyId, id, values) {
      const [current] = await db.select({ platform: v.platform, version_no: v.version_no, published_at: v.published_at }).from(v).where(eq(v.version_id, id));
      if (!current) return false;
      // Editing the notes of an older release is fine; renumbering it (or moving it to another platform) must grow.
      if (current.platform !== values.platform || current.version_no !== values.version_no) await mustGrow(values, id);
      const published_at = values.publish_status === 1 ? (current.published_at ?? new Date()) : null;
      return (await base.update?.(companyId, id, { ...values, ...(await packageOf(values)), published_at } as unknown as Values)) ?? false;
    },
  };
  return repo;
}

/** The newest published release of a platform (by number), with what the update check answers. */
export async function latestPublished(db: Db, platform: string) {
  const rows = await db
    .select({
      version_id: v.version_id,
      version_no: v.version_no,
      notes: v.notes,
      force_update: v.force_update,
      published_at: v.published_at,
      package_file_id: v.package_file_id,
      package_size: v.package_size,
    })
    .from(v)
    .where(and(eq(v.platform, platform), eq(v.publish_status, 1)));
  return highest(rows);
}

export async function lastReadWebVersion(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ version_id: versionReads.version_id }).from(versionReads).where(eq(versionReads.user_id, userId));
  return row?.version_id ?? null;
}

export async function markWebVersionRead(db: Db, userId: string, versionId: string): Promise<void> {
  await db
    .insert(versionReads)
    .values({ user_id: userId, version_id: versionId })
    .onConflictDoUpdate({ target: versionReads.user_id, set: { version_id: versionId, read_at: sql`now()` } });
}

export async function accountCreatedAt(db: Db, userId: string): Promise<Date> {
  const [row] = await db.select({ created_at: users.created_at }).from(users).where(eq(users.user_id, userId));
  return row?.created_at ?? new Date(0);
}
