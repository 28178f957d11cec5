import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { preparedFingerprint } from '../db/prepared-stamp';
import { serverSrcDir } from '../platform/runtime-paths';

/**
 * The run's migrated and seeded PGlite database (reference data and the demo tenant) as a dumped data folder, made once
 * and kept in node_modules/.cache: the API suite starts its databases from it (global-setup.ts) and the e2e suite
 * unpacks it into its template folder (e2e/harness/template-folder.ts). `npm test` runs the two as two vitest runs, so
 * the second finds the first's dump instead of paying PGlite's empty database, the migrations and the seeds again
 * (≈ 12 s of CPU for the API's, ≈ 22 s for the e2e's server-made folder; issue 14 item 7).
 *
 * A dump is used only while it is what preparing would make now:
 * - its name holds the fingerprint of everything preparing runs (db/prepared-stamp.ts: migrations, seeds, schema, the
 *   platform helpers and contracts they call), the PGlite version and this recipe's version: any change makes a new one;
 * - the seeds write rows relative to the moment they run (today's exercise, the last day of readings, devices seen just
 *   now), so a dump older than MAX_AGE_MS or made on another day (UTC or China's) is made again. An hour
 *   covers the unit, API and web run before the e2e one on a loaded machine (a single API run already used its own
 *   dump for over half an hour); a dump from yesterday is never taken for one made today.
 */
const RECIPE = 'zhuyun-prepared-dump/1: migrate, seed reference+demo, drop template0/template1, dumpDataDir(none)';
export const MAX_AGE_MS = 60 * 60_000;

export const cacheDir = path.resolve(serverSrcDir, '../../../node_modules/.cache/zhuyun-test');

/** The dump's key: what it was made from. A function of its inputs only, so a test can check that they all count. */
export function preparedDumpKey(inputs: { fingerprint: string; pgliteVersion: string; recipe?: string }): string {
  return createHash('sha256')
    .update(`${inputs.recipe ?? RECIPE}\n${inputs.pgliteVersion}\n${inputs.fingerprint}\n`)
    .digest('hex')
    .slice(0, 32);
}

export function currentDumpKey(): string {
  return preparedDumpKey({ fingerprint: preparedFingerprint(true), pgliteVersion: pgliteVersion() });
}

/** Whether a dump made at `madeAt` may stand for one made at `now` (see above: age and day). */
export function freshEnough(madeAt: number, now: number): boolean {
  const day = (t: number, offsetHours: number) => new Date(t + offsetHours * 3_600_000).toISOString().slice(0, 10);
  return now - madeAt >= 0 && now - madeAt < MAX_AGE_MS && day(madeAt, 0) === day(now, 0) && day(madeAt, 8) === day(now, 8);
}

/** The path of a usable dump, made here when there is none. Concurrent runs each make and rename theirs: last wins. */
export async function preparedDump(): Promise<string> {
  const file = path.join(cacheDir, `prepared-${currentDumpKey()}.tar`);
  const now = Date.now();
  if (fs.existsSync(file) && freshEnough(fs.statSync(file).mtimeMs, now)) return file;
  fs.mkdirSync(cacheDir, { recursive: true });
  const bytes = await makeDump();
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, bytes);
  fs.renameSync(partial, file);
  prune(file);
  return file;
}

/** A private name for the dump (a hard link, a copy across file systems): a later run's prune cannot take it away. */
export function pinDump(file: string, dir: string): string {
  const pinned = path.join(dir, path.basename(file));
  try {
    fs.linkSync(file, pinned);
  } catch {
    fs.copyFileSync(file, pinned);
  }
  return pinned;
}

async function makeDump(): Promise<Buffer> {
  // Imported here: a run that finds its dump (the e2e set-up, mostly) never loads the schema, the seeds or drizzle.
  const [{ sql }, { openDatabase }, { prepareDatabase }] = await Promise.all([import('drizzle-orm'), import('../db/client'), import('../db/prepare')]);
  const database = await openDatabase({ kind: 'pglite-memory' });
  try {
    // As a server's start does it, the demo tenant included.
    await prepareDatabase(database, true);
    // Nothing creates a database, and the two templates are a fifth of the bytes every start from the dump unpacks
    // (an API worker's database, an e2e server's copied folder).
    for (const template of ['template0', 'template1']) {
      await database.db.execute(sql.raw(`ALTER DATABASE ${template} IS_TEMPLATE false`));
      await database.db.execute(sql.raw(`DROP DATABASE ${template}`));
    }
    return Buffer.from(await (await database.dump()).arrayBuffer());
  } finally {
    await database.close();
  }
}

/** Dumps this key no longer matches are dead weight (55 MB each) once too old to be used by a run still going. */
function prune(keep: string): void {
  for (const name of fs.readdirSync(cacheDir)) {
    const full = path.join(cacheDir, name);
    if (full === keep) continue;
    try {
      if (Date.now() - fs.statSync(full).mtimeMs > MAX_AGE_MS) fs.rmSync(full, { force: true });
    } catch {
      // removed by a concurrent run
    }
  }
}

function pgliteVersion(): string {
  const manifest = path.resolve(serverSrcDir, '../../../node_modules/@electric-sql/pglite/package.json');
  try {
    return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}
