import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PREPARED_SOURCES, preparedFingerprint } from '../../db/prepared-stamp';
import { serverSrcDir } from '../../platform/runtime-paths';
import { MAX_AGE_MS, freshEnough, preparedDumpKey } from '../prepared-dump';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A small tree shaped like the server's db folder: one migration, one seed. */
function sourceTree(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-dump-key-'));
  dirs.push(root);
  fs.mkdirSync(path.join(root, 'migrations'));
  fs.mkdirSync(path.join(root, 'seed'));
  fs.writeFileSync(path.join(root, 'migrations/0001_first.sql'), 'CREATE TABLE a (id int);');
  fs.writeFileSync(path.join(root, 'seed/demo.seed.ts'), "export const names = ['演示'];");
  return root;
}

const keyOf = (root: string) => preparedDumpKey({ fingerprint: preparedFingerprint(true, [root]), pgliteVersion: '0.5.16' });

describe('the key of the run’s cached database dump', () => {
  it('stays the same while its sources do', () => {
    const root = sourceTree();
    expect(keyOf(root)).toBe(keyOf(root));
  });

  it('changes with a changed, added or removed migration', () => {
    const root = sourceTree();
    const before = keyOf(root);
    fs.writeFileSync(path.join(root, 'migrations/0001_first.sql'), 'CREATE TABLE a (id bigint);');
    const changed = keyOf(root);
    fs.writeFileSync(path.join(root, 'migrations/0002_second.sql'), 'CREATE TABLE b (id int);');
    const added = keyOf(root);
    fs.rmSync(path.join(root, 'migrations/0002_second.sql'));
    expect(new Set([before, changed, added]).size).toBe(3);
    expect(keyOf(root)).toBe(changed);
  });

  it('changes with a changed seed', () => {
    const root = sourceTree();
    const before = keyOf(root);
    fs.writeFileSync(path.join(root, 'seed/demo.seed.ts'), "export const names = ['演示', '第二'];");
    expect(keyOf(root)).not.toBe(before);
  });

  it('changes with the PGlite version and with the recipe', () => {
    const fingerprint = 'f'.repeat(64);
    const key = preparedDumpKey({ fingerprint, pgliteVersion: '0.5.16' });
    expect(preparedDumpKey({ fingerprint, pgliteVersion: '0.5.17' })).not.toBe(key);
    expect(preparedDumpKey({ fingerprint, pgliteVersion: '0.5.16', recipe: 'another recipe' })).not.toBe(key);
  });

  it('is taken over the server’s real migrations and seeds', () => {
    for (const folder of ['db/migrations', 'db/seed']) {
      const full = path.join(serverSrcDir, folder);
      expect(fs.existsSync(full)).toBe(true);
      expect(PREPARED_SOURCES.some((root) => full.startsWith(root + path.sep))).toBe(true);
    }
  });
});

describe('whether a cached dump may stand for one made now', () => {
  const at = (iso: string) => Date.parse(iso);

  it('holds within its age on the same day', () => {
    expect(freshEnough(at('2026-11-28T03:00:00Z'), at('2026-11-28T03:10:00Z'))).toBe(true);
    expect(freshEnough(at('2026-11-28T03:00:00Z'), at('2026-11-28T03:00:00Z') + MAX_AGE_MS)).toBe(false);
  });

  it('does not hold for a dump from the future (a clock set back)', () => {
    expect(freshEnough(at('2026-11-28T03:10:00Z'), at('2026-11-28T03:00:00Z'))).toBe(false);
  });

  it('does not hold across midnight, in UTC or in China', () => {
    expect(freshEnough(at('2026-11-28T23:59:00Z'), at('2026-11-29T00:01:00Z'))).toBe(false);
    expect(freshEnough(at('2026-11-28T15:59:00Z'), at('2026-11-28T16:01:00Z'))).toBe(false);
  });
});
