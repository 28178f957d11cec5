import type { FastifyInstance } from 'fastify';
import { and, count, eq, or } from 'drizzle-orm';
import { AuditAction, BRAND_IMAGE_PREFIX, Msg, PersonalMsg, ResultCode, routes } from '@zhuyun/contracts';
import { codeLists, companies, companyMembers, regions } from '../../db/schema';
import { fail } from '../../platform/errors';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import type { SessionContext } from '../../platform/session/session.types';
import { tenantOf } from '../../platform/tenant';
import { FilesRepo, fileIdOf } from '../files';
import { inSystemScope } from '../../db/scope';

type Company = typeof companies.$inferSelect;

/**
 * /companyInfo (issue 19 item 3): the unit's information and the branding its login page shows. Branding images are
 * uploads turned public: /login has no session to sign a link with, so a logo or background is served at
 * BRAND_IMAGE_PREFIX<file_id> — and only while some unit's branding names exactly that path.
 */
export function registerCompanyProfileRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;
  const files = new FilesRepo(db);

  const unitOf = async (companyId: string) => {
    const [row] = await db.select().from(companies).where(eq(companies.company_id, companyId));
    if (!row) throw fail.notFound();
    return row;
  };

  const profileOf = async (c: Company) => {
    const [type] = c.company_type === null ? [] : await db
      .select({ name: codeLists.name })
      .from(codeLists)
      .where(and(eq(codeLists.code_type, 'companyType'), eq(codeLists.value, String(c.company_type))));
    const [area] = c.area_id === null ? [] : await db.select({ name: regions.name }).from(regions).where(eq(regions.area_id, c.area_id));
    const [members] = await db
      .select({ n: count() })
      .from(companyMembers)
      .where(and(eq(companyMembers.company_id, c.company_id), eq(companyMembers.status, 3)));
    return {
      company_id: c.company_id,
      company_name: c.company_name,
      small_name: c.small_name,
      company_type: c.company_type,
      company_type_name: type?.name ?? null,
      area: area?.name ?? null,
      addr: c.addr,
      invite_code: c.invite_code,
      company_domain: c.company_domain,
      member_count: Number(members?.n ?? 0),
      created_at: c.created_at.toISOString(),
      platform_name: c.platform_name,
      login_name: c.login_name,
      company_logo: c.company_logo,
      image_picture: c.image_picture,
      show_logo_status: c.show_logo_status,
      primary_color: c.primary_color,
    };
  };

  /** undefined keeps, null clears, the current value keeps, an image I uploaded becomes its public path. */
  const imageOf = async (session: SessionContext, sent: string | null | undefined, current: string | null) => {
    if (sent === undefined || sent === current) return current;
    if (sent === null) return null;
    const id = fileIdOf(sent);
    const file = id ? await files.byId(id) : undefined;
    if (!file || file.owner_id !== session.userId || !file.mime.startsWith('image/')) throw fail.validation(PersonalMsg.imageInvalid);
    return `${BRAND_IMAGE_PREFIX}${file.file_id}`;
  };

  registerRoute(app, platform, routes.getCompanyProfile, {
    handler: async ({ session }) => profileOf(await unitOf(tenantOf(session))),
  });

  registerRoute(app, platform, routes.saveCompanyProfile, {
    msg: PersonalMsg.companySaved,
    handler: async ({ input, session }) => {
      const before = await unitOf(tenantOf(session));
      const changes = {
        small_name: input.small_name === undefined ? before.small_name : input.small_name,
        addr: input.addr === undefined ? before.addr : input.addr,
        platform_name: input.platform_name,
        login_name: input.login_name,
        primary_color: input.primary_color === undefined ? before.primary_color : input.primary_color,
        show_logo_status: input.show_logo_status,
        company_logo: await imageOf(session, input.company_logo, before.company_logo),
        image_picture: await imageOf(session, input.image_picture, before.image_picture),
        updated_at: new Date(),
      };
      const [after] = await db.update(companies).set(changes).where(eq(companies.company_id, before.company_id)).returning();
      if (!after) throw fail.notFound();
      await platform.audit.record(session, { action: AuditAction.update, objectType: 'unit', objectId: before.company_id, before, after });
      return profileOf(after);
    },
  });

  // The image itself: no session and no signature (an <img> on /login cannot send them).
  app.get<{ Params: { id: string } }>(`${BRAND_IMAGE_PREFIX}:id`, { schema: { hide: true } }, async (request, reply) => {
    const path = `${BRAND_IMAGE_PREFIX}${request.params.id}`;
    const named = /^[0-9a-f-]{36}$/i.test(request.params.id)
      ? await db
          .select({ one: companies.company_id })
          .from(companies)
          .where(or(eq(companies.company_logo, path), eq(companies.image_picture, path)))
          .limit(1)
      : [];
    // A unit's published brand image, named by the unit itself: read in the system scope `brand-image` (decision 024).
    const row = named.length ? await inSystemScope('brand-image', () => files.byId(request.params.id)) : undefined;
    const body = row?.mime.startsWith('image/') ? platform.files.open(row.stored_name) : null;
    if (!row || !body) return reply.status(404).send({ code: ResultCode.NOT_FOUND, msg: Msg.error404, data: null });
    return reply
      .type(row.mime)
      .header('content-security-policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=300')
      .send(body);
  });
}
