import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_AUTH_CODE, type TestApp } from '../../testing/test-app';
import { runFuzz } from '../run';

// Issue 15, build 1: the bounded, seeded pass CI runs; `npm run fuzz` runs 10,000 requests.
describe('fuzzing every operation of the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('1,500 signed requests with a session: no 5xx, every answer in the envelope, every success as its schema says', async () => {
    const report = await runFuzz(t.app, { seed: 15, count: 1_500, authCode: TEST_AUTH_CODE });
    expect(report.findings).toEqual([]);
    expect(report.serverErrors).toBe(0);
    expect(report.outsideEnvelope).toBe(0);
    expect(report.schemaInvalid).toBe(0);
    expect(report.schemaChecked).toBeGreaterThan(50);
    expect(report.requests).toBe(1_500);
    // Deep enough to mean something: most operations were reached past signature and session, and some succeeded.
    expect(Object.keys(report.perOperation).length).toBeGreaterThan(150);
    expect(report.codes[0]).toBeGreaterThan(50);
    expect(report.codes[10001]).toBeGreaterThan(500);
  }, 180_000);
});
