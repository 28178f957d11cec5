import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { and, asc, eq } from 'drizzle-orm';
import { PeopleMsg, routes, userCardPayload } from '@zhuyun/contracts';
import { companies, companyMembers, jobUsers, jobs, users } from '../../db/schema';
import { fail } from '../../platform/errors';
import { registerRoute } from '../../platform/http/register-route';
import { registerFileRoute } from '../../platform/http/register-upload';
import type { Platform } from '../../platform/platform';

const png = (text: string) => QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 300 });

/** The join flow's address with the unit's invite code filled in (what a phone opens from the unit's QR). */
export const joinLink = (publicOrigin: string, inviteCode: string) => `${publicOrigin.replace(/\/$/, '')}/workbenchMyUnit?invite_code=${encodeURIComponent(inviteCode)}`;

/** People calls of issue 19 item 1 that were not served yet: the two QR codes and a member's job names. */
export function registerPeopleRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;
  const unitOf = (companyId: string | null) => {
    if (!companyId) throw fail.validation(PeopleMsg.noUnit);
    return companyId;
  };
  const member = async (companyId: string, userId: string) => {
    const [row] = await db
      .select({ user_id: users.user_id, user_name: users.user_name })
      .from(companyMembers)
      .innerJoin(users, eq(users.user_id, companyMembers.user_id))
      .where(and(eq(companyMembers.company_id, companyId), eq(companyMembers.user_id, userId), eq(companyMembers.status, 3)));
    if (!row) throw fail.notFound(PeopleMsg.userNotInUnit);
    return row;
  };

  registerFileRoute(app, platform, routes.getUserQrcode, {
    handler: async ({ input, session }) => {
      const userId = input.user_id || session.userId;
      // Someone else's card: a member of this unit, and only for those who manage its people.
      if (userId !== session.userId) {
        if (!(await platform.access.allows(session, 'org.manage'))) throw fail.forbidden();
        await member(unitOf(session.companyId), userId);
      }
      return { filename: `${userId}.png`, contentType: 'image/png', body: await png(userCardPayload(userId)) };
    },
  });

  registerFileRoute(app, platform, routes.getOrgQrcode, {
    handler: async ({ session }) => {
      const [unit] = await db.select({ invite_code: companies.invite_code }).from(companies).where(eq(companies.company_id, unitOf(session.companyId)));
      if (!unit?.invite_code) throw fail.notFound(PeopleMsg.noInviteCode);
      return { filename: `invite-${unit.invite_code}.png`, contentType: 'image/png', body: await png(joinLink(platform.config.publicOrigin, unit.invite_code)) };
    },
  });

  registerRoute(app, platform, routes.getUserJobName, {
    handler: async ({ input, session }) => {
      const companyId = unitOf(session.companyId);
      const found = await member(companyId, input.user_id);
      const held = await db
        .select({ job_name: jobs.job_name })
        .from(jobUsers)
        .innerJoin(jobs, and(eq(jobs.company_id, jobUsers.company_id), eq(jobs.job_id, jobUsers.job_id)))
        .where(and(eq(jobUsers.company_id, companyId), eq(jobUsers.user_id, input.user_id)))
        .orderBy(asc(jobs.job_name));
      return { ...found, job_names: held.map((h) => h.job_name) };
    },
  });
}
