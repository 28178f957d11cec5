import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { evalSurveyTokens } from '../../db/schema';
import { randomToken, sha256Hex } from '../../platform/crypto';

/** 1: a questionnaire session; 2: the ticket a proven SMS code gives for setting the service password. */
export const TokenKind = { session: 1, resetTicket: 2 } as const;

/** Short-lived questionnaire tokens: 32 random bytes handed out once, stored only as their SHA-256. */
export class SurveyTokenRepo {
  constructor(private readonly db: Db) {}

  async issue(phone: string, kind: number, ttlMs: number, tx: Tx | Db = this.db): Promise<{ token: string; expires_at: Date }> {
    const token = randomToken();
    const expires_at = new Date(Date.now() + ttlMs);
    // Expired tokens of this phone go as new ones come, so the table never outgrows its live tokens.
    await tx.delete(evalSurveyTokens).where(and(eq(evalSurveyTokens.phone, phone), lt(evalSurveyTokens.expires_at, new Date())));
    await tx.insert(evalSurveyTokens).values({ token_hash: sha256Hex(token), phone, kind, expires_at });
    return { token, expires_at };
  }

  /** The phone a live token of this kind belongs to, or null. */
  async phoneOf(token: string | undefined, kind: number, tx: Tx | Db = this.db): Promise<string | null> {
    if (!token) return null;
    const [row] = await tx
      .select({ phone: evalSurveyTokens.phone })
      .from(evalSurveyTokens)
      .where(and(eq(evalSurveyTokens.token_hash, sha256Hex(token)), eq(evalSurveyTokens.kind, kind), gt(evalSurveyTokens.expires_at, new Date())));
    return row?.phone ?? null;
  }

  async revoke(token: string, tx: Tx | Db = this.db): Promise<void> {
    await tx.delete(evalSurveyTokens).where(eq(evalSurveyTokens.token_hash, sha256Hex(token)));
  }

  /** A new service password ends every questionnaire session of the phone. */
  async revokeAll(phone: string, kind: number, tx: Tx | Db = this.db): Promise<void> {
    await tx.delete(evalSurveyTokens).where(and(eq(evalSurveyTokens.phone, phone), eq(evalSurveyTokens.kind, kind)));
  }
}
