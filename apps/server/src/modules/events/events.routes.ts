import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIVE_TICKET_SECONDS, LiveMsg, ResultCode, errorEnvelope, events } from '@zhuyun/contracts';
import { registerRoute } from '../../platform/http/register-route';
import { AppError } from '../../platform/errors';
import { OneTimeTokens } from '../../platform/one-time-tokens';
import { LiveStreams } from '../../platform/events/live-streams';
import type { Platform } from '../../platform/platform';

/** Open streams ask about their session once a minute; its end by sign-out reaches them at once through the bus. */
const SESSION_CHECK_MS = 60_000;

/**
 * Live events (issue 16 item 5): a signed call buys a one-time ticket (60 s, stored as SHA-256), and the ticket opens
 * a `text/event-stream` of the session's person and company, since EventSource can send neither the signature nor
 * the access_token header.
 */
export function registerEventRoutes(app: FastifyInstance, platform: Platform): void {
  const tickets = new OneTimeTokens(platform.database.db);
  const streams = new LiveStreams(platform.events, platform.sessions, {
    heartbeatMs: platform.config.liveHeartbeatMs,
    checkEveryMs: SESSION_CHECK_MS,
  });
  // Before Fastify waits for open connections to end: the streams end now, and browsers reconnect elsewhere.
  app.addHook('preClose', async () => streams.close());

  registerRoute(app, platform, events.getLiveTicket, {
    handler: async ({ session }) => {
      const ticket = await tickets.issue('live_ticket', { token_hash: session.tokenHash }, LIVE_TICKET_SECONDS);
      return {
        ticket,
        expires_at: new Date(Date.now() + LIVE_TICKET_SECONDS * 1000).toISOString(),
        url: `${events.openLiveEvents.path}?ticket=${encodeURIComponent(ticket)}`,
      };
    },
  });

  const contract = events.openLiveEvents;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    schema: {
      summary: contract.summary,
      tags: [contract.tag],
      querystring: contract.request,
      response: {
        200: {
          description: 'text/event-stream: `event: ready`, then one unnamed message per event (data: the JSON of a live event), `: heartbeat` comments, and `event: end` with the reason when the session ends',
          content: { 'text/event-stream': { schema: z.string() } },
        },
        400: errorEnvelope,
        401: errorEnvelope,
        500: errorEnvelope,
      },
    },
    handler: async (request, reply) => {
      const { ticket } = request.query;
      const redeemed = await tickets.redeem<{ token_hash: string }>('live_ticket', ticket);
      if (!redeemed.ok) throw new AppError(ResultCode.TOKEN_INVALID, LiveMsg.ticketInvalid);
      // 10201/10204 when the session ended or expired after the ticket was bought.
      const session = await platform.sessions.check(redeemed.payload.token_hash);
      streams.open(request, reply, session);
    },
  });
}
