import { hash, randomBytes } from 'node:crypto';
import { Signing } from '@zhuyun/contracts';
import { FingerprintTable } from './fingerprint-table';

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

/** A keyed hash of an id as latin1 text (one byte a character); the store reads its first 8 characters: 64 bits. */
export type IdFingerprint = (id: string) => string;

export interface MemoryReplayStoreOptions {
  /** The longest time to live a claim may ask; ids are kept in generations this long (default the signing rule's 600 s). */
  ttlSeconds?: number;
  /** Slots of a generation's first table (a power of two); later generations start from the last one's count. */
  initialSlots?: number;
  fingerprint?: IdFingerprint;
  clock?: () => number;
}

/**
 * SHA-256 under a per-process random secret: an outsider can neither predict nor aim at a slot (no hash flooding).
 * As latin1 text ('binary'): ≈ 0.5 µs, where a Buffer answer (a new ArrayBuffer a call) took ≈ 1.6 µs.
 */
function keyedFingerprint(): IdFingerprint {
  const secret = randomBytes(16).toString('base64');
  return (id) => hash('sha256', secret + id, 'binary');
}

/**
 * Correct for one node (the embedded default): every request of that node passes through it. No heap object per id
 * (decision 003, addendum of session 20): an id is a 64-bit keyed fingerprint in a typed array, and ids are kept in two
 * generations of `ttlSeconds` each. A claim looks in both and adds to the current one; when a generation's time is up
 * the current becomes the previous and the previous is dropped whole. So every id is kept at least `ttlSeconds` and at
 * most twice that (a replay is refused for at least its time to live, exactly as before: never accepted early), with
 * no sweep and no per-id work for the collector. Two different ids refused as one (fingerprints alike) is the only
 * error, and it refuses, never accepts: with n ids kept, its chance is below n²/2⁶⁵ (10⁻⁶ at 6 million ids).
 */
export class MemoryReplayStore implements ReplayStore {
  readonly kind = 'memory';
  readonly rememberedSince: number;
  private readonly periodMs: number;
  private readonly fingerprint: IdFingerprint;
  private readonly clock: () => number;
  /** Each generation: its tables, the last one taking new ids (a full table is kept and a four times larger one added). */
  private current: FingerprintTable[];
  private previous: FingerprintTable[] = [];
  private rotateAt: number;

  constructor(options: MemoryReplayStoreOptions = {}) {
    this.periodMs = (options.ttlSeconds ?? Signing.replaySeconds) * 1000;
    this.fingerprint = options.fingerprint ?? keyedFingerprint();
    this.clock = options.clock ?? Date.now;
    this.rememberedSince = this.clock();
    this.rotateAt = this.rememberedSince + this.periodMs;
    this.current = [new FingerprintTable(options.initialSlots ?? 1 << 16)];
  }

  async claim(id: string, ttlSeconds: number): Promise<boolean> {
    return this.claimNow(id, ttlSeconds);
  }

  claimNow(id: string, ttlSeconds: number): boolean {
    // A longer time to live than a generation could be forgotten early: refused outright, never kept too short.
    if (!(ttlSeconds * 1000 <= this.periodMs)) throw new RangeError(`replay ttl ${ttlSeconds} s is longer than the store's ${this.periodMs / 1000} s`);
    const now = this.clock();
    if (now >= this.rotateAt) this.rotate(now);
    const print = this.fingerprint(id);
    const high = word(print, 0);
    // (0, 0) marks an empty slot: a fingerprint of all zeros is stored as 1 (one more way for two ids to look alike).
    const low = word(print, 4) || (high === 0 ? 1 : 0);
    if (seenIn(this.current, high, low) || seenIn(this.previous, high, low)) return false;
    let table = this.current[this.current.length - 1]!;
    // Four times larger: a generation that grows from 2¹⁶ slots to 6 million ids holds five tables, not ten, and a
    // new id is looked for in each (a first generation grows so; later ones start at the size the last one needed).
    if (table.full) this.current.push((table = new FingerprintTable(table.capacity * 4)));
    table.add(high, low);
    return true;
  }

  /**
   * The current generation becomes the previous one (its ids were claimed less than a period ago, so they must stay
   * another period); the previous one's ids are a period old or more: dropped. After a whole period without a claim
   * both are. The new generation starts sized for as many ids as the last one took, so a steady rate never grows it.
   */
  private rotate(now: number): void {
    const last = this.current;
    const taken = last.reduce((sum, table) => sum + table.size, 0);
    this.previous = now >= this.rotateAt + this.periodMs ? [] : last;
    this.current = [new FingerprintTable(slotsFor(taken, last[0]!.capacity))];
    this.rotateAt = now + this.periodMs;
  }

  /** Ids kept and the bytes of their tables (the bench's measure of the store's memory). */
  stats(): { ids: number; bytes: number } {
    const tables = [...this.current, ...this.previous];
    return { ids: tables.reduce((n, t) => n + t.size, 0), bytes: tables.reduce((n, t) => n + t.bytes, 0) };
  }

  async close(): Promise<void> {
    this.current = [new FingerprintTable(2)];
    this.previous = [];
  }
}

/** Four latin1 characters from `at` as an unsigned 32-bit number. */
function word(text: string, at: number): number {
  return ((text.charCodeAt(at) & 0xff) | ((text.charCodeAt(at + 1) & 0xff) << 8) | ((text.charCodeAt(at + 2) & 0xff) << 16) | ((text.charCodeAt(at + 3) & 0xff) << 24)) >>> 0;
}

function seenIn(tables: FingerprintTable[], high: number, low: number): boolean {
  for (let i = 0; i < tables.length; i++) if (tables[i]!.has(high, low)) return true;
  return false;
}

/**
 * Slots for a generation expected to take `ids`: the smallest power of two, doubling from `firstSlots` (the last
 * generation's first table) or 2¹⁶ if that is smaller, that holds them and a fourth more at most half full.
 */
function slotsFor(ids: number, firstSlots: number): number {
  let slots = Math.min(firstSlots, 1 << 16);
  while (slots < ids * 2.5 + 2) slots *= 2;
  return slots;
}
