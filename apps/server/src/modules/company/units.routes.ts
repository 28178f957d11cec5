import type { FastifyInstance } from 'fastify';
import { LiveEventType, Msg, ReviewStatus, company } from '@zhuyun/contracts';
import { fail } from '../../platform/errors';
import { registerRoute } from '../../platform/http/register-route';
import { pageMessage, pageWindow } from '../../platform/paging';
import type { Platform } from '../../platform/platform';
import { verdict } from '../../platform/audit/audit-trail';
import { UnitsRepo } from './units.repo';
import { UnitsService, visibleStatus } from './units.service';

/** My units, create and view a unit, and the platform administrator's unit reviews (spec-1 §2, §4). */
export function registerUnitsRoutes(app: FastifyInstance, platform: Platform): void {
  const repo = new UnitsRepo(platform.database.db);
  const units = new UnitsService(platform.database.db, repo, platform.config.autoApproveUnits);

  registerRoute(app, platform, company.getMyCompanies, {
    systemScope: 'my-units', // a person's units (decision 024)
    handler: async ({ input, session, setMsg }) => {
      const window = pageWindow(input);
      const { rows, total } = await repo.myUnits(session.userId, window);
      const cut = pageMessage(window, total);
      if (cut) setMsg(cut);
      const defaultCompanyId = (await repo.defaultCompanyOf(session.userId)) ?? session.companyId;
      return {
        list: rows.map((r) => ({
          company_id: r.company_id,
          org_id: r.org_id,
          org_name: r.org_name ?? r.company_name,
          company_name: r.company_name,
          small_name: r.small_name,
          company_logo: r.company_logo,
          province: r.province,
          city: r.city,
          area: r.area,
          addr: r.addr,
          status: visibleStatus(r.unit_status, r.member_status),
          is_cur: r.company_id === session.companyId ? 1 : 0,
          is_default: r.company_id === defaultCompanyId ? 1 : 0,
          is_admin: r.is_admin,
          global_id: r.company_id,
          created_at: r.created_at.toISOString(),
        })),
        total_count: total,
        cur_page: window.page,
        page_size: window.pageSize,
      };
    },
  });

  registerRoute(app, platform, company.createCompany, {
    systemScope: 'unit-create', // a new unit's first rows (decision 024)
    msg: Msg.created,
    handler: ({ input, session }) => units.create(session.userId, input),
  });

  registerRoute(app, platform, company.getCompanyInfo, {
    systemScope: 'unit-detail', // a unit the person belongs to, or any for a platform administrator (decision 024)
    handler: ({ input, session }) => units.detail(session.userId, session.user.is_platform_admin, input.org_id),
  });

  registerRoute(app, platform, company.getUnitReviewList, {
    systemScope: 'platform-admin', // platform administration reviews every unit (decision 024)
    handler: async ({ input, setMsg }) => {
      const window = pageWindow(input);
      const [{ rows, total }, names] = await Promise.all([repo.reviewPage(input, window), repo.businessTypeNames()]);
      const cut = pageMessage(window, total);
      if (cut) setMsg(cut);
      return {
        list: rows.map((r) => ({
          company_id: r.unit.company_id,
          company_name: r.unit.company_name,
          small_name: r.unit.small_name,
          business_type_list: r.unit.business_types.map((value) => ({ value, name: names.get(value) ?? value })),
          province: r.province,
          city: r.city,
          area: r.area,
          addr: r.unit.addr,
          creator_name: r.creator_name,
          creator_phone: r.creator_phone,
          status: r.unit.status,
          review_remark: r.unit.review_remark,
          created_at: r.unit.created_at.toISOString(),
          reviewed_at: r.unit.reviewed_at?.toISOString() ?? null,
        })),
        total_count: total,
        cur_page: window.page,
        page_size: window.pageSize,
      };
    },
  });

  registerRoute(app, platform, company.examineUnit, {
    systemScope: 'platform-admin', // platform administration reviews every unit (decision 024)
    msg: Msg.operationOk,
    handler: async ({ input, session }) => {
      const unit = await repo.byId(input.company_id);
      if (!unit) throw fail.notFound();
      if (unit.status !== ReviewStatus.reviewing || !(await repo.decide(unit.company_id, input.status, session.userId, input.remark))) {
        throw fail.conflict(Msg.unitNotReviewing);
      }
      // Personal: the unit's creator waits for this answer before they can enter it.
      if (unit.created_by) {
        await platform.events.publish({
          companyId: null,
          userId: unit.created_by,
          type: LiveEventType.unitReviewed,
          payload: { company_id: unit.company_id, status: input.status },
        });
      }
      // Recorded in the unit's own chain, so its administrators see who reviewed it.
      await platform.audit.record(session, { action: verdict(input.status), objectType: 'unit', objectId: unit.company_id, detail: input.remark ?? null, companyId: unit.company_id });
      return null;
    },
  });
}
