import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client';
import type { RequestMetrics } from '../../platform/metrics/request-metrics';
import type { NoteSender, Rule } from '../note';
import { inSystemScope } from '../../db/scope';

type Rows<T> = { rows: T[] };

interface NoticeRule extends Rule {
  company_id: string;
  api_notice_id: string;
  operation: string;
  error_rate: number | null;
  p95_ms: number | null;
  min_count: number;
  window_minutes: number;
  firing: number;
}

const beijing = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/**
 * Compares the request metrics with the API monitor's notices (issue 16 item 8). A rule that crosses its threshold is
 * claimed by one conditional UPDATE (firing 0 → 1), so it tells its people once — not once per request, nor once per
 * node — and records a warning (source api); when the operation is back under, firing returns to 0 and a later
 * crossing tells again. `now` is injectable so a test can move the clock.
 */
export class ApiMonitorWatcher {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly metrics: RequestMetrics,
    private readonly sender: NoteSender,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  start(everyMs: number): void {
    this.timer = setInterval(() => void this.evaluate().catch((error: unknown) => this.log.error({ err: error }, 'api monitor: evaluation failed')), everyMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** One pass over the enabled rules of every unit: answers how many were told. */
  async evaluate(): Promise<number> {
    // A background job over every unit's rules: the system scope `api-monitor` (decision 024).
    return inSystemScope('api-monitor', () => this.evaluateAll());
  }

  private async evaluateAll(): Promise<number> {
    const rules = ((await this.db.execute(sql`select company_id, api_notice_id, operation, error_rate, p95_ms, min_count, window_minutes, firing,
        job_ids, in_app, sms, template_id from api_notice_rules where enabled = 1`)) as unknown as Rows<NoticeRule>).rows;
    let told = 0;
    for (const rule of rules) {
      const stats = this.metrics.stats(rule.operation, Number(rule.window_minutes));
      const errorRate = rule.error_rate == null ? null : Number(rule.error_rate);
      const p95 = rule.p95_ms == null ? null : Number(rule.p95_ms);
      const over =
        !!stats && stats.count >= Number(rule.min_count) && ((errorRate !== null && stats.error_rate >= errorRate) || (p95 !== null && stats.p95_ms >= p95));
      const key = sql`company_id = ${rule.company_id} and api_notice_id = ${rule.api_notice_id}`;
      if (!over) {
        if (Number(rule.firing) === 1) await this.db.execute(sql`update api_notice_rules set firing = 0 where ${key} and firing = 1`);
        continue;
      }
      const at = new Date(this.now());
      const claimed = ((await this.db.execute(sql`update api_notice_rules set firing = 1, fired_at = ${at}, fire_count = fire_count + 1
        where ${key} and firing = 0 returning api_notice_id`)) as unknown as Rows<unknown>).rows;
      if (!claimed.length || !stats) continue;
      told += 1;
      const what = `接口${rule.operation === '*' ? '（全部）' : rule.operation}：错误率${stats.error_rate}%，P95 ${stats.p95_ms}ms，${stats.count}次调用`;
      await this.db.execute(sql`insert into warn_records (company_id, warn_id, source, level, message) values (${rule.company_id}, ${uuidv7()}, 'api', 3, ${what.slice(0, 500)})`);
      await this.sender.deliver({
        companyId: rule.company_id,
        event: 'api_monitor',
        title: `【接口监控】${rule.operation}超过阈值`.slice(0, 100),
        values: { operation: rule.operation, error_rate: `${stats.error_rate}%`, p95: `${stats.p95_ms}ms`, count: String(stats.count), time: beijing(at.getTime()) },
        refId: rule.api_notice_id,
        rules: [{ job_ids: rule.job_ids, in_app: Number(rule.in_app), sms: Number(rule.sms), template_id: rule.template_id }],
      });
    }
    return told;
  }
}
