import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundled, prepareChildEntry, serverSrcDir } from '../runtime-paths';

describe('runtime paths from the sources', () => {
  it('finds the sources, their migrations and the preparing child', () => {
    expect(bundled).toBe(false);
    expect(serverSrcDir).toBe(path.resolve(import.meta.dirname, '../..'));
    expect(fs.existsSync(path.join(serverSrcDir, 'db', 'migrations', 'meta', '_journal.json'))).toBe(true);
    expect(prepareChildEntry).toBe(path.join(serverSrcDir, 'db', 'prepare-child.ts'));
    expect(fs.existsSync(prepareChildEntry)).toBe(true);
  });
});
