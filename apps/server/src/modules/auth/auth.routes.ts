import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuditAction, Msg, ResultCode, UsageCode, UserType, auth } from '@zhuyun/contracts';
import { AppError, fail } from '../../platform/errors';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import { UserRepo } from '../user';
import { auditPersonAct, auditSignIn, auditSwitch, recordSignIn } from '../audit';
import { LoginService } from './login.service';
import { unknownNameLockoutOf } from './unknown-name-lockout';
import { PasswordService } from './password.service';
import { RegisterService } from './register.service';
import { SmsCodeService } from './sms-code.service';
import { SwitchService } from './switch.service';

/** user_type is 3 when the host's first label is www, else 4 (spec-1 §1), unless the client says. */
export function userTypeOf(request: FastifyRequest, sent?: number): number {
  if (sent === UserType.www || sent === UserType.other) return sent;
  return request.hostname.split('.')[0]?.toLowerCase() === 'www' ? UserType.www : UserType.other;
}

export function registerAuthRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;
  const users = new UserRepo(db);
  const codes = new SmsCodeService(db, platform.sms, platform.codePepper);
  const logins = new LoginService(users, platform.sessions, codes, unknownNameLockoutOf(platform));
  const registrations = new RegisterService(users, codes);
  const passwords = new PasswordService(users, platform.sessions);
  const switches = new SwitchService(db, users, platform.sessions, logins);
  const audited = auditSignIn(platform, users);
  const switched = auditSwitch(platform);
  // A registration has no session and no unit yet: its entry goes to the platform chain (auditPersonAct).
  const personAct = auditPersonAct(platform, users);
  const registered = (how: 'scan' | 'phone', user: { user_id: string; user_no: string | null; user_name: string; phone: string }) =>
    personAct(user.user_id, { action: AuditAction.create, objectType: 'user', objectId: user.user_id, after: user, detail: `register:${how}` });
  const perIp = (name: string, limit: number) => async (request: FastifyRequest) => {
    if (!(await platform.rateLimiter.hit(`${name}:${request.ip}`, limit, 60))) throw new AppError(ResultCode.RATE_LIMITED);
  };

  registerRoute(app, platform, auth.login, {
    msg: Msg.loginSuccess,
    before: perIp('login', platform.config.rateLimits.loginPerMinute),
    handler: ({ input }) => audited(input, input.login_type === 2 ? 'phone' : 'password', () => logins.login(input)),
  });

  registerRoute(app, platform, auth.changeCompanyToken, {
    msg: Msg.operationOk,
    // The unit switched to is another unit: the system scope `unit-switch`, checked against the person's memberships.
    systemScope: 'unit-switch',
    handler: ({ input, session }) => switches.toCompany(session, input.company_id, input.org_id).then(switched(session, AuditAction.switchUnit, 'unit', input.company_id)),
  });

  registerRoute(app, platform, auth.changeJobToken, {
    msg: Msg.operationOk,
    handler: ({ input, session }) => switches.toJob(session, input.job_id).then(switched(session, AuditAction.switchJob, 'job', input.job_id)),
  });

  registerRoute(app, platform, auth.logout, {
    msg: Msg.operationOk,
    handler: async ({ session }) => {
      await platform.sessions.end(session.tokenHash, 'logout');
      await platform.audit.record(session, { action: AuditAction.signOut, objectType: 'session', objectId: session.userId });
      return null;
    },
  });

  registerRoute(app, platform, auth.sendCode, {
    msg: Msg.codeSent,
    before: perIp('send-code', platform.config.rateLimits.sendCodePerMinute),
    handler: async ({ input, request }) => {
      const phone = String(input.phone);
      const registered = Boolean(await users.byPhone(phone));
      if (input.usage_code === UsageCode.register && registered) throw fail.conflict(Msg.phoneTaken);
      // A login code to an unregistered phone answers as a sent one and sends nothing (issue 15 fix 8): the answer
      // must not tell who has an account.
      const deliver = input.usage_code !== UsageCode.login || registered;
      await codes.send({ phone, usage_code: input.usage_code, template_no: input.template_no, ip: request.ip, deliver });
      return { expires_in: 300, resend_after: 60 };
    },
  });

  registerRoute(app, platform, auth.scanRegister, {
    msg: Msg.registered,
    handler: async ({ input, request }) => {
      const created = await registrations.scanRegister({
        user_no: input.user_no,
        user_name: input.user_name,
        password: input.password,
        phone: input.phone,
        code: input.code,
        user_type: userTypeOf(request, input.user_type),
      });
      await registered('scan', { user_id: created.user_id, user_no: input.user_no, user_name: input.user_name, phone: input.phone });
      return created;
    },
  });

  registerRoute(app, platform, auth.phoneRegister, {
    msg: Msg.registered,
    handler: async ({ input, request }) => {
      const created = await registrations.phoneRegister({ phone: input.phone, code: input.code, user_type: userTypeOf(request, input.user_type) });
      const user = await users.byId(created.user_id);
      if (!user) throw new AppError(ResultCode.INTERNAL);
      // Registration through the code form goes straight on to the units page (spec-1 §4), so it signs in.
      await registered('phone', { user_id: user.user_id, user_no: user.user_no, user_name: user.user_name, phone: user.phone });
      const session = await logins.startSession(user, input.system_no ?? 'web');
      await recordSignIn(platform, { user_id: user.user_id, user_name: user.user_name, comp_id: session.comp_id }, 'register:phone');
      return { ...created, access_token: session.access_token };
    },
  });

  registerRoute(app, platform, auth.changePassword, {
    msg: Msg.passwordChanged,
    handler: async ({ input, session }) => {
      await passwords.change(session, input);
      await platform.audit.record(session, { action: AuditAction.passwordChange, objectType: 'user', objectId: session.userId });
      return null;
    },
  });
}
