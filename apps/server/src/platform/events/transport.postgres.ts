import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { LIVE_CHANNEL, type BusTransport } from './transport';

/**
 * PostgreSQL LISTEN/NOTIFY: sends through the pool (`pg_notify`), listens on one connection of its own, which it
 * opens again (1 s, doubling to 30 s) when it drops. NOTIFY payloads are limited to 8,000 bytes (the bus checks).
 */
export class PostgresTransport implements BusTransport {
  readonly kind = 'postgres';
  private client: pg.Client | null = null;
  private closed = false;
  private retryMs = 1_000;
  private retryTimer: NodeJS.Timeout | null = null;
  private onMessage: (message: string) => void = () => {};

  constructor(
    private readonly db: Db,
    private readonly connectionString: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(onMessage: (message: string) => void): Promise<void> {
    this.onMessage = onMessage;
    await this.connect();
  }

  async send(message: string): Promise<void> {
    await this.db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${message})`);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (n) => {
      if (n.channel === LIVE_CHANNEL && n.payload !== undefined) this.onMessage(n.payload);
    });
    client.on('error', (error) => {
      this.log.warn({ err: error }, 'live events: LISTEN connection failed');
      this.dropped(client);
    });
    client.on('end', () => this.dropped(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryMs = 1_000;
  }

  /** The listening connection broke: open another later (events sent meanwhile are lost to this node). */
  private dropped(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    client.end().catch(() => undefined);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer) return;
    const delay = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, 30_000);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect().catch((error: unknown) => {
        this.log.warn({ err: error }, 'live events: LISTEN reconnect failed');
        this.scheduleReconnect();
      });
    }, delay);
    this.retryTimer.unref();
  }
}
