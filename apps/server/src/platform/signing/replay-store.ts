/**
 * The replay cache of ARCHITECTURE.md rule 5 behind one interface. `claim` answers true the first time an id is
 * seen within its time to live, false on every later try.
 */
export interface ReplayStore {
  readonly kind: 'memory' | 'redis' | 'postgres';
  claim(id: string, ttlSeconds: number): Promise<boolean>;
  close(): Promise<void>;
}

/** Correct for one node (the embedded default): every request of that node passes through this map. */
export class MemoryReplayStore implements ReplayStore {
  readonly kind = 'memory';
  private readonly seen = new Map<string, number>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(sweepEveryMs = 30_000) {
    this.sweeper = setInterval(() => this.sweep(Date.now()), sweepEveryMs);
    this.sweeper.unref();
  }

  async claim(id: string, ttlSeconds: number): Promise<boolean> {
    const now = Date.now();
    const until = this.seen.get(id);
    if (until !== undefined && until > now) return false;
    this.seen.set(id, now + ttlSeconds * 1000);
    return true;
  }

  private sweep(now: number): void {
    for (const [id, until] of this.seen) if (until <= now) this.seen.delete(id);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.seen.clear();
  }
}
