import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryRateLimiter, RedisRateLimiter, type RateLimiter } from '../rate-limit';

// Fixed-window counters behind the per-IP limits: `limit` hits pass in a window, the next is refused. The shared
// cases use an hour-long window: Redis aligns windows to the clock, and a short one could turn over mid-test.
const HOUR = 3_600;
function behavesAsRateLimiter(limiter: () => RateLimiter) {
  it('lets `limit` hits through and refuses the next', async () => {
    const bucket = `test:${randomUUID()}`;
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await limiter().hit(bucket, 3, HOUR));
    expect(answers).toEqual([true, true, true, false]);
  });

  it('counts each bucket apart', async () => {
    const a = `test:${randomUUID()}`;
    const b = `test:${randomUUID()}`;
    expect(await limiter().hit(a, 1, HOUR)).toBe(true);
    expect(await limiter().hit(a, 1, HOUR)).toBe(false);
    expect(await limiter().hit(b, 1, HOUR)).toBe(true);
  });

  it('counts concurrent hits exactly', async () => {
    const bucket = `test:${randomUUID()}`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => limiter().hit(bucket, 4, HOUR)));
    expect(answers.filter(Boolean)).toHaveLength(4);
  });
}

describe('MemoryRateLimiter', () => {
  const limiter = new MemoryRateLimiter();
  afterAll(async () => limiter.close());
  behavesAsRateLimiter(() => limiter);

  it('opens a new window once the old one has passed', async () => {
    const bucket = `test:${randomUUID()}`;
    expect(await limiter.hit(bucket, 1, 0.05)).toBe(true);
    expect(await limiter.hit(bucket, 1, 0.05)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await limiter.hit(bucket, 1, 0.05)).toBe(true);
  });
});

describe.skipIf(!process.env.REDIS_URL)('RedisRateLimiter', () => {
  const limiter = process.env.REDIS_URL ? new RedisRateLimiter(process.env.REDIS_URL) : null;
  afterAll(async () => limiter?.close());
  behavesAsRateLimiter(() => limiter as RateLimiter);
});
