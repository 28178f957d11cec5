import { describe, expect, it } from 'vitest';
import { ResultCode } from '@zhuyun/contracts';
import { sha256Hex } from '../../crypto';
import type { SessionRepo, StoredSession } from '../session.repo';
import { SessionService } from '../session.service';

const policy = { idleMs: 30 * 60_000, maxMs: 12 * 3_600_000, cacheMs: 5_000, touchEveryMs: 60_000 };

/** A repository that counts its reads and answers each after `release()`, so calls can pile up meanwhile. */
function slowRepo(stored: () => StoredSession | null) {
  const gated = () => {
    let open = () => {};
    const promise = new Promise<void>((resolve) => (open = resolve));
    return { promise, open };
  };
  let gate = gated();
  const calls = { reads: 0, touches: 0 };
  const repo = {
    findByTokenHash: async () => {
      calls.reads += 1;
      await gate.promise;
      return stored();
    },
    touch: async () => {
      calls.touches += 1;
    },
  } as unknown as SessionRepo;
  return {
    repo,
    calls,
    release: () => {
      gate.open();
      gate = gated();
    },
  };
}

const session = (now: number, endedAt: number | null = null): StoredSession => ({
  lastSeenAt: now,
  endedAt,
  context: {
    sessionId: 's1',
    tokenHash: sha256Hex('token'),
    userId: 'u1',
    companyId: null,
    orgId: null,
    jobId: null,
    platform: 'web',
    createdAt: now,
    expiresAt: now + policy.maxMs,
    user: { user_no: 'u', user_name: 'U', phone: '13900000000', email: null, pwd_strong: true, is_platform_admin: false },
    company: null,
    jobs: [],
  },
});

describe('SessionService cache', () => {
  it('lets calls that arrive while a session is read share that one read, and touch it once', async () => {
    const now = Date.now();
    const { repo, calls, release } = slowRepo(() => session(now - 120_000));
    const sessions = new SessionService(repo, policy);
    const pending = Array.from({ length: 20 }, () => sessions.resolve('token', now));
    await new Promise((resolve) => setTimeout(resolve, 5));
    release();
    const contexts = await Promise.all(pending);
    expect(calls.reads).toBe(1);
    expect(calls.touches).toBe(1);
    expect(new Set(contexts).size).toBe(1);
    // Within the cache's 5 s no read at all; after it, one read again for the next crowd.
    await sessions.resolve('token', now + 1_000);
    expect(calls.reads).toBe(1);
    const later = Array.from({ length: 5 }, () => sessions.resolve('token', now + 6_000));
    release();
    await Promise.all(later);
    expect(calls.reads).toBe(2);
  });

  it('gives every call of a shared read the same refusal, and reads afresh after an end', async () => {
    const now = Date.now();
    let ended: number | null = now;
    const { repo, calls, release } = slowRepo(() => session(now, ended));
    const sessions = new SessionService(repo, policy);
    const refused = Array.from({ length: 3 }, () => sessions.resolve('token', now).catch((error: { code?: number }) => error.code));
    release();
    expect(await Promise.all(refused)).toEqual([ResultCode.SESSION_ENDED, ResultCode.SESSION_ENDED, ResultCode.SESSION_ENDED]);
    expect(calls.reads).toBe(1);
    ended = null;
    const again = sessions.resolve('token', now);
    release();
    await expect(again).resolves.toMatchObject({ sessionId: 's1' });
    expect(calls.reads).toBe(2);
  });
});
