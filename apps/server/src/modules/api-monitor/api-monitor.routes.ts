import type { FastifyInstance } from 'fastify';
import { desc, sql } from 'drizzle-orm';
import { monitor } from '@zhuyun/contracts';
import { apiNoticeRules } from '../../db/schema';
import { fail } from '../../platform/errors';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import { registerResource } from '../../platform/resource/register-resource';
import { tableRepo } from '../../platform/resource/table-repo';
import { checkRule, noteSender, NoteRepo } from '../note';
import { ApiMonitorWatcher } from './api-monitor.watcher';

const { MonitorMsg } = monitor;
/** How often the watcher compares the metrics with the rules. */
const EVALUATE_EVERY_MS = 15_000;

/** The API monitor (issue 16 item 8): its notices on the resource layer, this node's metrics, and the watcher. */
export function registerApiMonitorRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;
  const noteRepo = new NoteRepo(db);
  const a = apiNoticeRules;
  registerResource(app, platform, monitor.apiNoticeResource, {
    repo: tableRepo(db, monitor.apiNoticeResource, {
      table: a,
      companyKey: 'company_id',
      select: {
        api_notice_id: a.api_notice_id,
        operation: a.operation,
        error_rate: a.error_rate,
        p95_ms: a.p95_ms,
        min_count: a.min_count,
        window_minutes: a.window_minutes,
        firing: a.firing,
        fired_at: a.fired_at,
        fire_count: a.fire_count,
        job_ids: a.job_ids,
        in_app: a.in_app,
        sms: a.sms,
        template_id: a.template_id,
        enabled: a.enabled,
        remark: a.remark,
        created_at: a.created_at,
        updated_at: a.updated_at,
        job_names: sql<string[]>`array(select j.job_name from jobs j where j.company_id = api_notice_rules.company_id and j.job_id = any(api_notice_rules.job_ids) order by j.sort_no, j.job_name)`,
        template_name: sql<string | null>`(select nt.template_name from note_templates nt where nt.company_id = api_notice_rules.company_id and nt.template_id = api_notice_rules.template_id)`,
      },
      sort: { created_at: a.created_at, operation: a.operation },
      defaultOrder: [desc(a.created_at), desc(a.api_notice_id)],
      search: [a.operation],
      filters: { enabled: a.enabled },
    }),
    prepare: async (companyId, values) => {
      if (values.error_rate == null && values.p95_ms == null) throw fail.validation(MonitorMsg.thresholdRequired);
      // A changed rule starts over: it tells again at its next crossing.
      return { ...(await checkRule(noteRepo, companyId as string, 'api_monitor', values)), firing: 0 } as typeof values;
    },
  });

  registerRoute(app, platform, monitor.getApiMetrics, {
    handler: async ({ input }) => {
      const term = input.search?.toLowerCase();
      const list = platform.metrics.snapshot(input.minutes).filter((m) => !term || m.operation.toLowerCase().includes(term) || (m.summary ?? '').toLowerCase().includes(term));
      return { minutes: input.minutes, since: platform.metrics.since(input.minutes).toISOString(), list };
    },
  });

  const watcher = new ApiMonitorWatcher(db, platform.metrics, noteSender(platform, app), app.log);
  // Tests drive their own watcher on an injected clock: a second one on the real clock would race it.
  if (platform.config.nodeEnv !== 'test') watcher.start(EVALUATE_EVERY_MS);
  app.addHook('onClose', async () => watcher.stop());
}
