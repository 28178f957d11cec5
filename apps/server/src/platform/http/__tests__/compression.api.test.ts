import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@zhuyun/contracts';
import { createTestApp, type TestApp } from '../../../testing/test-app';

// Issue 23: every asset and API answer over ~1 kB goes out compressed; hashed assets are cached for a year, the HTML
// entries never.
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
const HTML = `<!doctype html><html><head><title>Zhuyun</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;

function decode(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

describe('compressed answers and cache headers', () => {
  let t: TestApp;
  let webDist: string;
  let appsDir: string;

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-web-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'index.html'), HTML);
    fs.writeFileSync(path.join(webDist, 'trace.html'), HTML);
    const asset = path.join(webDist, 'assets', 'index-AbCd1234.js');
    fs.writeFileSync(asset, SCRIPT);
    fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(SCRIPT));
    fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(SCRIPT));
    // Built without its precompressed variants: compressed on the fly.
    fs.writeFileSync(path.join(webDist, 'assets', 'plain-EfGh5678.css'), `.a{color:red}\n`.repeat(200));
    appsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-micro-'));
    const microAssets = path.join(appsDir, 'micro-demo', 'dist', 'assets');
    fs.mkdirSync(microAssets, { recursive: true });
    fs.writeFileSync(path.join(appsDir, 'micro-demo', 'dist', 'demo.js'), SCRIPT);
    fs.writeFileSync(path.join(appsDir, 'micro-demo', 'dist', 'demo.js.br'), zlib.brotliCompressSync(SCRIPT));
    fs.writeFileSync(path.join(microAssets, 'chunk-AbCd1234.js.gz'), zlib.gzipSync(SCRIPT));
    fs.writeFileSync(path.join(microAssets, 'chunk-AbCd1234.js'), SCRIPT);
    t = await createTestApp({ WEB_DIST: webDist, MICRO_APPS_DIR: appsDir });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
    fs.rmSync(appsDir, { recursive: true, force: true });
  });

  it('sends the prebuilt brotli or gzip file the browser accepts, cached for a year', async () => {
    const url = '/assets/index-AbCd1234.js';
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(decode('br', br.rawPayload)).toBe(SCRIPT);
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decode('gzip', gz.rawPayload)).toBe(SCRIPT);
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses on the fly a text asset built without its variants', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/plain-EfGh5678.css', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode('br', res.rawPayload)).toContain('.a{color:red}');
  });

  it('sends the HTML entries and the page fallback compressed and never cached', async () => {
    for (const url of ['/', '/login', '/memberQrCode?id=1', '/trace.html']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('gzip');
      expect(decode('gzip', res.rawPayload), url).toContain('<div id="root">');
    }
  });

  it('serves the sub-apps precompressed: the entry revalidated, its chunks immutable', async () => {
    const entry = await t.app.inject({ method: 'GET', url: '/micro/demo/demo.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(decode('br', entry.rawPayload)).toBe(SCRIPT);
    const chunk = await t.app.inject({ method: 'GET', url: '/micro/demo/assets/chunk-AbCd1234.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(chunk.headers['content-encoding']).toBe('gzip');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode('gzip', chunk.rawPayload)).toBe(SCRIPT);
  });

  it('compresses a signed API answer over the threshold, and the client still verifies and reads it', async () => {
    const client = t.client({ acceptEncoding: 'gzip, deflate, br' });
    await client.loginAs('demo', 'Demo@2026zy!');
    const session = client.last()?.body as { data: { user_id: string } };
    const menu = await client.api.call(routes.getMenu, { user_id: session.data.user_id });
    expect(menu.list.length).toBeGreaterThan(0);
    expect(client.last()?.encoding).toBe('br');
    expect(JSON.stringify(client.last()?.body).length).toBeGreaterThan(1024);
  });

  it('leaves a small envelope, and a refusal, uncompressed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nowhere', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ data: null });
  });
});
