import { Redis } from 'ioredis';
import type { ReplayStore } from './replay-store';

/** For several nodes: one SET NX EX per request, atomic across the cluster. */
export class RedisReplayStore implements ReplayStore {
  readonly kind = 'redis';
  readonly rememberedSince = null;
  private readonly redis: Redis;

  constructor(url: string) {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  }

  async claim(id: string, ttlSeconds: number): Promise<boolean> {
    const answer = await this.redis.set(`zy:replay:${id}`, '1', 'EX', ttlSeconds, 'NX');
    return answer === 'OK';
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
