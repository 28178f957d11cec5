import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Msg, routes } from '@zhuyun/contracts';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../testing/test-app';
import { send, signed, signingKey } from '../testing/raw';

// Issue 15 fix 3: the memory replay cache forgets on a restart, so a call signed before the process started is refused
// (10302); a durable store (PostgreSQL, Redis) remembers, and keeps the whole ±300 s window.
const byDomain = routes.getCompanyByDomain;
const params = { company_domain: 'localhost' };

async function restartOn(t: TestApp, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ config: t.config(env), database: t.database, logger: false });
  await app.ready();
  return app;
}

describe('replays across a restart', () => {
  let t: TestApp;
  let key: { key: string; secret: string };
  beforeAll(async () => {
    t = await createTestApp();
    key = await signingKey(t.app);
  });
  afterAll(async () => t?.close());

  it('refuses, after a restart with the memory store, a call signed and answered before it', async () => {
    const request = await signed('POST', byDomain.path, params, key);
    expect((await send(t.app, request)).body.code).toBe(0);
    const restarted = await restartOn(t);
    try {
      expect(await send(restarted, request)).toEqual({ status: 401, body: { code: 10302, msg: Msg.timestampOutOfWindow, data: null } });
      // A call signed after the start passes.
      expect((await send(restarted, await signed('POST', byDomain.path, params, key))).body.code).toBe(0);
    } finally {
      await restarted.close();
    }
  });

  it('with the PostgreSQL store, keeps the whole window and still refuses the replay after a restart', async () => {
    const first = await restartOn(t, { REPLAY_STORE: 'postgres' });
    const request = await signed('POST', byDomain.path, params, key, { now: Date.now() - 290_000 });
    try {
      expect((await send(first, request)).body.code).toBe(0);
    } finally {
      await first.close();
    }
    const second = await restartOn(t, { REPLAY_STORE: 'postgres' });
    try {
      expect((await send(second, request)).body).toEqual({ code: 10303, msg: Msg.replayed, data: null });
    } finally {
      await second.close();
    }
  });
});
