import { sql, type SQL } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { NoteEventCode } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import type { PageWindow } from '../../platform/paging';
import { likePattern } from '../../platform/query-helpers';

type Rows<T> = { rows: T[] };
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v == null ? null : new Date(String(v)).toISOString());
const uuids = (ids: readonly string[]) => sql`array[${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)}]::uuid[]`;

/** The part of a rule that says who is told and how (note_cfgs, project_note_cfgs, api_notice_rules). */
export interface Rule {
  job_ids: string[];
  in_app: number;
  sms: number;
  template_id: string | null;
  min_level?: number;
}

export interface Recipient {
  user_id: string;
  user_name: string;
  phone: string;
}

export interface SendLog {
  event_code: NoteEventCode;
  channel: 1 | 2;
  user_id: string | null;
  user_name: string | null;
  phone: string | null;
  title: string;
  content: string;
  status: 1 | 2;
  error: string | null;
  ref_id: string | null;
}

/** At most this many people are told by one event (a rule naming every job of a large unit still ends). */
export const MAX_RECIPIENTS = 500;

/** The SQL of notification settings beyond the resource layer: rules of an event, recipients, templates, the send log. */
export class NoteRepo {
  constructor(private readonly db: Db) {}

  private async rows<T>(query: SQL): Promise<T[]> {
    return ((await this.db.execute(query)) as unknown as Rows<T>).rows;
  }

  /** How many of `ids` are jobs of the company. */
  async countJobs(companyId: string, ids: readonly string[]): Promise<number> {
    const [row] = await this.rows<{ n: number }>(sql`select count(*)::int as n from jobs where company_id = ${companyId} and job_id = any(${uuids(ids)})`);
    return Number(row?.n ?? 0);
  }

  async template(companyId: string, templateId: string): Promise<{ event_code: string; content: string; template_code: string | null } | null> {
    const [row] = await this.rows<{ event_code: string; content: string; template_code: string | null }>(
      sql`select event_code, content, template_code from note_templates where company_id = ${companyId} and template_id = ${templateId}`,
    );
    return row ?? null;
  }

  async projectExists(companyId: string, projectId: string): Promise<boolean> {
    return (await this.rows(sql`select 1 from projects where company_id = ${companyId} and project_id = ${projectId}`)).length > 0;
  }

  /**
   * The enabled rules of an event: a project's own when it has any for this event (enabled or not: a disabled one
   * silences the project), else the unit's.
   */
  async rulesOf(companyId: string, event: NoteEventCode, projectId: string | null): Promise<Rule[]> {
    const columns = sql`job_ids, in_app, sms, template_id, min_level, enabled`;
    if (projectId) {
      const own = await this.rows<Rule & { enabled: number }>(
        sql`select ${columns} from project_note_cfgs where company_id = ${companyId} and project_id = ${projectId} and event_code = ${event}`,
      );
      if (own.length) return own.filter((r) => Number(r.enabled) === 1);
    }
    return this.rows<Rule>(sql`select ${columns} from note_cfgs where company_id = ${companyId} and event_code = ${event} and enabled = 1`);
  }

  /** Approved members of the company holding any of the jobs (as their current job or one of their jobs). */
  async recipients(companyId: string, jobIds: readonly string[]): Promise<Recipient[]> {
    if (!jobIds.length) return [];
    const jobs = uuids(jobIds);
    return this.rows<Recipient>(sql`select u.user_id, u.user_name, u.phone from users u
      join company_members cm on cm.company_id = ${companyId} and cm.user_id = u.user_id and cm.status = 3
      where cm.job_id = any(${jobs})
         or exists (select 1 from job_users ju where ju.company_id = ${companyId} and ju.user_id = u.user_id and ju.job_id = any(${jobs}))
      order by u.user_id limit ${MAX_RECIPIENTS}`);
  }

  /** A published notice to these jobs, from the system: what the bell of each of them shows. */
  async insertNotice(companyId: string, title: string, html: string, jobIds: readonly string[]): Promise<string> {
    const id = uuidv7();
    await this.db.execute(sql`insert into msg_notify (company_id, notify_id, title, content, author, status, publish_time, audience_type, audience_ids)
      values (${companyId}, ${id}, ${title}, ${html}, '系统通知', 1, now(), 3, ${uuids(jobIds)})`);
    return id;
  }

  async insertLogs(companyId: string, logs: readonly SendLog[]): Promise<void> {
    if (!logs.length) return;
    const values = logs.map(
      (l) =>
        sql`(${companyId}, ${uuidv7()}, ${l.event_code}, ${l.channel}, ${l.user_id}, ${l.user_name}, ${l.phone}, ${l.title}, ${l.content}, ${l.status}, ${l.error}, ${l.ref_id})`,
    );
    await this.db.execute(sql`insert into note_send_logs (company_id, log_id, event_code, channel, user_id, user_name, phone, title, content, status, error, ref_id)
      values ${sql.join(values, sql`, `)}`);
  }

  async logs(companyId: string, q: { event_code?: string; channel?: number; status?: number; search?: string }, window: PageWindow) {
    const where = sql.join(
      [
        sql`company_id = ${companyId}`,
        ...(q.event_code ? [sql`event_code = ${q.event_code}`] : []),
        ...(q.channel ? [sql`channel = ${q.channel}`] : []),
        ...(q.status ? [sql`status = ${q.status}`] : []),
        ...(q.search ? [sql`(user_name ilike ${likePattern(q.search)} or title ilike ${likePattern(q.search)})`] : []),
      ],
      sql` and `,
    );
    const [rows, [total]] = await Promise.all([
      this.rows<Record<string, unknown>>(sql`select log_id, event_code, channel, user_name, phone, title, content, status, error, created_at
        from note_send_logs where ${where} order by created_at desc, log_id desc limit ${window.limit} offset ${window.offset}`),
      this.rows<{ n: number }>(sql`select count(*)::int as n from note_send_logs where ${where}`),
    ]);
    return {
      rows: rows.map((r) => ({
        ...r,
        channel: Number(r.channel),
        status: Number(r.status),
        phone: maskPhone(r.phone as string | null),
        created_at: iso(r.created_at) as string,
      })) as {
        log_id: string;
        event_code: string;
        channel: number;
        user_name: string | null;
        phone: string | null;
        title: string;
        content: string;
        status: number;
        error: string | null;
        created_at: string;
      }[],
      total: Number(total?.n ?? 0),
    };
  }
}

/** 138****0001: the log shows whose phone, not the number. */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';
}
