import type { FastifyBaseLogger } from 'fastify';
import { and, desc, eq, gte, ilike, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { REQUEST_LOG_MAX_ROWS, REQUEST_LOG_RETENTION_DAYS } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { apiRequestLog } from '../../db/schema';
import type { PageWindow } from '../paging';
import { isUuid, likePattern } from '../query-helpers';
import { inSystemScope } from '../../db/scope';
import { prepareInsert, type NewEntry } from './request-log-insert';

export interface RequestLogFilter {
  from?: Date;
  to?: Date;
  user?: string;
  operation?: string;
  result?: 'success' | 'failure';
}

const FLUSH_MS = 1_000;
const FLUSH_AT = 500;
/** If the database cannot keep up, the oldest unwritten entries are dropped: the log never grows the heap unbounded. */
const BUFFER_MAX = 5_000;
const PRUNE_MS = 60_000;
/**
 * The newest-rows bound is kept every second: a busy node writes thousands of entries a second, and trimming a
 * minute's worth at once (≈ 10⁵ rows in one DELETE) is a burst the calls answered meanwhile wait behind.
 */
const TRIM_MS = 1_000;
const DAY_MS = 86_400_000;

/**
 * The API's request log (issue 19 item 6). A table, not a ring in memory: several API nodes share one log an
 * administrator reads whole, it survives a restart, and it is filtered and paged in SQL. A call costs an array push;
 * entries are written once a second (or every 500) in one INSERT, trimmed every second to the newest
 * REQUEST_LOG_MAX_ROWS and pruned every minute to the last REQUEST_LOG_RETENTION_DAYS days.
 */
export class RequestLog {
  private buffer: NewEntry[] = [];
  private writing: Promise<void> = Promise.resolve();
  /** A write is queued behind the one running: calls that fill the buffer meanwhile join it rather than queue more. */
  private queued = false;
  private readonly insert: (batch: NewEntry[]) => Promise<unknown>;
  private lastPrune = 0;
  private lastTrim = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly limits = { maxRows: REQUEST_LOG_MAX_ROWS, retentionDays: REQUEST_LOG_RETENTION_DAYS },
  ) {
    this.insert = prepareInsert(db);
    this.timer = setInterval(() => void this.flush(), FLUSH_MS);
    this.timer.unref();
  }

  record(entry: NewEntry): void {
    this.buffer.push(entry);
    if (this.buffer.length > BUFFER_MAX) this.buffer.splice(0, this.buffer.length - BUFFER_MAX);
    if (this.buffer.length >= FLUSH_AT && !this.queued) void this.flush();
  }

  /** Writes what is buffered (one write at a time); a failed write is logged and its entries dropped. */
  flush(): Promise<void> {
    // One write queued at a time: it takes the whole buffer when its turn comes, so a flush asked for meanwhile is
    // served by it. (Each call past FLUSH_AT used to queue its own write: batches of a few rows behind a slow one.)
    if (this.queued) return this.writing;
    this.queued = true;
    this.writing = this.writing.then(async () => {
      this.queued = false;
      const batch = this.buffer;
      this.buffer = [];
      try {
        // Entries of every unit, written in batches whoever's call filled the buffer: the system scope `request-log`.
        await inSystemScope('request-log', async () => {
          if (batch.length > 0) await this.insert(batch);
          if (Date.now() - this.lastPrune >= PRUNE_MS) await this.prune();
          else if (batch.length > 0 && Date.now() - this.lastTrim >= TRIM_MS) await this.trim();
        });
      } catch (error) {
        this.log.warn({ err: error, dropped: batch.length }, 'request log: write failed');
      }
    });
    return this.writing;
  }

  /** Keeps the newest maxRows of the last retentionDays (ids only grow, so "newest" is the largest ids). */
  async prune(): Promise<void> {
    this.lastPrune = Date.now();
    await inSystemScope('request-log', async () => {
      await this.db.delete(apiRequestLog).where(lt(apiRequestLog.at, new Date(Date.now() - this.limits.retentionDays * DAY_MS)));
      await this.trim();
    });
  }

  /**
   * Keeps the newest maxRows. The bound is computed inside the sub-select, so the condition on log_id is a bare
   * `log_id <= $n`: under row-level security a condition holding a function that is not leakproof (bigint's minus,
   * which can raise an overflow) is evaluated after the policies, row by row, and cannot use the index — the
   * condition `log_id <= (select max(log_id) …) - maxRows` made every trim a sequential scan of the whole table
   * (200,000 rows, ≈ 70 ms once a second on a busy node) instead of a walk of the primary key over the rows it deletes.
   */
  private async trim(): Promise<void> {
    this.lastTrim = Date.now();
    await inSystemScope('request-log', async () => {
      await this.db
        .delete(apiRequestLog)
        .where(sql`${apiRequestLog.log_id} <= (select max(log_id) - ${this.limits.maxRows} from api_request_log)`);
    });
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  /** A page of one company's entries, newest first; this node's buffer is written first, so a call just made shows. */
  async page(companyId: string, filter: RequestLogFilter, window: PageWindow) {
    await this.flush();
    const t = apiRequestLog;
    const conditions: (SQL | undefined)[] = [
      eq(t.company_id, companyId),
      filter.from ? gte(t.at, filter.from) : undefined,
      filter.to ? lte(t.at, filter.to) : undefined,
      filter.user ? (isUuid(filter.user) ? eq(t.user_id, filter.user) : ilike(t.user_name, likePattern(filter.user))) : undefined,
      filter.operation ? or(ilike(t.operation, likePattern(filter.operation)), ilike(t.route, likePattern(filter.operation))) : undefined,
      filter.result === 'success' ? lt(t.status, 400) : filter.result === 'failure' ? gte(t.status, 400) : undefined,
    ];
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      this.db.select().from(t).where(where).orderBy(desc(t.log_id)).limit(window.limit).offset(window.offset),
      this.db.select({ n: sql<number>`count(*)::int` }).from(t).where(where),
    ]);
    return {
      rows: rows.map((r) => ({
        log_id: String(r.log_id),
        at: r.at.toISOString(),
        method: r.method,
        route: r.route,
        operation: r.operation,
        status: r.status,
        duration_ms: r.duration_ms,
        user_id: r.user_id,
        user_name: r.user_name,
      })),
      total: Number(total?.n ?? 0),
    };
  }
}
