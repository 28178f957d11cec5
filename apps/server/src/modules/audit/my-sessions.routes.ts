import type { FastifyInstance } from 'fastify';
import { AuditAction, audit } from '@zhuyun/contracts';
import { fail } from '../../platform/errors';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';

const { AuditMsg } = audit;

/** My sessions and End a session (issue 15): a person sees where they are signed in and ends any of it. */
export function registerMySessionsRoutes(app: FastifyInstance, platform: Platform): void {
  registerRoute(app, platform, audit.getMySessions, {
    handler: async ({ session }) => {
      const live = await platform.sessions.liveOfUser(session.userId);
      return {
        list: live.map((s) => ({
          session_id: s.session_id,
          device: s.device,
          ip: s.ip,
          platform: s.platform,
          created_at: s.created_at.toISOString(),
          last_seen_at: s.last_seen_at.toISOString(),
          current: s.session_id === session.sessionId,
        })),
      };
    },
  });

  registerRoute(app, platform, audit.endSession, {
    msg: AuditMsg.sessionEnded,
    handler: async ({ input, session }) => {
      // Ending the current one is signing out; "all others" never includes it.
      const target = input.session_id ? { sessionId: input.session_id } : { exceptId: session.sessionId };
      const ended = await platform.sessions.endOfUser(session.userId, target, 'ended_by_user');
      if (input.session_id && ended === 0) throw fail.notFound(AuditMsg.sessionNotFound);
      await platform.audit.record(session, {
        action: AuditAction.sessionEnd,
        objectType: 'session',
        objectId: input.session_id ?? null,
        detail: input.session_id ? null : `others:${ended}`,
      });
      return { ended };
    },
  });
}
