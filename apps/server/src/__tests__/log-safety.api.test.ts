import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../testing/test-app';
import { capLine, LogLimits, safeUrl } from '../platform/http/log-options';

// Issue 15 fix 9: signed file links (sig=) and oversized parameters are not written verbatim, and a line has a cap.
describe('what the log holds', () => {
  let t: TestApp;
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    const stream = new PassThrough();
    let pending = '';
    stream.on('data', (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      const parts = pending.split('\n');
      pending = parts.pop() ?? '';
      lines.push(...parts);
    });
    app = await buildApp({ config: t.config({ LOG_LEVEL: 'info' }), database: t.database, logStream: stream });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it('hides the sig of a file link and cuts an oversized parameter', async () => {
    const sig = 'f'.repeat(64);
    const huge = 'A'.repeat(20_000);
    await app.inject({ method: 'GET', url: `/api/v1/base/file/view/0190d5c4-0000-7000-8000-000000000000?expires=9999999999&sig=${sig}` });
    await app.inject({ method: 'GET', url: `/api/v1/work/car?search=${huge}` });
    const written = lines.join('\n');
    expect(written).toContain('sig=[hidden]');
    expect(written).not.toContain(sig);
    expect(written).toContain('[20000 chars]');
    expect(written).not.toContain('A'.repeat(LogLimits.valueChars + 1));
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(LogLimits.lineChars);
  });

  it('replaces a line past the cap by a short JSON line that keeps level, time and message', () => {
    const line = `${JSON.stringify({ level: 30, time: 1, reqId: 'r1', msg: 'hello', data: 'x'.repeat(100_000) })}\n`;
    const capped = capLine(line);
    expect(capped.length).toBeLessThanOrEqual(LogLimits.lineChars);
    expect(JSON.parse(capped)).toMatchObject({ level: 30, time: 1, reqId: 'r1', msg: 'hello', cut: true, length: line.length });
  });

  it('keeps short URLs as they are', () => {
    expect(safeUrl('/api/v1/work/car?page=1&search=abc')).toBe('/api/v1/work/car?page=1&search=abc');
  });
});
