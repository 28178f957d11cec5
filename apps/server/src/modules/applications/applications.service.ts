import { uuidv7 } from 'uuidv7';
import { LiveEventType, Msg, ReviewStatus, isCreditCode, type ParsedRequestOf, type applications } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { fail } from '../../platform/errors';
import type { SessionContext } from '../../platform/session/session.types';
import type { EventBus } from '../../platform/events/event-bus';
import { insertUnit } from '../company';
import type { UnitsRepo } from '../company';
import { fileIdOf } from '../files';
import type { ApplicationsRepo } from './applications.repo';

type SaveInput = ParsedRequestOf<typeof applications.saveFillRegisterInfo>;

const COMPANY_FIELDS = ['company_type', 'company_name', 'area_id', 'addr', 'legal_name', 'credit_code', 'credit_img'] as const;
const blank = (v: unknown) => v === undefined || v === null || v === '' || (typeof v === 'number' && Number.isNaN(v));

/**
 * The complete-information dialog's submission (spec-1 §4) and its review by a platform administrator, whose
 * approval makes the unit with the applicant as its administrator.
 */
export class ApplicationsService {
  constructor(
    private readonly db: Db,
    private readonly repo: ApplicationsRepo,
    private readonly units: UnitsRepo,
    private readonly events?: EventBus,
  ) {}

  async save(session: SessionContext, input: SaveInput) {
    // A person with a unit completes only step 1 (name and job): Next submits it directly.
    if (session.companyId && COMPANY_FIELDS.every((f) => blank(input[f]))) {
      await this.repo.setUserName(session.userId, input.user_name);
      return { company_apply_id: null, status: ReviewStatus.approved };
    }
    const companyTypes = await this.repo.companyTypeNames();
    if (blank(input.company_type) || !companyTypes.has(input.company_type as number)) throw fail.validation(Msg.companyTypeRequired);
    if (blank(input.company_name)) throw fail.validation(Msg.companyNameRequired);
    if (blank(input.area_id) || !(await this.repo.regionExists(input.area_id as number))) throw fail.validation(Msg.regionRequired);
    if (blank(input.addr)) throw fail.validation(Msg.addrRequired);
    if (blank(input.legal_name)) throw fail.validation(Msg.legalNameRequired);
    if (blank(input.credit_code)) throw fail.validation(Msg.creditCodeRequired);
    if (!isCreditCode(input.credit_code as string)) throw fail.validation(Msg.creditCodeInvalid);
    if (blank(input.credit_img)) throw fail.validation(Msg.certificateRequired);
    await this.requireOwnFile(session.userId, input.credit_img as string, 'certificate');
    if (input.logo) await this.requireOwnFile(session.userId, input.logo);
    if (input.index_img) await this.requireOwnFile(session.userId, input.index_img);
    if (await this.repo.pendingOf(session.userId)) throw fail.conflict(Msg.applyPending);

    const id = uuidv7();
    await this.repo.insert({
      id,
      user_id: session.userId,
      phone: session.user.phone,
      user_name: input.user_name,
      job_name: input.job_name || null,
      company_type: input.company_type as number,
      company_name: input.company_name as string,
      area_id: input.area_id as number,
      addr: input.addr as string,
      legal_name: input.legal_name as string,
      credit_code: (input.credit_code as string).toUpperCase(),
      credit_img: input.credit_img as string,
      logo: input.logo || null,
      index_img: input.index_img || null,
      ind_domain: input.ind_domain?.toLowerCase() || null,
    });
    await this.repo.setUserName(session.userId, input.user_name);
    return { company_apply_id: id, status: ReviewStatus.reviewing };
  }

  private async requireOwnFile(userId: string, filePath: string, module?: string) {
    const fileId = fileIdOf(filePath);
    const file = fileId ? await this.repo.file(fileId) : undefined;
    if (!file || file.owner_id !== userId || (module && file.module !== module)) throw fail.validation(Msg.fileNotYours);
  }

  async audit(reviewerId: string, input: { company_apply_id: string; status: number; remark?: string }) {
    const found = await this.repo.byId(input.company_apply_id);
    if (!found) throw fail.notFound();
    const { application } = found;
    if (application.status !== ReviewStatus.reviewing) throw fail.conflict(Msg.applyNotReviewing);
    let companyId: string | null = null;
    if (input.status === ReviewStatus.approved) {
      if (await this.units.nameTaken(application.company_name)) throw fail.conflict(Msg.companyNameTaken);
      const codes = await this.units.regionCodes(application.area_id);
      if (!codes) throw fail.validation(Msg.regionRequired);
      const unit = await insertUnit(this.db, this.units, application.user_id, {
        company_name: application.company_name,
        small_name: null,
        company_type: application.company_type,
        business_types: [],
        area_id: application.area_id,
        ...codes,
        addr: application.addr,
        jd: null,
        wd: null,
        status: ReviewStatus.approved,
      });
      companyId = unit.company_id;
    }
    const decided = await this.repo.decide(application.id, {
      status: input.status,
      reviewed_by: reviewerId,
      remark: input.remark ?? null,
      company_id: companyId,
    });
    if (!decided) throw fail.conflict(Msg.applyNotReviewing);
    await this.events?.publish({
      companyId: null,
      userId: application.user_id,
      type: LiveEventType.companyApplyReviewed,
      payload: { company_apply_id: application.id, company_id: companyId, status: input.status },
    });
    return { company_id: companyId };
  }
}
