import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { AuditAction, Limits, Msg, PersonalMsg, ResultCode, SmsRules, UsageCode, routes } from '@zhuyun/contracts';
import { users } from '../../db/schema';
import { inSystemScope } from '../../db/scope';
import { AppError, fail } from '../../platform/errors';
import { signFileLink } from '../../platform/files/signed-link';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import type { SessionContext } from '../../platform/session/session.types';
import { SmsCodeService } from '../auth';
import { FilesRepo, fileIdOf } from '../files';
import { UserRepo } from '../user';
import { unitsOf } from './profile.repo';
import { rethrowPhoneTaken } from './unique-phone';

/** My profile, my avatar and my phone (issue 19 item 7): each person edits only themselves, so no permission object. */
export function registerProfileRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;
  const people = new UserRepo(db);
  const files = new FilesRepo(db);
  const codes = new SmsCodeService(db, platform.sms, platform.codePepper);
  const linkOf = (filePath: string | null) => {
    const id = filePath ? fileIdOf(filePath) : null;
    return id ? signFileLink(platform.fileLinkKey, id) : null;
  };
  // The same per-address budget as the public send: a signed-in caller cannot use this call to send more codes.
  const perIp = async (request: FastifyRequest) => {
    if (!(await platform.rateLimiter.hit(`send-code:${request.ip}`, platform.config.rateLimits.sendCodePerMinute, 60))) {
      throw new AppError(ResultCode.RATE_LIMITED);
    }
  };
  const me = async (session: SessionContext) => {
    const row = await people.byId(session.userId);
    if (!row) throw fail.notFound();
    return row;
  };
  /** A phone I may move to: not mine already, and no other account's. */
  const checkNewPhone = async (session: SessionContext, phone: string) => {
    const row = await me(session);
    if (row.phone === phone) throw fail.validation(PersonalMsg.newPhoneSame);
    if (await people.byPhone(phone)) throw fail.conflict(Msg.phoneTaken);
  };

  registerRoute(app, platform, routes.getMyProfile, {
    handler: async ({ session }) => {
      const row = await me(session);
      const units = await unitsOf(db, row.user_id);
      return {
        user_id: row.user_id,
        user_no: row.user_no,
        user_name: row.user_name,
        phone: row.phone,
        email: row.email,
        avatar: row.avatar,
        avatar_url: linkOf(row.avatar),
        has_password: row.password_hash !== null,
        created_at: row.created_at.toISOString(),
        units: units.map((u) => ({ ...u, is_current: u.company_id === session.companyId })),
      };
    },
  });

  registerRoute(app, platform, routes.updateMyProfile, {
    msg: PersonalMsg.profileSaved,
    handler: async ({ input, session }) => {
      const row = await me(session);
      if (input.avatar && input.avatar !== row.avatar) {
        const id = fileIdOf(input.avatar);
        // A person's own picture, uploaded in any unit or none: read in the system scope `file-owner`, kept to the owner.
        const file = id ? await inSystemScope('file-owner', () => files.byId(id)) : undefined;
        if (!file || file.owner_id !== session.userId || !file.mime.startsWith('image/')) throw fail.validation(PersonalMsg.avatarInvalid);
      }
      await db
        .update(users)
        .set({ user_name: input.user_name, email: input.email, avatar: input.avatar, updated_at: new Date() })
        .where(eq(users.user_id, session.userId));
      // The session's cached copy carries the name: the next call reads it afresh.
      platform.sessions.forget({ userId: session.userId });
      await platform.audit.record(session, { action: AuditAction.update, objectType: 'user', objectId: session.userId });
      return null;
    },
  });

  registerRoute(app, platform, routes.sendPhoneChangeCode, {
    msg: Msg.codeSent,
    before: perIp,
    handler: async ({ input, session, request }) => {
      await checkNewPhone(session, input.phone);
      await codes.send({ phone: input.phone, usage_code: UsageCode.changePhone, ip: request.ip });
      return { expires_in: SmsRules.lifetimeSeconds, resend_after: Limits.codeResendSeconds };
    },
  });

  registerRoute(app, platform, routes.changeMyPhone, {
    msg: PersonalMsg.phoneChanged,
    handler: async ({ input, session }) => {
      await checkNewPhone(session, input.phone);
      // The code and the change commit together: a wrong code changes nothing and counts a try (10104).
      await codes
        .redeem(input.phone, UsageCode.changePhone, input.code, (tx) =>
          tx.update(users).set({ phone: input.phone, updated_at: new Date() }).where(eq(users.user_id, session.userId)),
        )
        .catch(rethrowPhoneTaken);
      platform.sessions.forget({ userId: session.userId });
      await platform.audit.record(session, { action: AuditAction.update, objectType: 'user_phone', objectId: session.userId });
      return { phone: input.phone };
    },
  });
}
