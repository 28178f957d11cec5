import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../db/client';
import { SigningKeyService } from '../signing-keys.service';

/**
 * A stand-in for drizzle's select chain that counts the reads and answers one live key a turn of the loop later (what
 * is tested is the cache in front of the database, not the database).
 */
function fakeDb() {
  const counter = { reads: 0 };
  const chain = {
    select: () => chain,
    from: () => chain,
    where: () => {
      counter.reads += 1;
      return new Promise((resolve) => setImmediate(() => resolve([{ expires_at: new Date(Date.now() + 3_600_000) }])));
    },
  };
  return { db: chain as unknown as Db, counter };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('signing keys: the cached copy', () => {
  it('is read once for the calls that arrive while its read is in flight, and again once it is stale', async () => {
    // Only the clock is faked, so that staleness is a step of the test, not a wait a busy machine could overrun.
    vi.useFakeTimers({ toFake: ['Date'] });
    const { db, counter } = fakeDb();
    const keys = new SigningKeyService(db, 'master', 60_000, 5_000);
    const signers = await Promise.all(Array.from({ length: 20 }, () => keys.checkerFor('pk_a')));
    expect(counter.reads).toBe(1);
    expect(new Set(signers).size).toBe(1);
    expect(keys.cachedChecker('pk_a')).toBe(signers[0]);
    vi.setSystemTime(Date.now() + 5_000);
    expect(keys.cachedChecker('pk_a')).toBeUndefined();
    const again = await Promise.all([keys.checkerFor('pk_a'), keys.checkerFor('pk_a')]);
    expect(counter.reads).toBe(2);
    // A key read again keeps its signer (its pads are worked out once per key).
    expect(again[0]).toBe(signers[0]);
  });
});
