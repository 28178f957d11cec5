import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clearPrepared, isPrepared, markPrepared, preparedFingerprint } from '../prepared-stamp';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-stamp-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('the prepared stamp of an embedded data folder', () => {
  it('is the same for the same code and differs with or without the demo tenant', () => {
    expect(preparedFingerprint(true)).toBe(preparedFingerprint(true));
    expect(preparedFingerprint(true)).not.toBe(preparedFingerprint(false));
  });

  it('says prepared only for the fingerprint it was marked with, and not after it was cleared', () => {
    const dir = tempDir();
    const demo = preparedFingerprint(true);
    expect(isPrepared(dir, demo)).toBe(false);
    markPrepared(dir, demo);
    expect(isPrepared(dir, demo)).toBe(true);
    expect(isPrepared(dir, preparedFingerprint(false))).toBe(false);
    clearPrepared(dir);
    expect(isPrepared(dir, demo)).toBe(false);
  });

  it('takes an unreadable stamp as not prepared', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'prepared.json'), '{not json');
    expect(isPrepared(dir, preparedFingerprint(true))).toBe(false);
  });
});
