import { Redis } from 'ioredis';

/** Fixed-window counters: `hit` answers false once a bucket has seen more than `limit` hits in its window. */
export interface RateLimiter {
  hit(bucket: string, limit: number, windowSeconds: number): Promise<boolean>;
  close(): Promise<void>;
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  async hit(bucket: string, limit: number, windowSeconds: number): Promise<boolean> {
    const now = Date.now();
    let window = this.windows.get(bucket);
    if (!window || window.resetAt <= now) {
      if (this.windows.size > 100_000) this.sweep(now);
      window = { count: 0, resetAt: now + windowSeconds * 1000 };
      this.windows.set(bucket, window);
    }
    window.count += 1;
    return window.count <= limit;
  }

  private sweep(now: number): void {
    for (const [bucket, window] of this.windows) if (window.resetAt <= now) this.windows.delete(bucket);
  }

  async close(): Promise<void> {
    this.windows.clear();
  }
}

/** Shared by every node when REDIS_URL is set. */
export class RedisRateLimiter implements RateLimiter {
  private readonly redis: Redis;
  constructor(url: string) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2 });
  }

  async hit(bucket: string, limit: number, windowSeconds: number): Promise<boolean> {
    const key = `zy:rate:${bucket}:${Math.floor(Date.now() / (windowSeconds * 1000))}`;
    const [[, count]] = (await this.redis.multi().incr(key).expire(key, windowSeconds).exec()) as [[null, number]];
    return count <= limit;
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
