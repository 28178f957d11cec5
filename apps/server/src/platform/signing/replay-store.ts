/**
 * The replay cache of ARCHITECTURE.md rule 5 behind one interface. `claim` answers true the first time an id is
 * seen within its time to live, false on every later try.
 */
export interface ReplayStore {
  readonly kind: 'memory' | 'redis' | 'postgres';
  /**
   * The time (ms) from which the store has seen every claim, or null when it outlives a restart (Redis, PostgreSQL).
   * A memory store forgets everything when the process ends, so it cannot tell a replay of a call signed before its
   * start from a first try: such a call is refused (decision 003).
   */
  readonly rememberedSince: number | null;
  claim(id: string, ttlSeconds: number): Promise<boolean>;
  /** The same claim answered at once, by a store that keeps its ids in this process (the signature check then awaits nothing). */
  claimNow?(id: string, ttlSeconds: number): boolean;
  close(): Promise<void>;
}

/**
 * Correct for one node (the embedded default): every request of that node passes through this map. Every claim
 * appends at the end with the same time to live, so the map's insertion order is expiry order: the sweep removes
 * expired ids from the front and stops at the first live one, instead of walking every id (at 10,000 signed calls a
 * second, 600 s of ids is six million, and a full walk stalls the event loop for ~65 ms per million).
 */
export class MemoryReplayStore implements ReplayStore {
  readonly kind = 'memory';
  readonly rememberedSince = Date.now();
  private readonly seen = new Map<string, number>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(sweepEveryMs = 250) {
    this.sweeper = setInterval(() => this.sweep(Date.now()), sweepEveryMs);
    this.sweeper.unref();
  }

  async claim(id: string, ttlSeconds: number): Promise<boolean> {
    return this.claimNow(id, ttlSeconds);
  }

  claimNow(id: string, ttlSeconds: number): boolean {
    const now = Date.now();
    const until = this.seen.get(id);
    if (until !== undefined) {
      if (until > now) return false;
      // Expired: taken again, and moved to the end so the order stays the order of expiry.
      this.seen.delete(id);
    }
    this.seen.set(id, now + ttlSeconds * 1000);
    return true;
  }

  /** An id with a longer time to live ahead of shorter ones only delays their removal; claim still checks the time. */
  private sweep(now: number): void {
    for (const [id, until] of this.seen) {
      if (until > now) break;
      this.seen.delete(id);
    }
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.seen.clear();
  }
}
