import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessSystems, signingKeys } from '../../db/schema';
import { AppError } from '../errors';
import { hmacChecker, hmacHex, randomToken, safeEqual, sha256Hex, type SignatureCheck } from '../crypto';
import { Msg, ResultCode } from '@zhuyun/contracts';
import { inSystemScope } from '../../db/scope';

interface CachedKey {
  secret: string | null;
  /** A signature's check under the secret, its pads computed once per key (crypto.ts, hmacChecker). */
  check: SignatureCheck | null;
  expiresAt: number;
  cachedAt: number;
}

/**
 * Issues signing keys and answers their secrets. A secret is HMAC(master, key): nothing secret is stored, and a
 * node needs only the key's row (cached a few seconds) to verify a call.
 */
export class SigningKeyService {
  private readonly cache = new Map<string, CachedKey>();
  private readonly loading = new Map<string, Promise<CachedKey>>();

  constructor(
    private readonly db: Db,
    private readonly masterSecret: string,
    private readonly keyLifetimeMs: number,
    private readonly cacheMs = 5_000,
  ) {}

  async issue(systemNo: string, authCode: string): Promise<{ key: string; secret: string; expires_at: string }> {
    const [system] = await this.db
      .select({ hash: accessSystems.auth_code_hash, status: accessSystems.status })
      .from(accessSystems)
      .where(eq(accessSystems.system_no, systemNo));
    if (!system || system.status !== 1 || !safeEqual(system.hash, sha256Hex(authCode))) {
      throw new AppError(ResultCode.WRONG_CREDENTIALS, Msg.authCodeWrong);
    }
    const key = `pk_${randomToken(18)}`;
    const expiresAt = new Date(Date.now() + this.keyLifetimeMs);
    await this.db.insert(signingKeys).values({ key, system_no: systemNo, expires_at: expiresAt });
    return { key, secret: this.secretOf(key), expires_at: expiresAt.toISOString() };
  }

  /** The secret of a live key, or null for an unknown, expired or revoked one. */
  async secretFor(key: string): Promise<string | null> {
    const now = Date.now();
    const entry = await this.entryOf(key, now);
    return entry.expiresAt > now ? entry.secret : null;
  }

  /**
   * What checkerFor would answer, when this node read the key within the cache's few seconds (a busy client's every
   * call); undefined when the key must be read first.
   */
  cachedChecker(key: string, now = Date.now()): SignatureCheck | null | undefined {
    const hit = this.cache.get(key);
    if (!hit || now - hit.cachedAt >= this.cacheMs) return undefined;
    return hit.expiresAt > now ? hit.check : null;
  }

  /** The check of a signature (HMAC-SHA256 under a live key's secret), or null for an unknown, expired or revoked key. */
  async checkerFor(key: string): Promise<SignatureCheck | null> {
    const now = Date.now();
    const entry = await this.entryOf(key, now);
    return entry.expiresAt > now ? entry.check : null;
  }

  private entryOf(key: string, now: number): Promise<CachedKey> {
    const hit = this.cache.get(key);
    if (hit && now - hit.cachedAt < this.cacheMs) return Promise.resolve(hit);
    // When a busy key's copy expires, the calls that arrive meanwhile share one read instead of each sending its own
    // (a few dozen at once under load, every few seconds), as the sessions' copies do.
    let pending = this.loading.get(key);
    if (!pending) {
      const read = this.read(key, now, hit).finally(() => {
        if (this.loading.get(key) === read) this.loading.delete(key);
      });
      this.loading.set(key, (pending = read));
    }
    return pending;
  }

  private async read(key: string, now: number, hit: CachedKey | undefined): Promise<CachedKey> {
    // Keys belong to no unit: read in the system scope `signature` (decision 024), whoever's call it is.
    const [row] = await inSystemScope('signature', () =>
      this.db
        .select({ expires_at: signingKeys.expires_at })
        .from(signingKeys)
        .where(and(eq(signingKeys.key, key), isNull(signingKeys.revoked_at))),
    );
    const secret = row ? this.secretOf(key) : null;
    // A key seen again keeps its check: the pads are worked out once per key, not once per refresh.
    const check = secret === null ? null : hit?.secret === secret && hit.check ? hit.check : hmacChecker(secret);
    const entry: CachedKey = row ? { secret, check, expiresAt: row.expires_at.getTime(), cachedAt: now } : { secret: null, check: null, expiresAt: 0, cachedAt: now };
    if (this.cache.size > 50_000) this.cache.clear();
    this.cache.set(key, entry);
    return entry;
  }

  private secretOf(key: string): string {
    return hmacHex(this.masterSecret, `signing-key:${key}`);
  }
}

/** Registers (or updates) a client system and its auth code, stored as a hash. */
export async function upsertAccessSystem(db: Db, systemNo: string, systemName: string, authCode: string): Promise<void> {
  await db
    .insert(accessSystems)
    .values({ system_no: systemNo, system_name: systemName, auth_code_hash: sha256Hex(authCode) })
    .onConflictDoUpdate({ target: accessSystems.system_no, set: { auth_code_hash: sha256Hex(authCode), system_name: systemName } });
}
