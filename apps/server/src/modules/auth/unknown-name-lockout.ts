import { Lockout } from './login.service';

interface Failures {
  count: number;
  since: number;
  lockedUntil: number;
}

/**
 * The password lockout of a user_no that has no account, kept like a real account's (5 failures in 15 minutes lock
 * for 15 minutes), so an attacker cannot learn which names exist by seeing which ones lock (issue 15 fix 8).
 * In memory: nothing about names that are not users is written to the database. Per node; bounded, the oldest
 * entries go first.
 */
export class UnknownNameLockout {
  private readonly names = new Map<string, Failures>();

  constructor(private readonly maxEntries = 100_000) {}

  lockedUntil(userNo: string, now = Date.now()): number {
    const entry = this.names.get(userNo);
    return entry && entry.lockedUntil > now ? entry.lockedUntil : 0;
  }

  recordFailure(userNo: string, now = Date.now()): void {
    const entry = this.names.get(userNo);
    const fresh = !entry || entry.since < now - Lockout.windowMs;
    const next: Failures = fresh ? { count: 1, since: now, lockedUntil: 0 } : { ...entry, count: entry.count + 1 };
    if (next.count >= Lockout.maxFailures) {
      next.count = 0;
      next.since = 0;
      next.lockedUntil = now + Lockout.lockMs;
    }
    this.names.delete(userNo);
    if (this.names.size >= this.maxEntries) {
      const oldest = this.names.keys().next().value;
      if (oldest !== undefined) this.names.delete(oldest);
    }
    this.names.set(userNo, next);
  }
}

const perApp = new WeakMap<object, UnknownNameLockout>();

/** One lockout per app (its platform), shared by every sign-in that checks a password (login, third-party bind). */
export function unknownNameLockoutOf(platform: object): UnknownNameLockout {
  let lockout = perApp.get(platform);
  if (!lockout) perApp.set(platform, (lockout = new UnknownNameLockout()));
  return lockout;
}
