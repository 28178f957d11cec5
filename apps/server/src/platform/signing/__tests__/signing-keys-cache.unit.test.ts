import { describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import { SigningKeyService } from '../signing-keys.service';

/** A stand-in for drizzle's select chain that counts the reads and answers one live key after a turn of the loop. */
function fakeDb() {
  const counter = { reads: 0 };
  const chain = {
    select: () => chain,
    from: () => chain,
    where: () => {
      counter.reads += 1;
      return new Promise((resolve) => setTimeout(() => resolve([{ expires_at: new Date(Date.now() + 60_000) }]), 5));
    },
  };
  return { db: chain as unknown as Db, counter };
}

describe('signing keys: the cached copy', () => {
  it('is read once for the calls that arrive while its read is in flight, and again once it is stale', async () => {
    const { db, counter } = fakeDb();
    const keys = new SigningKeyService(db, 'master', 60_000, 50);
    const signers = await Promise.all(Array.from({ length: 20 }, () => keys.signerFor('pk_a')));
    expect(counter.reads).toBe(1);
    expect(new Set(signers).size).toBe(1);
    expect(keys.cachedSigner('pk_a')).toBe(signers[0]);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(keys.cachedSigner('pk_a')).toBeUndefined();
    await Promise.all([keys.signerFor('pk_a'), keys.signerFor('pk_a')]);
    expect(counter.reads).toBe(2);
  });
});
