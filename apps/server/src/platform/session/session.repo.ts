import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyMembers, companySettings, jobUsers, jobs, sessions, users } from '../../db/schema';
import type { SessionContext } from './session.types';
import { inSystemScope } from '../../db/scope';

/**
 * Sessions are found by token before anyone's unit is known, and a person's sessions span units: every statement
 * here runs in the system scope `sessions` (docs/decisions/024-row-level-security.md), keyed by token or person.
 */
const asSessions = <T>(run: () => PromiseLike<T>) => inSystemScope('sessions', run);

export interface StoredSession {
  context: SessionContext;
  lastSeenAt: number;
  endedAt: number | null;
}

/** Reads and writes session rows; the service above it owns caching and the expiry rules. */
export class SessionRepo {
  constructor(private readonly db: Db) {}

  async insert(row: typeof sessions.$inferInsert): Promise<void> {
    await asSessions(() => this.db.insert(sessions).values(row));
  }

  async findByTokenHash(tokenHash: string): Promise<StoredSession | null> {
    return asSessions(() => this.findIn(tokenHash));
  }

  private async findIn(tokenHash: string): Promise<StoredSession | null> {
    const [row] = await this.db
      .select({
        session: sessions,
        user: {
          user_no: users.user_no,
          user_name: users.user_name,
          phone: users.phone,
          email: users.email,
          pwd_strong: users.pwd_strong,
          is_platform_admin: users.is_platform_admin,
        },
        company_type: companies.company_type,
        is_admin: companyMembers.is_admin,
        // A unit's own idle limit (/configure, issue 19 item 5).
        idle_minutes: companySettings.session_idle_minutes,
      })
      .from(sessions)
      .innerJoin(users, eq(users.user_id, sessions.user_id))
      .leftJoin(companies, eq(companies.company_id, sessions.company_id))
      .leftJoin(
        companyMembers,
        and(eq(companyMembers.company_id, sessions.company_id), eq(companyMembers.user_id, sessions.user_id)),
      )
      .leftJoin(companySettings, eq(companySettings.company_id, sessions.company_id))
      .where(eq(sessions.token_hash, tokenHash));
    if (!row) return null;
    const s = row.session;
    const jobList = s.company_id ? await this.jobsOf(s.company_id, s.user_id) : [];
    return {
      lastSeenAt: s.last_seen_at.getTime(),
      endedAt: s.ended_at ? s.ended_at.getTime() : null,
      context: {
        sessionId: s.session_id,
        tokenHash: s.token_hash,
        userId: s.user_id,
        companyId: s.company_id,
        orgId: s.org_id,
        jobId: s.job_id,
        platform: s.platform,
        createdAt: s.created_at.getTime(),
        expiresAt: s.expires_at.getTime(),
        user: row.user,
        company: s.company_id ? { company_type: row.company_type ?? null, is_admin: row.is_admin ?? false } : null,
        jobs: jobList,
        idleMs: row.idle_minutes == null ? null : row.idle_minutes * 60_000,
      },
    };
  }

  /** The jobs a person holds in a unit, in the unit's order; they may switch between them. */
  async jobsOf(companyId: string, userId: string): Promise<{ job_id: string; job_name: string }[]> {
    return asSessions(() => this.db
      .select({ job_id: jobs.job_id, job_name: jobs.job_name })
      .from(jobUsers)
      .innerJoin(jobs, and(eq(jobs.company_id, jobUsers.company_id), eq(jobs.job_id, jobUsers.job_id)))
      .where(and(eq(jobUsers.company_id, companyId), eq(jobUsers.user_id, userId)))
      .orderBy(jobs.sort_no, jobs.job_id));
  }

  async touch(sessionId: string, at: Date): Promise<void> {
    await asSessions(() => this.db.update(sessions).set({ last_seen_at: at }).where(eq(sessions.session_id, sessionId)));
  }

  async end(tokenHash: string, reason: string): Promise<void> {
    await asSessions(() => this.db
      .update(sessions)
      .set({ ended_at: sql`now()`, end_reason: reason })
      .where(and(eq(sessions.token_hash, tokenHash), isNull(sessions.ended_at))));
  }

  /** Ends every live session of a user; answers their token hashes so the caller can evict them. */
  async endAllOfUser(userId: string, reason: string): Promise<string[]> {
    const ended = await asSessions(() => this.db
      .update(sessions)
      .set({ ended_at: sql`now()`, end_reason: reason })
      .where(and(eq(sessions.user_id, userId), isNull(sessions.ended_at)))
      .returning({ token_hash: sessions.token_hash }));
    return ended.map((r) => r.token_hash);
  }

  /** A person's live sessions (not ended, not past their absolute expiry), newest first: My sessions. */
  async liveOfUser(userId: string): Promise<LiveSession[]> {
    return asSessions(() => this.db
      .select({
        session_id: sessions.session_id,
        token_hash: sessions.token_hash,
        device: sessions.device,
        ip: sessions.ip,
        platform: sessions.platform,
        created_at: sessions.created_at,
        last_seen_at: sessions.last_seen_at,
      })
      .from(sessions)
      .where(and(eq(sessions.user_id, userId), isNull(sessions.ended_at), gt(sessions.expires_at, sql`now()`)))
      .orderBy(desc(sessions.created_at)));
  }

  /** Ends one of a person's sessions, or all but one (`exceptId`); answers the token hashes ended. */
  async endOfUser(userId: string, target: { sessionId: string } | { exceptId: string }, reason: string): Promise<string[]> {
    const which = 'sessionId' in target ? eq(sessions.session_id, target.sessionId) : ne(sessions.session_id, target.exceptId);
    const ended = await asSessions(() => this.db
      .update(sessions)
      .set({ ended_at: sql`now()`, end_reason: reason })
      .where(and(eq(sessions.user_id, userId), isNull(sessions.ended_at), which))
      .returning({ token_hash: sessions.token_hash }));
    return ended.map((r) => r.token_hash);
  }
}

export interface LiveSession {
  session_id: string;
  token_hash: string;
  device: string | null;
  ip: string | null;
  platform: string;
  created_at: Date;
  last_seen_at: Date;
}
