import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { LiveEventType, message, type LiveEvent } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import type { NoteRepo } from './note.repo';
import type { NoteSender } from './note-sender';

type Rows<T> = { rows: T[] };
type Payload = { kind?: string; action?: string; ids?: unknown; id?: unknown; company_id?: unknown; status?: unknown };
const isId = (v: unknown): v is string => typeof v === 'string' && /^[0-9a-f-]{36}$/i.test(v);

/** Beijing time as the SMS reads it: 2026-11-20 09:30. */
export const beijingTime = (at: Date | string) => new Date(new Date(at).getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/**
 * Applies the notification rules to what the platform publishes (issue 16 item 6): a new alarm (saved in the message
 * centre, raised by a device or a patrol robot) and a decided join request. It listens to the events published on this
 * node only, so across nodes each event is told once. The work runs after the publisher has moved on; a failure is
 * logged and never reaches it.
 */
export class NoteDispatcher {
  /** The work of each event runs after the previous one's: in order, one at a time (PGlite has one connection). */
  private tail: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly repo: NoteRepo,
    private readonly sender: NoteSender,
    private readonly log: FastifyBaseLogger,
  ) {}

  handle(event: LiveEvent): void {
    this.tail = this.tail
      .then(() => this.route(event))
      .catch((error: unknown) => this.log.error({ err: error, type: event.type }, 'notification rules failed'));
  }

  /** Waits for the work under way (the server's shutdown). */
  async idle(): Promise<void> {
    let seen: Promise<unknown>;
    do {
      seen = this.tail;
      await seen;
    } while (seen !== this.tail);
  }

  private route(event: LiveEvent): Promise<unknown> | null {
    const p = (event.payload ?? {}) as Payload;
    if (event.type === LiveEventType.alarm && event.company_id) {
      // The message centre's saves say {kind, action, ids}; publishAlarm (robots) says {id, level, …}.
      const ids = p.action === 'create' && Array.isArray(p.ids) ? p.ids.filter(isId) : !p.action && isId(p.id) ? [p.id] : [];
      return ids.length ? this.alarms(event.company_id, ids) : null;
    }
    if (event.type === LiveEventType.joinReviewed && isId(p.id) && isId(p.company_id)) return this.approval(p.company_id, p.id);
    return null;
  }

  private async alarms(companyId: string, ids: string[]): Promise<void> {
    const list = sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);
    const alarms = ((await this.db.execute(sql`select a.alarm_id, a.title, a.level, a.source, a.project_id, p.project_name, a.occurred_at
      from msg_alarms a left join projects p on p.company_id = a.company_id and p.project_id = a.project_id
      where a.company_id = ${companyId} and a.alarm_id in (${list})`)) as unknown as Rows<{
      alarm_id: string; title: string; level: number; source: string; project_id: string | null; project_name: string | null; occurred_at: Date | string;
    }>).rows;
    for (const a of alarms) {
      const level = Number(a.level);
      const rules = (await this.repo.rulesOf(companyId, 'alarm', a.project_id)).filter((r) => level >= Number(r.min_level ?? 1));
      if (!rules.length) continue;
      const levelName = message.ALARM_LEVEL_NAMES[level] ?? String(level);
      await this.sender.deliver({
        companyId,
        event: 'alarm',
        title: `【${levelName}告警】${a.title}`.slice(0, 100),
        values: { title: a.title, level: levelName, source: message.ALARM_SOURCE_NAMES[a.source] ?? a.source, project: a.project_name ?? '—', time: beijingTime(a.occurred_at) },
        refId: a.alarm_id,
        rules,
      });
    }
  }

  private async approval(companyId: string, requestId: string): Promise<void> {
    const [r] = ((await this.db.execute(sql`select u.user_name, d.dept_name, j.job_name, jr.status, coalesce(jr.reviewed_at, now()) as at
      from join_requests jr join users u on u.user_id = jr.user_id
      left join departments d on d.company_id = jr.company_id and d.dept_id = jr.dept_id
      left join jobs j on j.company_id = jr.company_id and j.job_id = jr.job_id
      where jr.company_id = ${companyId} and jr.id = ${requestId}`)) as unknown as Rows<{
      user_name: string; dept_name: string | null; job_name: string | null; status: number; at: Date | string;
    }>).rows;
    if (!r) return;
    const rules = await this.repo.rulesOf(companyId, 'approval', null);
    if (!rules.length) return;
    const result = Number(r.status) === 3 ? '已通过' : '已驳回';
    await this.sender.deliver({
      companyId,
      event: 'approval',
      title: `入职审批：${r.user_name}${result}`.slice(0, 100),
      values: { user_name: r.user_name, dept: r.dept_name ?? '', job: r.job_name ?? '', result, time: beijingTime(r.at) },
      refId: requestId,
      rules,
    });
  }
}
