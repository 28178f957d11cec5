import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { DataScopePage, message } from '@zhuyun/contracts';
import { msgAlarms } from '../../db/schema';
import { scopeWhere } from '../../platform/data-scope/scope-checks';
import { fail } from '../../platform/errors';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import { isUniqueViolation } from '../../platform/query-helpers';
import type { SessionContext } from '../../platform/session/session.types';
import { pageOf, tenantOf, windowOf } from '../../platform/tenant';
import { toFreshLinks } from './file-links';
import { registerMessageResources } from './message-resources';
import { messageSaved } from './message.events';
import { MessageRepo } from './message.repo';

const { MessageMsg, MessageObject } = message;

/** The message centre (spec-2 §7.3): the four resources, and the calls beside them (read state, batches, the bell). */
export function registerMessageRoutes(app: FastifyInstance, platform: Platform): void {
  const repo = new MessageRepo(platform.database.db);
  registerMessageResources(app, platform, repo);
  // The bell shows the alarms of the alarm page to whoever holds it, within the job's data scope there (/pageDataAuth).
  const seesAlarms = async (session: SessionContext) =>
    (await platform.access.allows(session, MessageObject.alarm))
      ? ((await scopeWhere(platform, session, DataScopePage.alarms, { project: sql.raw('a.project_id') })) ?? sql`true`)
      : null;

  registerRoute(app, platform, message.getNewsUserList, {
    handler: async ({ input, session, setMsg }) => {
      const companyId = tenantOf(session);
      const kind = await repo.articleKind(companyId, input.news_id);
      if (!kind) throw fail.notFound(MessageMsg.newsNotFound);
      // The readers of a message are its own family's business: the news page's or the notice page's.
      if (!(await platform.access.allows(session, kind === 'news' ? MessageObject.news : MessageObject.notify))) throw fail.forbidden();
      const window = windowOf(input);
      const found = await repo.readers(companyId, kind, input.news_id, input.is_read, window);
      return { ...pageOf(window, found.rows, found.total, setMsg), read_total: found.readTotal, audience_total: found.audienceTotal };
    },
  });

  registerRoute(app, platform, message.getMyMessages, {
    handler: async ({ input, session, setMsg }) => {
      const window = windowOf(input);
      const found = await repo.myMessages(tenantOf(session), session.userId, await seesAlarms(session), input, window);
      const rows = found.rows.map((r) => (r.content ? { ...r, content: toFreshLinks(r.content, platform.fileLinkKey, true) } : r));
      return { ...pageOf(window, rows, found.total, setMsg), unread_count: found.unread };
    },
  });

  registerRoute(app, platform, message.readMyMessages, {
    handler: async ({ input, session }) => {
      if (!input.message_ids?.length && input.all !== 1) throw fail.validation(MessageMsg.notifyIdRequired);
      const companyId = tenantOf(session);
      const alarms = await seesAlarms(session);
      if (!(await repo.markRead(companyId, session.userId, alarms, input.all === 1 ? null : (input.message_ids ?? [])))) throw fail.notFound();
      return { unread_count: await repo.unread(companyId, session.userId, alarms) };
    },
  });

  registerRoute(app, platform, message.batchUpdateAlarmStatus, {
    msg: '操作成功',
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      const ids = [...new Set(input.alarm_ids)];
      const scope = await scopeWhere(platform, session, DataScopePage.alarms, { project: msgAlarms.project_id });
      const updated = await repo.setAlarmStatus(companyId, ids, input.status, { userId: session.userId, name: session.user.user_name }, input.handle_remark ?? null, scope);
      if (updated < 0) throw fail.notFound(MessageMsg.alarmNotFound);
      await messageSaved(platform.events, { kind: 'alarm', action: 'status', companyId, ids, userId: session.userId }, app.log);
      return { updated };
    },
  });

  registerRoute(app, platform, message.batchCreateBusiCates, {
    msg: '保存成功',
    handler: async ({ input, session }) => {
      const codes = input.list.map((c) => c.cate_code);
      if (new Set(codes).size !== codes.length) throw fail.conflict(MessageMsg.cateCodeExists);
      const list = input.list.map((c) => ({ id: uuidv7(), cate_code: c.cate_code, cate_name: c.cate_name, sort_no: c.sort_no }));
      await repo.insertCates(tenantOf(session), input.cate_type, list).catch((error: unknown) => {
        throw isUniqueViolation(error) ? fail.conflict(MessageMsg.cateCodeExists) : error;
      });
      return { busi_cate_ids: list.map((c) => c.id) };
    },
  });
}
