import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { createTestApp, type TestApp } from '../../../testing/test-app';

// /micro/manifest.json and the sub-app builds served under /micro/<name>/ (ARCHITECTURE.md "Micro-apps").
describe('micro-app builds and the runtime manifest', () => {
  let t: TestApp;
  let appsDir: string;

  beforeAll(async () => {
    appsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-micro-'));
    fs.mkdirSync(path.join(appsDir, 'micro-demo', 'dist', 'assets'), { recursive: true });
    fs.writeFileSync(path.join(appsDir, 'micro-demo', 'dist', 'demo.js'), 'export const mount = () => {};');
    fs.writeFileSync(path.join(appsDir, 'micro-demo', 'dist', 'assets', 'chunk-AbCd1234.js'), 'export {};');
    // A folder without its entry is no sub-app build; nor is a folder without the micro- prefix.
    fs.mkdirSync(path.join(appsDir, 'micro-empty', 'dist'), { recursive: true });
    fs.mkdirSync(path.join(appsDir, 'web', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(appsDir, 'web', 'dist', 'web.js'), '');
    t = await createTestApp({
      MICRO_APPS_DIR: appsDir,
      MICRO_MANIFEST: JSON.stringify({ score: { entry: 'https://score.example.com/score.js', basePath: '/score' } }),
    });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(appsDir, { recursive: true, force: true });
  });

  it('lists the builds it serves and the configured ones', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/micro/manifest.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      demo: { entry: '/micro/demo/demo.js', basePath: '/demo' },
      score: { entry: 'https://score.example.com/score.js', basePath: '/score' },
    });
  });

  it('serves the entry (revalidated) and its hashed chunks (immutable) to any origin, unsigned', async () => {
    const entry = await t.app.inject({ method: 'GET', url: '/micro/demo/demo.js', headers: { origin: 'http://shell.example.com' } });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['content-type']).toMatch(/javascript/);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect(entry.body).toContain('mount');
    const chunk = await t.app.inject({ method: 'GET', url: '/micro/demo/assets/chunk-AbCd1234.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ method: 'GET', url: '/micro/demo/missing.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/micro/empty/empty.js' })).statusCode).toBe(404);
  });

  it('refuses a malformed MICRO_MANIFEST at start', () => {
    expect(() => loadConfig({ MICRO_MANIFEST: '{"x": {"entry": ""}}' })).toThrow('MICRO_MANIFEST must be {name: {entry, basePath}}');
    expect(() => loadConfig({ MICRO_MANIFEST: 'labor' })).toThrow('MICRO_MANIFEST is not JSON');
  });
});
