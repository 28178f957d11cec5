import { and, eq, isNull, gt, lt } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { oneTimeTokens } from '../db/schema';
import { randomToken, sha256Hex } from './crypto';

export type OneTimeKind = 'short_token' | 'oauth_state' | 'unique_token' | 'dev_code' | 'live_ticket';

export type Redeemed<T> = { ok: true; payload: T } | { ok: false; reason: 'unknown' | 'expired' | 'used' };

/**
 * Single-use secrets with a short life. The secret goes to the caller once; the table keeps its SHA-256, so a copy
 * of the database hands out nothing usable. `redeem` claims a secret with one conditional UPDATE, so two racing
 * redemptions cannot both win; a refusal says why (unknown, expired or already used) for a clear message.
 */
export class OneTimeTokens {
  private issued = 0;
  constructor(private readonly db: Db) {}

  async issue<T extends object>(kind: OneTimeKind, payload: T, ttlSeconds: number): Promise<string> {
    const token = randomToken(32);
    const now = Date.now();
    await this.db.insert(oneTimeTokens).values({
      token_hash: sha256Hex(token),
      kind,
      payload,
      created_at: new Date(now),
      expires_at: new Date(now + ttlSeconds * 1000),
    });
    // Now and then, forget secrets that died more than a day ago (kept that long to tell "expired" from "unknown").
    if (++this.issued % 100 === 1) {
      await this.db.delete(oneTimeTokens).where(lt(oneTimeTokens.expires_at, new Date(now - 86_400_000)));
    }
    return token;
  }

  /** Whether the secret could be redeemed now, without claiming it (the bind panel checks before the password). */
  async peek<T>(kind: OneTimeKind, token: string, db: Db | Tx = this.db): Promise<Redeemed<T>> {
    const [row] = await db
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.token_hash, sha256Hex(token)), eq(oneTimeTokens.kind, kind)));
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.used_at) return { ok: false, reason: 'used' };
    if (row.expires_at.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
    return { ok: true, payload: row.payload as T };
  }

  async redeem<T>(kind: OneTimeKind, token: string, db: Db | Tx = this.db): Promise<Redeemed<T>> {
    const hash = sha256Hex(token);
    const now = new Date();
    const [claimed] = await db
      .update(oneTimeTokens)
      .set({ used_at: now })
      .where(
        and(eq(oneTimeTokens.token_hash, hash), eq(oneTimeTokens.kind, kind), isNull(oneTimeTokens.used_at), gt(oneTimeTokens.expires_at, now)),
      )
      .returning({ payload: oneTimeTokens.payload });
    if (claimed) return { ok: true, payload: claimed.payload as T };
    // Why it failed is read on the same connection: inside a transaction on PGlite the outer db would wait forever.
    const why = await this.peek<T>(kind, token, db);
    return why.ok ? { ok: false, reason: 'used' } : why;
  }
}
