import { expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { ReplayStore } from '../replay-store';

// The three replay stores of ARCHITECTURE.md rule 5 must answer alike: first claim true, later claims false until the
// time to live has passed, and exactly one winner among concurrent claims.
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * ttl: a short time to live and how long to wait for it to pass. `store` there (default the same store) is one made
 * for that time to live: the memory store keeps ids in generations of its own, from ttl to twice it.
 */
export function behavesAsReplayStore(store: () => ReplayStore, ttl: { seconds: number; waitMs: number; store?: () => ReplayStore }) {
  const id = () => `test:${randomUUID()}`;

  it('accepts an id once and refuses it afterwards', async () => {
    const nonce = id();
    expect(await store().claim(nonce, 600)).toBe(true);
    expect(await store().claim(nonce, 600)).toBe(false);
    expect(await store().claim(nonce, 600)).toBe(false);
  });

  it('keeps ids apart', async () => {
    expect(await store().claim(id(), 600)).toBe(true);
    expect(await store().claim(id(), 600)).toBe(true);
  });

  it('lets exactly one of many concurrent claims of one id win', async () => {
    const nonce = id();
    const answers = await Promise.all(Array.from({ length: 20 }, () => store().claim(nonce, 600)));
    expect(answers.filter(Boolean)).toHaveLength(1);
  });

  it('accepts an id again once its time to live has passed', async () => {
    const short = ttl.store ?? store;
    const nonce = id();
    expect(await short().claim(nonce, ttl.seconds)).toBe(true);
    expect(await short().claim(nonce, ttl.seconds)).toBe(false);
    await sleep(ttl.waitMs);
    expect(await short().claim(nonce, ttl.seconds)).toBe(true);
    expect(await short().claim(nonce, ttl.seconds)).toBe(false);
  });
}
