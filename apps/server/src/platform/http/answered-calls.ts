import type { FastifyInstance, onResponseHookHandler } from 'fastify';
import type { RequestLog } from '../request-log/request-log';
import type { RequestMetrics } from '../metrics/request-metrics';

/** Paths whose answers are not calls for the metrics (the live-events stream lasts as long as the session). */
const NOT_CALLS = new Set(['/api/v1/events']);

const NAME_MAX = 100;

/**
 * Records every answered contract call (a route with a summary: not static files, health, the docs or unknown paths)
 * in the request log (issue 19 item 6) and the request metrics (issue 16 item 8), once its answer is sent. Only what
 * the route is, never what was sent: its pattern, not the URL, so no query, id or signature reaches the log.
 *
 * One route-level callback hook, attached as each route is registered (onRoute), with the route's pattern and summary
 * known then: no promise per request, and no `request.routeOptions`, which Fastify builds afresh (twelve fields and a
 * constraint lookup) on every read. Install before the routes.
 */
export function installAnsweredCalls(app: FastifyInstance, requests: RequestLog, metrics: RequestMetrics): void {
  app.addHook('onRoute', (route) => {
    const summary = (route.schema as { summary?: string } | undefined)?.summary;
    if (!summary) return;
    const url = route.url ?? '';
    const operation = summary.slice(0, NAME_MAX);
    const metered = url !== '' && !NOT_CALLS.has(url);
    // The metrics' operation name, made once for a route of one method rather than on every call.
    const named = typeof route.method === 'string' ? `${route.method} ${url}` : undefined;
    const record: onResponseHookHandler = (request, reply, done) => {
      const ms = reply.elapsedTime;
      const status = reply.statusCode;
      const session = request.session;
      requests.record({
        at: Date.now(),
        company_id: session?.companyId ?? null,
        user_id: session?.userId ?? null,
        user_name: session?.user.user_name.slice(0, NAME_MAX) ?? null,
        method: request.method,
        route: url,
        operation,
        status,
        duration_ms: Math.round(ms * 10) / 10,
      });
      if (metered) metrics.record(named ?? `${request.method} ${url}`, status, ms, summary);
      done();
    };
    const hooks = route.onResponse;
    route.onResponse = hooks === undefined ? [record] : [...(Array.isArray(hooks) ? hooks : [hooks]), record];
  });
}
