/**
 * The server's own request metrics (issue 16 item 8): per operation ("GET /api/v1/…"), calls, server errors (5xx),
 * refusals (4xx) and latency, in one-minute slots of a ring held in memory — no database write per request. Memory is
 * bounded: `minutes` slots, at most `maxOperations` operations a slot (the rest count under OTHER_OPERATION), and a
 * fixed latency histogram per operation and slot, from which p95 is read.
 *
 * Readers: the API monitor (its page and its threshold watcher) and, later, the request-log tab of /logManagement.
 * Interface: record() on each answered call, snapshot() / stats() to read. The clock is injectable for tests.
 */

/** Upper bounds (ms) of the latency histogram's buckets; the last is open. */
const BOUNDS = [1, 2, 3, 5, 7, 10, 15, 20, 30, 50, 75, 100, 150, 200, 300, 500, 750, 1_000, 1_500, 2_000, 3_000, 5_000, 7_500, 10_000, 15_000, 30_000, 60_000, Infinity];
const MINUTE = 60_000;

/** Operations beyond the per-slot cap are counted together under this name. */
export const OTHER_OPERATION = '(其他)';
/** stats('*') reads every operation together. */
export const ALL_OPERATIONS = '*';

export interface OperationStats {
  operation: string;
  summary: string | null;
  count: number;
  /** Server errors (HTTP 5xx). */
  errors: number;
  /** Refusals (HTTP 4xx): bad input, no permission, not found … — the caller's, not the server's. */
  client_errors: number;
  /** errors ÷ count, in percent, two decimals. */
  error_rate: number;
  p95_ms: number;
  avg_ms: number;
  max_ms: number;
}

export interface RequestMetricsOptions {
  /** How many one-minute slots the ring keeps (the longest window a reader may ask for). */
  minutes?: number;
  maxOperations?: number;
  now?: () => number;
}

class Cell {
  count = 0;
  errors = 0;
  clientErrors = 0;
  sumMs = 0;
  maxMs = 0;
  readonly hist = new Uint32Array(BOUNDS.length);

  add(status: number, ms: number): void {
    this.count += 1;
    if (status >= 500) this.errors += 1;
    else if (status >= 400) this.clientErrors += 1;
    this.sumMs += ms;
    if (ms > this.maxMs) this.maxMs = ms;
    let i = 0;
    while (ms > (BOUNDS[i] as number)) i += 1;
    this.hist[i] = (this.hist[i] as number) + 1;
  }

  merge(other: Cell): void {
    this.count += other.count;
    this.errors += other.errors;
    this.clientErrors += other.clientErrors;
    this.sumMs += other.sumMs;
    if (other.maxMs > this.maxMs) this.maxMs = other.maxMs;
    for (let i = 0; i < BOUNDS.length; i++) this.hist[i] = (this.hist[i] as number) + (other.hist[i] as number);
  }

  /** The upper bound of the bucket holding the 95th percentile, never above the largest seen. */
  p95(): number {
    const rank = Math.ceil(this.count * 0.95);
    let seen = 0;
    for (let i = 0; i < BOUNDS.length; i++) {
      seen += this.hist[i] as number;
      if (seen >= rank) return Math.min(BOUNDS[i] as number, this.maxMs);
    }
    return this.maxMs;
  }
}

interface Slot {
  minute: number;
  cells: Map<string, Cell>;
}

const round = (n: number, places = 2) => Math.round(n * 10 ** places) / 10 ** places;

export class RequestMetrics {
  readonly minutes: number;
  private readonly maxOperations: number;
  private readonly now: () => number;
  private readonly slots: Slot[];
  /** Each operation's contract summary, as last seen (bounded like the slots' operations, by the route table). */
  private readonly summaries = new Map<string, string | null>();

  constructor(options: RequestMetricsOptions = {}) {
    this.minutes = options.minutes ?? 15;
    this.maxOperations = options.maxOperations ?? 1_000;
    this.now = options.now ?? Date.now;
    this.slots = Array.from({ length: this.minutes }, () => ({ minute: -1, cells: new Map<string, Cell>() }));
  }

  /** One answered call: its operation, HTTP status and time taken (ms). */
  record(operation: string, status: number, ms: number, summary: string | null = null): void {
    const slot = this.slotOf(Math.floor(this.now() / MINUTE));
    let key = operation;
    let cell = slot.cells.get(key);
    if (!cell) {
      if (slot.cells.size >= this.maxOperations) key = OTHER_OPERATION;
      cell = slot.cells.get(key) ?? new Cell();
      slot.cells.set(key, cell);
    }
    cell.add(status, Number.isFinite(ms) && ms > 0 ? ms : 0);
    if (key === operation && this.summaries.size < this.maxOperations * 2 && !this.summaries.has(operation)) this.summaries.set(operation, summary);
  }

  /** Every operation called in the last `minutes` (this minute included), busiest first. */
  snapshot(minutes: number): OperationStats[] {
    const merged = new Map<string, Cell>();
    for (const slot of this.recent(minutes)) {
      for (const [operation, cell] of slot.cells) {
        let total = merged.get(operation);
        if (!total) merged.set(operation, (total = new Cell()));
        total.merge(cell);
      }
    }
    return [...merged].map(([operation, cell]) => this.statsOf(operation, cell)).sort((a, b) => b.count - a.count || a.operation.localeCompare(b.operation));
  }

  /** One operation (or ALL_OPERATIONS together) over the last `minutes`; null when it was not called. */
  stats(operation: string, minutes: number): OperationStats | null {
    const total = new Cell();
    for (const slot of this.recent(minutes)) {
      if (operation === ALL_OPERATIONS) for (const cell of slot.cells.values()) total.merge(cell);
      else {
        const cell = slot.cells.get(operation);
        if (cell) total.merge(cell);
      }
    }
    return total.count ? this.statsOf(operation, total) : null;
  }

  /** The instant the window of the last `minutes` starts at. */
  since(minutes: number): Date {
    return new Date((Math.floor(this.now() / MINUTE) - Math.min(minutes, this.minutes) + 1) * MINUTE);
  }

  private statsOf(operation: string, cell: Cell): OperationStats {
    return {
      operation,
      summary: this.summaries.get(operation) ?? null,
      count: cell.count,
      errors: cell.errors,
      client_errors: cell.clientErrors,
      error_rate: cell.count ? round((cell.errors / cell.count) * 100) : 0,
      p95_ms: round(cell.p95(), 1),
      avg_ms: cell.count ? round(cell.sumMs / cell.count, 1) : 0,
      max_ms: round(cell.maxMs, 1),
    };
  }

  private slotOf(minute: number): Slot {
    const slot = this.slots[minute % this.minutes] as Slot;
    if (slot.minute !== minute) {
      slot.minute = minute;
      slot.cells = new Map();
    }
    return slot;
  }

  private *recent(minutes: number): Iterable<Slot> {
    const current = Math.floor(this.now() / MINUTE);
    for (let m = current - Math.min(minutes, this.minutes) + 1; m <= current; m++) {
      const slot = this.slots[((m % this.minutes) + this.minutes) % this.minutes] as Slot;
      if (slot.minute === m) yield slot;
    }
  }
}
