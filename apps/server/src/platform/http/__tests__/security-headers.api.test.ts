import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';

// Issue 15 fix 6: the pages get a Content-Security-Policy without inline script (only the hashed runtime config the
// server writes) and without inline styles (only <style> elements carrying the answer's nonce: decision
// 019-security-headers), no framing by other sites, nosniff, a referrer policy, and HSTS when the public origin is https.
const HTML = '<!doctype html><html><head><title>Zhuyun</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

describe('security headers', () => {
  let webDist: string;
  // One app at a time, kept while the configuration asked stays the same: an app opened beside another needs a new
  // database of its own (test-database.ts), whereas closing the first gives its database to the next.
  let current: { env: string; t: TestApp } | undefined;
  const start = async (env: Record<string, string> = {}) => {
    if (current?.env !== JSON.stringify(env)) {
      await current?.t.close();
      current = { env: JSON.stringify(env), t: await createTestApp({ WEB_DIST: webDist, ...env }) };
    }
    return current.t;
  };
  beforeAll(() => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), HTML);
    fs.writeFileSync(path.join(webDist, 'survey.html'), HTML);
  });
  afterAll(async () => {
    await current?.t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  // By route or by the entry's file name: a page is never sent without its policy.
  it.each(['/', '/login', '/homepage', '/QuestionnaireSurveyMobile', '/index.html', '/survey.html'])('answers %s with the page headers', async (url) => {
    const t = await start();
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    // WebAssembly may compile (web-ifc on /modelLook); JavaScript eval may not.
    expect(scriptSrc.split(' ').filter((s) => s.includes('eval'))).toEqual(["'wasm-unsafe-eval'"]);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    // The one inline script, the runtime config, is allowed by its hash.
    const inline = /<script>([\s\S]*?)<\/script>/.exec(page.body)?.[1] ?? '';
    expect(inline).toContain('__ZHUYUN_CONFIG__');
    expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(inline).digest('base64')}'`);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it.each(['/', '/login', '/QuestionnaireSurveyMobile'])('gives %s a fresh style nonce in its policy and in the page, and no inline styles', async (url) => {
    const t = await start();
    const nonceOf = async () => {
      const page = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      const csp = String(page.headers['content-security-policy']);
      const styleSrc = /(?:^|; )style-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(styleSrc).not.toContain('unsafe-inline');
      // Only style attributes are open (ECharts' tooltips); no other style directive widens <style> elements.
      expect(csp.match(/style-src[a-z-]* [^;]*/g)).toEqual([`style-src ${styleSrc}`, "style-src-attr 'unsafe-inline'"]);
      const inHeader = /^'self' 'nonce-([A-Za-z0-9+/]{22}==)'$/.exec(styleSrc)?.[1];
      const inPage = /<meta name="csp-nonce" content="([^"]*)">/.exec(page.body)?.[1];
      expect(inHeader).toBeDefined();
      expect(inPage).toBe(inHeader);
      return inHeader;
    };
    const first = await nonceOf();
    expect(await nonceOf()).not.toBe(first);
  });

  it('sends the compressed page with the same nonce as its policy', async () => {
    const t = await start();
    for (const encoding of ['br', 'gzip'] as const) {
      const page = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': encoding } });
      expect(page.headers['content-encoding']).toBe(encoding);
      const html = (encoding === 'br' ? zlib.brotliDecompressSync(page.rawPayload) : zlib.gunzipSync(page.rawPayload)).toString('utf8');
      const nonce = /'nonce-([^']*)'/.exec(String(page.headers['content-security-policy']))?.[1];
      expect(html).toContain(`<meta name="csp-nonce" content="${nonce}">`);
    }
  });

  it("lets the page load images from MAP_TILE_URL's origin and frame FEEDBACK_URL's, even over plain HTTP", async () => {
    const t = await start({ MAP_TILE_URL: 'http://tiles.lan:8080/{z}/{x}/{y}.png#gcj02', FEEDBACK_URL: 'http://help.lan:9000/feedback' });
    const csp = String((await t.app.inject({ method: 'GET', url: '/login' })).headers['content-security-policy']);
    expect(/img-src ([^;]*)/.exec(csp)?.[1]).toContain('http://tiles.lan:8080');
    expect(/frame-src ([^;]*)/.exec(csp)?.[1]).toContain('http://help.lan:9000');
  });

  it('sends nosniff and the referrer policy on API answers too', async () => {
    const t = await start();
    const answer = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('adds HSTS when PUBLIC_ORIGIN is https', async () => {
    const t = await start({ PUBLIC_ORIGIN: 'https://zhuyun.example.com' });
    const page = await t.app.inject({ method: 'GET', url: '/login' });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
