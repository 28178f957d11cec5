import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { LIVE_CHANNEL, type BusTransport } from './transport';

/** Redis pub/sub (REDIS_URL): one connection publishes, one subscribes; ioredis resubscribes after a reconnect. */
export class RedisTransport implements BusTransport {
  readonly kind = 'redis';
  private readonly pub: Redis;
  private readonly sub: Redis;

  constructor(url: string, log: FastifyBaseLogger) {
    this.pub = new Redis(url, { maxRetriesPerRequest: 2 });
    this.sub = new Redis(url);
    for (const connection of [this.pub, this.sub]) {
      connection.on('error', (error) => log.warn({ err: error }, 'live events: Redis connection failed'));
    }
  }

  async start(onMessage: (message: string) => void): Promise<void> {
    this.sub.on('message', (channel: string, message: string) => {
      if (channel === LIVE_CHANNEL) onMessage(message);
    });
    await this.sub.subscribe(LIVE_CHANNEL);
  }

  async send(message: string): Promise<void> {
    await this.pub.publish(LIVE_CHANNEL, message);
  }

  async close(): Promise<void> {
    await Promise.all([this.pub, this.sub].map((c) => c.quit().catch(() => c.disconnect())));
  }
}
