import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryReplayStore } from '../replay-store';
import { RedisReplayStore } from '../replay-store.redis';
import { behavesAsReplayStore } from './replay-store-behaviour';

// The memory and Redis kinds; the PostgreSQL kind runs on the API suite's databases (replay-store-postgres.api.test.ts).
describe('MemoryReplayStore', () => {
  let store: MemoryReplayStore;
  let short: MemoryReplayStore;
  beforeAll(() => {
    store = new MemoryReplayStore();
    short = new MemoryReplayStore({ ttlSeconds: 0.05 });
  });
  afterAll(async () => Promise.all([store.close(), short.close()]));

  it('is the memory kind', () => expect(store.kind).toBe('memory'));
  // Kept in generations of 50 ms: an id is forgotten between 50 and 100 ms after its claim.
  behavesAsReplayStore(() => store, { seconds: 0.05, waitMs: 130, store: () => short });
});

describe.skipIf(!process.env.REDIS_URL)('RedisReplayStore', () => {
  let store: RedisReplayStore;
  beforeAll(() => {
    store = new RedisReplayStore(process.env.REDIS_URL as string);
  });
  afterAll(async () => store?.close());

  it('is the redis kind', () => expect(store.kind).toBe('redis'));
  behavesAsReplayStore(() => store, { seconds: 1, waitMs: 1_200 });
});
