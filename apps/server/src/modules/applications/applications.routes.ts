import type { FastifyInstance } from 'fastify';
import { Msg, applications } from '@zhuyun/contracts';
import { fail } from '../../platform/errors';
import { signFileLink } from '../../platform/files/signed-link';
import { registerRoute } from '../../platform/http/register-route';
import { pageMessage, pageWindow } from '../../platform/paging';
import type { Platform } from '../../platform/platform';
import { verdict } from '../../platform/audit/audit-trail';
import { UnitsRepo } from '../company';
import { fileIdOf } from '../files';
import { ApplicationsRepo, placeOf, type ApplicationRow } from './applications.repo';
import { ApplicationsService } from './applications.service';

/** The complete-information dialog's submission and the platform administrator's review of it. */
export function registerApplicationRoutes(app: FastifyInstance, platform: Platform): void {
  const repo = new ApplicationsRepo(platform.database.db);
  const service = new ApplicationsService(platform.database.db, repo, new UnitsRepo(platform.database.db), platform.events);

  const row = (a: ApplicationRow, place: ReturnType<typeof placeOf>, typeNames: Map<number, string>) => ({
    company_apply_id: a.id,
    user_name: a.user_name,
    phone: a.phone,
    job_name: a.job_name,
    company_type: a.company_type,
    company_type_name: typeNames.get(a.company_type) ?? null,
    company_name: a.company_name,
    ...place,
    addr: a.addr,
    legal_name: a.legal_name,
    credit_code: a.credit_code,
    status: a.status,
    remark: a.remark,
    apply_date: a.created_at.toISOString(),
    reviewed_at: a.reviewed_at?.toISOString() ?? null,
  });
  const link = async (filePath: string | null) => {
    const id = filePath ? fileIdOf(filePath) : null;
    const file = id ? await repo.file(id) : undefined;
    return filePath && file ? { file_path: filePath, file_name: file.file_name, url: signFileLink(platform.fileLinkKey, file.file_id) } : null;
  };

  registerRoute(app, platform, applications.saveFillRegisterInfo, {
    systemScope: 'unit-application', // an application to register a unit (decision 024)
    msg: Msg.submitted,
    handler: ({ input, session }) => service.save(session, input),
  });

  registerRoute(app, platform, applications.getCompanyApplyList, {
    systemScope: 'platform-admin', // platform administration reviews every unit (decision 024)
    handler: async ({ input, setMsg }) => {
      const window = pageWindow(input);
      const [{ rows, total }, typeNames] = await Promise.all([repo.page(input, window), repo.companyTypeNames()]);
      const cut = pageMessage(window, total);
      if (cut) setMsg(cut);
      return {
        list: rows.map((r) => row(r.application, placeOf(r), typeNames)),
        total_count: total,
        cur_page: window.page,
        page_size: window.pageSize,
      };
    },
  });

  registerRoute(app, platform, applications.getCompanyApplyDetail, {
    systemScope: 'platform-admin', // platform administration reviews every unit (decision 024)
    handler: async ({ input }) => {
      const found = await repo.byId(input.company_apply_id);
      if (!found) throw fail.notFound();
      const a = found.application;
      return {
        ...row(a, placeOf(found), await repo.companyTypeNames()),
        area_id: a.area_id,
        credit_img: await link(a.credit_img),
        logo: await link(a.logo),
        index_img: await link(a.index_img),
        ind_domain: a.ind_domain,
        company_id: a.company_id,
      };
    },
  });

  registerRoute(app, platform, applications.auditCompanyApply, {
    systemScope: 'platform-admin', // platform administration reviews every unit (decision 024)
    msg: Msg.operationOk,
    handler: async ({ input, session }) => {
      const answer = await service.audit(session.userId, input);
      const action = verdict(input.status);
      await platform.audit.record(session, { action, objectType: 'company_apply', objectId: input.company_apply_id, detail: input.remark ?? null, companyId: answer.company_id });
      return answer;
    },
  });
}
