import type { FastifyInstance } from 'fastify';
import type { RequestMetrics } from './request-metrics';

/** Paths whose answers are not calls (the live-events stream lasts as long as the session). */
const NOT_CALLS = new Set(['/api/v1/events']);

/**
 * Feeds the request metrics from every answered contract call (a route with a summary: static files, the web's
 * pages and unknown paths are not operations). A callback hook: no promise per request. Install before the routes.
 */
export function installRequestMetrics(app: FastifyInstance, metrics: RequestMetrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    // Read once: Fastify builds a new object of twelve fields on every read of routeOptions.
    const route = request.routeOptions;
    const url = route.url;
    const summary = (route.schema as unknown as { summary?: string } | undefined)?.summary;
    if (url && summary && !NOT_CALLS.has(url)) metrics.record(`${request.method} ${url}`, reply.statusCode, reply.elapsedTime, summary);
    done();
  });
}
