import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ReplayStore } from './replay-store';

/** For several nodes without Redis: an unlogged table whose primary key makes the claim atomic. */
export class PostgresReplayStore implements ReplayStore {
  readonly kind = 'postgres';
  readonly rememberedSince = null;
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly db: Db, sweepEveryMs = 60_000) {
    this.sweeper = setInterval(() => {
      this.db.execute(sql`delete from replay_nonces where expires_at < now()`).catch(() => undefined);
    }, sweepEveryMs);
    this.sweeper.unref();
  }

  async claim(id: string, ttlSeconds: number): Promise<boolean> {
    // An expired row is taken over in the same statement, so the table never needs sweeping for correctness.
    const result = await this.db.execute(sql`
      insert into replay_nonces (nonce_key, expires_at)
      values (${id}, now() + make_interval(secs => ${ttlSeconds}))
      on conflict (nonce_key) do update set expires_at = excluded.expires_at
        where replay_nonces.expires_at < now()
      returning nonce_key`);
    return rowsOf(result).length === 1;
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
  }
}

function rowsOf(result: unknown): unknown[] {
  return (result as { rows?: unknown[] }).rows ?? (result as unknown[]);
}
