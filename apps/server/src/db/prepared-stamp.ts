import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { serverSrcDir } from '../platform/runtime-paths';

/**
 * Whether an embedded data folder was already migrated and seeded by this very code. Preparing costs a child process
 * with its own PGlite (≈ 8 s of CPU on a busy machine) even when there is nothing to do; a folder stamped with the
 * fingerprint of the code that prepared it skips that. The fingerprint covers everything preparing runs: migrations,
 * seeds and the schema (`db`), the contracts the seeds read (menus, permission objects) and the platform helpers they
 * call (password hashing, the audit chain). Any change there, or a different SEED_DEMO, prepares again.
 */
const STAMP_FILE = 'prepared.json';
const serverSrc = serverSrcDir;
export const PREPARED_SOURCES: readonly string[] = [path.join(serverSrc, 'db'), path.join(serverSrc, 'platform'), path.resolve(serverSrc, '../../../packages/contracts/src')];

/** `roots` is for tests: the fingerprint of other trees, to see a change to any file change it. */
export function preparedFingerprint(demo: boolean, roots: readonly string[] = PREPARED_SOURCES): string {
  const hash = createHash('sha256').update(demo ? 'demo\n' : 'plain\n');
  for (const root of roots) hashTree(hash, root, root);
  return hash.digest('hex');
}

function hashTree(hash: ReturnType<typeof createHash>, root: string, dir: string): void {
  if (!fs.existsSync(dir)) return;
  const entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '__tests__' && entry.name !== 'node_modules') hashTree(hash, root, full);
    } else if (!entry.name.includes('.test.')) {
      hash.update(`${path.relative(root, full)}\n`).update(fs.readFileSync(full)).update('\n');
    }
  }
}

export function isPrepared(dataDir: string, fingerprint: string): boolean {
  try {
    const stamp = JSON.parse(fs.readFileSync(path.join(dataDir, STAMP_FILE), 'utf8')) as { fingerprint?: unknown };
    return stamp.fingerprint === fingerprint;
  } catch {
    return false; // no stamp, or one we cannot read: prepare
  }
}

export function markPrepared(dataDir: string, fingerprint: string): void {
  const file = path.join(dataDir, STAMP_FILE);
  fs.writeFileSync(`${file}.tmp`, JSON.stringify({ fingerprint, prepared_at: new Date().toISOString() }));
  fs.renameSync(`${file}.tmp`, file);
}

/** Called before anything else touches the folder, so a failed or interrupted preparation is never taken as done. */
export function clearPrepared(dataDir: string): void {
  fs.rmSync(path.join(dataDir, STAMP_FILE), { force: true });
}
