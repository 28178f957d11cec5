import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryReplayStore } from '../replay-store';
import { RedisReplayStore } from '../replay-store.redis';
import { behavesAsReplayStore } from './replay-store-behaviour';

// The memory and Redis kinds; the PostgreSQL kind runs on the API suite's databases (replay-store-postgres.api.test.ts).
describe('MemoryReplayStore', () => {
  let store: MemoryReplayStore;
  beforeAll(() => {
    store = new MemoryReplayStore();
  });
  afterAll(async () => store.close());

  it('is the memory kind', () => expect(store.kind).toBe('memory'));
  behavesAsReplayStore(() => store, { seconds: 0.05, waitMs: 80 });
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
