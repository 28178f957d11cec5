import type { FastifyInstance } from 'fastify';
import { ResultCode, access } from '@zhuyun/contracts';
import { AppError } from '../../platform/errors';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';

export function registerAccessRoutes(app: FastifyInstance, platform: Platform): void {
  registerRoute(app, platform, access.getKey, {
    before: async (request) => {
      // Key requests are cheap to make and each writes a row: they share the sign-in budget per IP.
      const ok = await platform.rateLimiter.hit(`get-key:${request.ip}`, platform.config.rateLimits.loginPerMinute, 60);
      if (!ok) throw new AppError(ResultCode.RATE_LIMITED);
    },
    handler: ({ input }) => platform.signingKeys.issue(input.system_no, input.auth_code),
  });
}
