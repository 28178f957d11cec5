import { uuidv7 } from 'uuidv7';
import { ResultCode } from '@zhuyun/contracts';
import { AppError } from '../errors';
import { randomToken, sha256Hex } from '../crypto';
import { currentOrigin } from '../request-context';
import type { LiveSession, SessionRepo, StoredSession } from './session.repo';
import type { SessionContext } from './session.types';

interface Cached {
  context: SessionContext;
  lastSeenAt: number;
  lastWrittenAt: number;
  cachedAt: number;
}

export interface SessionPolicy {
  idleMs: number;
  maxMs: number;
  /** How long a node trusts its copy of a session before asking the database again. */
  cacheMs: number;
  /** last_seen_at is written at most this often. */
  touchEveryMs: number;
}

/**
 * Sessions of ARCHITECTURE.md rule 6: opaque tokens stored as SHA-256, idle and absolute expiry, sliding idle limit,
 * and an in-process cache so that an authenticated call costs no database round trip.
 */
export class SessionService {
  private readonly cache = new Map<string, Cached>();
  /**
   * Reads in flight, by token hash: when a busy session's copy expires, the calls that arrive meanwhile share one read
   * instead of each sending its own (50 at once under load, every 5 s).
   */
  private readonly loading = new Map<string, Promise<StoredSession | null>>();
  private readonly endListeners = new Set<(ended: SessionEnd) => void>();

  constructor(
    private readonly repo: SessionRepo,
    private readonly policy: SessionPolicy,
  ) {}

  async create(input: { userId: string; companyId: string | null; orgId?: string | null; jobId: string | null; platform: string }): Promise<string> {
    const token = randomToken(32);
    const now = new Date();
    await this.repo.insert({
      session_id: uuidv7(),
      token_hash: sha256Hex(token),
      user_id: input.userId,
      company_id: input.companyId,
      org_id: input.orgId ?? null,
      job_id: input.jobId,
      platform: input.platform,
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(now.getTime() + this.policy.maxMs),
      // Where it was started, for My sessions: the request being served, if any.
      ...currentOrigin(),
    });
    return token;
  }

  async resolve(token: string | undefined, now = Date.now()): Promise<SessionContext> {
    if (!token) throw new AppError(ResultCode.TOKEN_INVALID);
    const entry = await this.lookup(sha256Hex(token), now);
    entry.lastSeenAt = now;
    if (now - entry.lastWrittenAt >= this.policy.touchEveryMs) {
      entry.lastWrittenAt = now;
      await this.repo.touch(entry.context.sessionId, new Date(now));
    }
    return entry.context;
  }

  /**
   * What resolve would answer, at once, when it needs no read and no write: the session's copy is fresh and its
   * last_seen_at not yet due (every call of a busy session but one every few seconds). Undefined: call resolve.
   * Throws resolve's refusals for an idle or expired session.
   */
  resolveNow(token: string | undefined, now = Date.now()): SessionContext | undefined {
    if (!token) return undefined;
    const tokenHash = sha256Hex(token);
    const entry = this.cache.get(tokenHash);
    if (!entry || now - entry.cachedAt >= this.policy.cacheMs || now - entry.lastWrittenAt >= this.policy.touchEveryMs) return undefined;
    this.checkAlive(tokenHash, entry, now);
    entry.lastSeenAt = now;
    return entry.context;
  }

  /**
   * The session of a token hash if it is still alive, without counting this as activity: an open live-events stream
   * must not keep an idle session alive. Refusals as resolve's (10201, 10204).
   */
  async check(tokenHash: string, now = Date.now()): Promise<SessionContext> {
    return (await this.lookup(tokenHash, now)).context;
  }

  private async lookup(tokenHash: string, now: number): Promise<Cached> {
    let entry = this.cache.get(tokenHash);
    if (!entry || now - entry.cachedAt >= this.policy.cacheMs) {
      let pending = this.loading.get(tokenHash);
      if (!pending) {
        const read = this.repo.findByTokenHash(tokenHash).finally(() => {
          if (this.loading.get(tokenHash) === read) this.loading.delete(tokenHash);
        });
        this.loading.set(tokenHash, (pending = read));
      }
      const stored = await pending;
      if (!stored) {
        this.cache.delete(tokenHash);
        throw new AppError(ResultCode.TOKEN_INVALID);
      }
      if (stored.endedAt !== null) {
        this.cache.delete(tokenHash);
        throw new AppError(ResultCode.SESSION_ENDED);
      }
      // A call that shared the read finds the copy the first one kept: one entry, so one touch when one is due.
      const kept = this.cache.get(tokenHash);
      if (kept && kept !== entry && kept.context === stored.context) {
        entry = kept;
      } else {
        const lastSeenAt = Math.max(stored.lastSeenAt, entry?.lastSeenAt ?? 0);
        entry = { context: stored.context, lastSeenAt, lastWrittenAt: stored.lastSeenAt, cachedAt: now };
        if (this.cache.size > 100_000) this.cache.clear();
        this.cache.set(tokenHash, entry);
      }
    }
    this.checkAlive(tokenHash, entry, now);
    return entry;
  }

  /** Idle past its limit (the unit's, never above the platform's) or past its absolute expiry: refused and forgotten. */
  private checkAlive(tokenHash: string, entry: Cached, now: number): void {
    const idleMs = Math.min(entry.context.idleMs ?? this.policy.idleMs, this.policy.idleMs);
    if (now - entry.lastSeenAt > idleMs || now >= entry.context.expiresAt) {
      this.cache.delete(tokenHash);
      throw new AppError(ResultCode.TOKEN_INVALID);
    }
  }

  async end(tokenHash: string, reason: string): Promise<void> {
    this.cache.delete(tokenHash);
    this.loading.delete(tokenHash);
    await this.repo.end(tokenHash, reason);
    this.announce({ tokenHash });
  }

  async endAllOfUser(userId: string, reason: string): Promise<void> {
    const hashes = await this.repo.endAllOfUser(userId, reason);
    for (const hash of hashes) this.cache.delete(hash);
    this.loading.clear();
    this.forget({ userId });
    this.announce({ userId });
  }

  /** Told of every session this node ends (live streams close at once; other nodes hear of it through the bus). */
  onEnded(listener: (ended: SessionEnd) => void): () => void {
    this.endListeners.add(listener);
    return () => this.endListeners.delete(listener);
  }

  /** Drops this node's copy of sessions another node ended, so they are refused here at once too. */
  forget(ended: SessionEnd): void {
    if (ended.tokenHash) {
      this.cache.delete(ended.tokenHash);
      this.loading.delete(ended.tokenHash);
    }
    // A read in flight may predate the end: calls after this one read afresh.
    if (ended.userId) this.loading.clear();
    if (ended.userId) for (const [hash, entry] of this.cache) if (entry.context.userId === ended.userId) this.cache.delete(hash);
  }

  private announce(ended: SessionEnd): void {
    for (const listener of this.endListeners) listener(ended);
  }

  /** A person's live sessions; last use is this node's own view where it is fresher than the stored one. */
  async liveOfUser(userId: string): Promise<LiveSession[]> {
    const rows = await this.repo.liveOfUser(userId);
    return rows.map((row) => {
      const seen = this.cache.get(row.token_hash)?.lastSeenAt ?? 0;
      return seen > row.last_seen_at.getTime() ? { ...row, last_seen_at: new Date(seen) } : row;
    });
  }

  /** Ends one session of a person, or all their others; those tokens answer 10204 from their next call. */
  async endOfUser(userId: string, target: { sessionId: string } | { exceptId: string }, reason: string): Promise<number> {
    const hashes = await this.repo.endOfUser(userId, target, reason);
    for (const hash of hashes) {
      this.cache.delete(hash);
      this.loading.delete(hash);
    }
    return hashes.length;
  }
}

/** One session (by its token hash) or all of a person's sessions ended. */
export interface SessionEnd {
  tokenHash?: string;
  userId?: string;
}
