import type { FastifyInstance } from 'fastify';
import { asc, desc, sql } from 'drizzle-orm';
import { DataScopePage, message, type AnyResource, type ResourceValuesOf } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { msgAlarms, msgBusiCates, msgNews, msgNotify } from '../../db/schema';
import { fail } from '../../platform/errors';
import type { Platform } from '../../platform/platform';
import { registerResource } from '../../platform/resource/register-resource';
import type { WriteAudit } from '../../platform/resource/resource-repo';
import { tableRepo } from '../../platform/resource/table-repo';
import { messageSaved, type MessageSaved } from './message.events';
import type { MessageRepo } from './message.repo';
import { toFileRefs, toFreshLinks } from './file-links';
import { isSafeImageUrl, sanitizeBody } from './sanitize';

const { MessageMsg } = message;
type ArticleValues = ResourceValuesOf<typeof message.newsResource>;

/** Records each write in the audit trail, then announces creates and updates live (deletes change no bell). */
const announce = (kind: MessageSaved['kind'], app: FastifyInstance, platform: Platform): WriteAudit => ({
  onWrite: async (e) => {
    await platform.audit.onWrite(e);
    if (e.action !== 'delete' && e.companyId)
      await messageSaved(platform.events, { kind, action: e.action, companyId: e.companyId, ids: [e.id], userId: e.userId }, app.log);
  },
});

/** The repository of news or notices: two table repositories merged, the news list's without the body. */
function articleRepo<R extends AnyResource>(db: Db, fileLinkKey: string, resource: R, table: typeof msgNews | typeof msgNotify, idKey: 'news_id' | 'notify_id', cateType: number) {
  // Notices are short and their list page edits them in a dialog: their list carries the body; news lists do not.
  const listBodies = idKey === 'notify_id';
  const t = table as typeof msgNews & typeof msgNotify;
  const name = idKey === 'news_id' ? 'msg_news' : 'msg_notify';
  const id = (t as unknown as Record<string, typeof msgNews.news_id>)[idKey] as typeof msgNews.news_id;
  const columns = {
    [idKey]: id,
    cate_code: t.cate_code,
    cate_name: sql<string | null>`(select c.cate_name from ${msgBusiCates} c where c.company_id = ${sql.raw(name)}.company_id and c.cate_type = ${cateType} and c.cate_code = ${sql.raw(name)}.cate_code)`,
    title: t.title,
    cover: t.cover,
    author: t.author,
    status: t.status,
    publish_time: t.publish_time,
    audience_type: t.audience_type,
    audience_ids: t.audience_ids,
    read_count: sql<number>`(select count(*) from msg_reads r where r.company_id = ${sql.raw(name)}.company_id and r.message_id = ${sql.raw(name)}.${sql.raw(idKey)})`.mapWith(Number),
    created_at: t.created_at,
    updated_at: t.updated_at,
  };
  const common = {
    table,
    companyKey: 'company_id',
    sort: { created_at: t.created_at, publish_time: t.publish_time, title: t.title },
    defaultOrder: [desc(t.created_at), desc(id)],
    search: [t.title, t.author],
    filters: { cate_code: t.cate_code, status: t.status },
  };
  const list = tableRepo(db, resource, { ...common, select: listBodies ? { ...columns, content: t.content } : columns });
  const full = tableRepo(db, resource, { ...common, select: { ...columns, content: t.content } });
  // Stored pictures are references; every read answers them as fresh signed links (file-links.ts).
  const fresh = <T,>(row: T): T => {
    const r = row as { cover?: string | null; content?: string | null };
    return { ...row, ...(r.cover ? { cover: toFreshLinks(r.cover, fileLinkKey, false) } : {}), ...(r.content ? { content: toFreshLinks(r.content, fileLinkKey, true) } : {}) };
  };
  const [page, get] = [list.page!, full.get!]; // tableRepo serves both
  return {
    ...full,
    page: async (...args: Parameters<typeof page>) => {
      const found = await page(...args);
      return { ...found, rows: found.rows.map(fresh) };
    },
    get: async (...args: Parameters<typeof get>) => {
      const row = await get(...args);
      return row && fresh(row);
    },
  };
}

/** Whether every file id is a file of the company (an article may not show another unit's files). */
async function ownFiles(db: Db, companyId: string, fileIds: string[]): Promise<boolean> {
  if (fileIds.length === 0) return true;
  const list = sql.join(fileIds.map((i) => sql`${i}::uuid`), sql`, `);
  const found = (await db.execute(sql`select count(*)::int as n from files where company_id = ${companyId} and file_id in (${list})`)) as unknown as { rows: { n: number }[] };
  return Number(found.rows[0]?.n) === fileIds.length;
}

/** Checks and completes a news item or notice before it is stored: category, cover, audience, body, publish time. */
function prepareArticle(db: Db, repo: MessageRepo, cateType: number) {
  return async (companyId: string | null, values: ArticleValues): Promise<ArticleValues> => {
    const company = companyId as string;
    if (values.cate_code && !(await repo.cateExists(company, cateType, values.cate_code))) throw fail.validation(MessageMsg.cateUnknown);
    if (values.cover && !isSafeImageUrl(values.cover)) throw fail.validation(MessageMsg.coverInvalid);
    // Pictures of this site are stored as references to the company's own files, never as expiring links.
    const cover = values.cover ? toFileRefs(values.cover) : null;
    const body = toFileRefs(sanitizeBody(values.content));
    if (cover && !(await ownFiles(db, company, cover.fileIds))) throw fail.validation(MessageMsg.coverInvalid);
    if (!(await ownFiles(db, company, body.fileIds))) throw fail.validation(MessageMsg.imageInvalid);
    const ids = values.audience_type === 1 ? [] : [...new Set(values.audience_ids)];
    if (values.audience_type !== 1) {
      if (ids.length === 0) throw fail.validation(MessageMsg.audienceIdsRequired);
      const table = { 2: sql`departments where dept_id`, 3: sql`jobs where job_id`, 4: sql`projects where project_id` }[values.audience_type as 2 | 3 | 4];
      const list = sql.join(ids.map((i) => sql`${i}::uuid`), sql`, `);
      const found = (await db.execute(sql`select count(*)::int as n from ${table} in (${list}) and company_id = ${company}`)) as unknown as { rows: { n: number }[] };
      if (Number(found.rows[0]?.n) !== ids.length) throw fail.validation(MessageMsg.audienceUnknown);
    }
    const published = values.status === 1 && !values.publish_time ? new Date() : values.publish_time ? new Date(values.publish_time) : null;
    // Dates for drizzle's timestamp columns; updated_at rides along (the layer stores what prepare answers).
    return { ...values, cover: cover?.text ?? values.cover, audience_ids: ids, content: body.text, publish_time: published, updated_at: new Date() } as unknown as ArticleValues;
  };
}

export function registerMessageResources(app: FastifyInstance, platform: Platform, repo: MessageRepo): void {
  const { db } = platform.database;

  registerResource(app, platform, message.newsResource, {
    repo: articleRepo(db, platform.fileLinkKey, message.newsResource, msgNews, 'news_id', 1),
    prepare: prepareArticle(db, repo, 1),
    audit: announce('news', app, platform),
  });
  registerResource(app, platform, message.notifyResource, {
    repo: articleRepo(db, platform.fileLinkKey, message.notifyResource, msgNotify, 'notify_id', 2),
    prepare: prepareArticle(db, repo, 2),
    audit: announce('notify', app, platform),
  });

  const a = msgAlarms;
  registerResource(app, platform, message.alarmResource, {
    // /pageDataAuth: a job limited to its projects sees only their alarms (an alarm of no project is not one of them).
    dataScope: { page: DataScopePage.alarms, columns: { project: a.project_id } },
    repo: tableRepo(db, message.alarmResource, {
      table: a,
      companyKey: 'company_id',
      select: {
        alarm_id: a.alarm_id,
        title: a.title,
        content: a.content,
        level: a.level,
        source: a.source,
        project_id: a.project_id,
        project_name: sql<string | null>`(select p.project_name from projects p where p.company_id = msg_alarms.company_id and p.project_id = msg_alarms.project_id)`,
        status: a.status,
        handled_by: a.handled_by,
        handled_name: a.handled_name,
        handled_at: a.handled_at,
        handle_remark: a.handle_remark,
        occurred_at: a.occurred_at,
        created_at: a.created_at,
      },
      sort: { occurred_at: a.occurred_at, level: a.level, created_at: a.created_at },
      defaultOrder: [desc(a.occurred_at), desc(a.alarm_id)],
      search: [a.title, a.content],
      filters: { level: a.level, status: a.status, source: a.source, project_id: a.project_id },
    }),
    prepare: async (companyId, values) => {
      if (values.project_id && !(await repo.projectExists(companyId as string, values.project_id))) throw fail.validation(MessageMsg.projectInvalid);
      return { ...values, occurred_at: values.occurred_at ? new Date(values.occurred_at) : new Date() } as unknown as typeof values;
    },
    audit: announce('alarm', app, platform),
  });

  const c = msgBusiCates;
  registerResource(app, platform, message.busiCateResource, {
    repo: tableRepo(db, message.busiCateResource, {
      table: c,
      companyKey: 'company_id',
      select: { busi_cate_id: c.busi_cate_id, cate_type: c.cate_type, cate_code: c.cate_code, cate_name: c.cate_name, sort_no: c.sort_no, created_at: c.created_at },
      sort: { sort_no: c.sort_no, created_at: c.created_at },
      defaultOrder: [asc(c.cate_type), asc(c.sort_no), asc(c.created_at), asc(c.busi_cate_id)],
      filters: { cate_type: c.cate_type },
    }),
  });
}
