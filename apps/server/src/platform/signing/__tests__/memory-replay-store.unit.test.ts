import { describe, expect, it } from 'vitest';
import { MemoryReplayStore, type IdFingerprint } from '../replay-store';

// The memory store's own rules (decision 003, addendum of session 20), on a clock the test moves: an id is refused for
// at least its time to live (never accepted early), forgotten within twice it, and a store that grows or whose
// fingerprints collide still never accepts an id twice.
const ttl = 600;
const period = ttl * 1000;

function storeAt(start = 1_000_000, options: { initialSlots?: number; fingerprint?: IdFingerprint } = {}) {
  const clock = { now: start };
  const store = new MemoryReplayStore({ ttlSeconds: ttl, clock: () => clock.now, ...options });
  return { store, clock };
}

describe('MemoryReplayStore generations', () => {
  it('refuses an id until its time to live has passed, across a change of generation', () => {
    const { store, clock } = storeAt();
    // Claimed just before the first generation ends: it must still be refused a whole period later.
    clock.now += period - 1;
    expect(store.claimNow('k:late', ttl)).toBe(true);
    for (const step of [1, 2, period / 2, period - 2]) {
      clock.now = 1_000_000 + period - 1 + step;
      expect(store.claimNow('k:late', ttl)).toBe(false);
    }
  });

  it('forgets an id within twice its time to live', () => {
    const { store, clock } = storeAt();
    expect(store.claimNow('k:early', ttl)).toBe(true);
    clock.now += 2 * period;
    expect(store.claimNow('k:early', ttl)).toBe(true);
    expect(store.claimNow('k:early', ttl)).toBe(false);
  });

  it('keeps an id claimed right after an idle spell for its whole time to live', () => {
    const { store, clock } = storeAt();
    expect(store.claimNow('k:a', ttl)).toBe(true);
    clock.now += 5 * period; // nothing claimed meanwhile: both generations are stale
    expect(store.claimNow('k:a', ttl)).toBe(true);
    clock.now += period - 1;
    expect(store.claimNow('k:a', ttl)).toBe(false);
  });

  it('refuses a claim asking a longer time to live than its generations', () => {
    const { store } = storeAt();
    expect(() => store.claimNow('k:long', ttl + 1)).toThrow(RangeError);
    expect(store.claimNow('k:long', ttl)).toBe(true);
  });

  it('grows past its first table without forgetting or refusing a new id', () => {
    const { store, clock } = storeAt(1_000_000, { initialSlots: 4 });
    const ids = Array.from({ length: 20_000 }, (_, i) => `key:${i}`);
    const accepted = () => ids.filter((id) => store.claimNow(id, ttl)).length;
    expect(accepted()).toBe(ids.length);
    expect(accepted()).toBe(0);
    clock.now += period; // the grown generation becomes the previous one, still refusing
    expect(accepted()).toBe(0);
    expect(store.claimNow('key:new', ttl)).toBe(true);
    // The next generation was sized for the last one's ids: one table, at most half full with them.
    expect(store.stats().ids).toBe(20_001);
  });

  it('never accepts an id twice when fingerprints share their slot, and refuses (only) when they are equal', () => {
    // Every fingerprint starts its probe at slot 0; ids "a:n" and "b:n" have the same fingerprint.
    const fingerprint: IdFingerprint = (id) => {
      const n = Number(id.slice(2)) + 1;
      return String.fromCharCode(n & 0xff, (n >> 8) & 0xff, 0, 0, 0, 0, 0, 0);
    };
    const { store } = storeAt(1_000_000, { initialSlots: 8, fingerprint });
    for (let n = 0; n < 500; n++) expect(store.claimNow(`a:${n}`, ttl)).toBe(true);
    for (let n = 0; n < 500; n++) {
      expect(store.claimNow(`a:${n}`, ttl)).toBe(false);
      expect(store.claimNow(`b:${n}`, ttl)).toBe(false); // a false refusal: the price of a fingerprint, never an acceptance
    }
  });
});
