import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PageWindow } from '../../platform/paging';
import { APPROVED, reaches } from './audience.sql';

/** Which of the unit's alarms reach a person's messages: a condition on `msg_alarms a`, or null for none. */
export type SeenAlarms = SQL | null;

type Rows<T> = { rows: T[] };
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v == null ? null : new Date(String(v)).toISOString());

export interface Reader {
  user_id: string;
  user_name: string;
  phone: string | null;
  is_read: number;
  read_at: string | null;
}

export interface MyMessage {
  message_id: string;
  kind: 'notify' | 'alarm';
  title: string;
  content: string | null;
  author: string | null;
  level: number | null;
  time: string;
  is_read: number;
}

/** Which message table an id belongs to, inside one company. */
export type ArticleKind = 'news' | 'notify';

/** Read state, readers and "my messages": the SQL the resource layer's single-table repositories do not cover. */
export class MessageRepo {
  constructor(private readonly db: Db) {}

  private async rows<T>(query: SQL): Promise<T[]> {
    return ((await this.db.execute(query)) as unknown as Rows<T>).rows;
  }

  /** news or notify, when the id is one of the company's news items or notices; null otherwise. */
  async articleKind(companyId: string, id: string): Promise<ArticleKind | null> {
    const [row] = await this.rows<{ kind: ArticleKind }>(sql`
      select 'news' as kind from msg_news where company_id = ${companyId} and news_id = ${id}
      union all select 'notify' from msg_notify where company_id = ${companyId} and notify_id = ${id} limit 1`);
    return row?.kind ?? null;
  }

  /** The members a news item or notice reaches, read or not (is_read 0/1 filters), and the two totals. */
  async readers(companyId: string, kind: ArticleKind, id: string, isRead: number | undefined, window: PageWindow) {
    const table = kind === 'news' ? sql`msg_news` : sql`msg_notify`;
    const idColumn = kind === 'news' ? sql`n.news_id` : sql`n.notify_id`;
    const base = sql`from company_members cm join users u on u.user_id = cm.user_id
      join ${table} n on n.company_id = cm.company_id and ${idColumn} = ${id}
      left join msg_reads r on r.company_id = cm.company_id and r.message_id = ${id} and r.user_id = cm.user_id
      where cm.company_id = ${companyId} and cm.status = ${APPROVED} and ${reaches(sql`cm.user_id`)}`;
    const filter = isRead === undefined ? sql`` : isRead === 1 ? sql` and r.user_id is not null` : sql` and r.user_id is null`;
    const [rows, [totals]] = await Promise.all([
      this.rows<Reader & { read_at: unknown }>(sql`select cm.user_id, u.user_name, u.phone, (r.user_id is not null)::int as is_read, r.read_at
        ${base}${filter} order by r.read_at desc nulls last, u.user_name, cm.user_id limit ${window.limit} offset ${window.offset}`),
      this.rows<{ total: number; read_total: number; audience_total: number }>(sql`select
        count(*) filter (where true ${filter})::int as total, count(r.user_id)::int as read_total, count(*)::int as audience_total ${base}`),
    ]);
    return {
      rows: rows.map((r) => ({ ...r, is_read: Number(r.is_read), read_at: iso(r.read_at) })),
      total: totals?.total ?? 0,
      readTotal: totals?.read_total ?? 0,
      audienceTotal: totals?.audience_total ?? 0,
    };
  }

  /**
   * The person's published notices that reach them and, when `alarms` is a condition (on alias `a`: the data scope of
   * /pageDataAuth, or true), the company's new alarms that meet it, as one list. null: no alarms (no alarm page).
   */
  private mine(companyId: string, userId: string, alarms: SeenAlarms, kind?: 'notify' | 'alarm'): SQL {
    const notices = sql`select n.notify_id as message_id, 'notify' as kind, n.title, n.content, n.author, null::smallint as level,
        coalesce(n.publish_time, n.created_at) as time, (r.user_id is not null)::int as is_read
      from msg_notify n left join msg_reads r on r.company_id = n.company_id and r.message_id = n.notify_id and r.user_id = ${userId}
      where n.company_id = ${companyId} and n.status = 1 and ${reaches(userId)}`;
    const alarmRows = sql`select a.alarm_id as message_id, 'alarm' as kind, a.title, a.content, null as author, a.level,
        a.occurred_at as time, (r.user_id is not null)::int as is_read
      from msg_alarms a left join msg_reads r on r.company_id = a.company_id and r.message_id = a.alarm_id and r.user_id = ${userId}
      where a.company_id = ${companyId} and a.status = 0 and ${alarms ?? sql`false`}`;
    const parts = [...(kind !== 'alarm' ? [notices] : []), ...(alarms && kind !== 'notify' ? [alarmRows] : [])];
    return parts.length ? sql.join(parts, sql` union all `) : sql`${notices} and false`;
  }

  async myMessages(companyId: string, userId: string, alarms: SeenAlarms, q: { unread?: number; kind?: 'notify' | 'alarm' }, window: PageWindow) {
    const all = this.mine(companyId, userId, alarms, q.kind);
    const filter = q.unread === 1 ? sql`where m.is_read = 0` : q.unread === 0 ? sql`where m.is_read = 1` : sql``;
    const [rows, [counts]] = await Promise.all([
      this.rows<MyMessage & { time: unknown }>(sql`select * from (${all}) m ${filter} order by m.time desc, m.message_id desc limit ${window.limit} offset ${window.offset}`),
      this.rows<{ total: number }>(sql`select count(*)::int as total from (${all}) m ${filter}`),
    ]);
    return {
      rows: rows.map((r) => ({ ...r, is_read: Number(r.is_read), level: r.level == null ? null : Number(r.level), time: iso(r.time) as string })),
      total: counts?.total ?? 0,
      unread: await this.unread(companyId, userId, alarms),
    };
  }

  async unread(companyId: string, userId: string, alarms: SeenAlarms): Promise<number> {
    const [row] = await this.rows<{ n: number }>(sql`select count(*)::int as n from (${this.mine(companyId, userId, alarms)}) m where m.is_read = 0`);
    return row?.n ?? 0;
  }

  /**
   * Marks read the given messages (or all) among those that reach the person. Answers false, marking nothing, when an
   * id given is none of them (another unit's, or a message that does not reach the person): the call answers 10002.
   */
  async markRead(companyId: string, userId: string, alarms: SeenAlarms, ids: string[] | null): Promise<boolean> {
    const only = ids ? sql` and m.message_id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})` : sql``;
    if (ids) {
      const [found] = await this.rows<{ n: number }>(sql`select count(distinct m.message_id)::int as n from (${this.mine(companyId, userId, alarms)}) m where true${only}`);
      if ((found?.n ?? 0) !== new Set(ids).size) return false;
    }
    await this.db.execute(sql`insert into msg_reads (company_id, message_id, user_id)
      select ${companyId}, m.message_id, ${userId} from (${this.mine(companyId, userId, alarms)}) m where m.is_read = 0${only}
      on conflict do nothing`);
    return true;
  }

  /** Sets the status of alarms, all of the company's or none: answers how many there were of the ids given. */
  /** `scope`: the data scope's condition on msg_alarms (/pageDataAuth); an alarm outside it counts as absent. */
  async setAlarmStatus(companyId: string, ids: string[], status: number, by: { userId: string; name: string }, remark: string | null, scope?: SQL): Promise<number> {
    const list = sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);
    return this.db.transaction(async (tx) => {
      const found = ((await tx.execute(sql`select alarm_id from msg_alarms where company_id = ${companyId} and alarm_id in (${list})${scope ? sql` and ${scope}` : sql``} for update`)) as unknown as Rows<unknown>).rows;
      if (found.length !== new Set(ids).size) return -1;
      const handled = status === 0 ? sql`handled_by = null, handled_name = null, handled_at = null, handle_remark = null`
        : sql`handled_by = ${by.userId}, handled_name = ${by.name}, handled_at = now(), handle_remark = ${remark}`;
      await tx.execute(sql`update msg_alarms set status = ${status}, ${handled} where company_id = ${companyId} and alarm_id in (${list})`);
      return found.length;
    });
  }

  /** Inserts categories; a duplicate code fails the whole batch (unique index), so none is created. */
  async insertCates(companyId: string, cateType: number, list: { id: string; cate_code: string; cate_name: string; sort_no: number }[]): Promise<void> {
    const values = sql.join(list.map((c) => sql`(${companyId}, ${c.id}, ${cateType}, ${c.cate_code}, ${c.cate_name}, ${c.sort_no})`), sql`, `);
    await this.db.execute(sql`insert into msg_busi_cates (company_id, busi_cate_id, cate_type, cate_code, cate_name, sort_no) values ${values}`);
  }

  async cateExists(companyId: string, cateType: number, code: string): Promise<boolean> {
    const rows = await this.rows(sql`select 1 from msg_busi_cates where company_id = ${companyId} and cate_type = ${cateType} and cate_code = ${code}`);
    return rows.length > 0;
  }

  async projectExists(companyId: string, projectId: string): Promise<boolean> {
    const rows = await this.rows(sql`select 1 from projects where company_id = ${companyId} and project_id = ${projectId}`);
    return rows.length > 0;
  }
}
