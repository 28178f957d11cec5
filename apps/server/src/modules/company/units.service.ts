import { Msg, ReviewStatus, type ParsedRequestOf, type company } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { fail } from '../../platform/errors';
import { companyTypeOf } from './organisation-template';
import { insertUnit } from './unit-writer';
import type { UnitsRepo } from './units.repo';

type CreateInput = ParsedRequestOf<typeof company.createCompany>;

/**
 * What a person sees of a unit in My units: the unit's own review while it is not approved (its creator waits with
 * it), otherwise their membership's status.
 */
export function visibleStatus(unitStatus: number, memberStatus: number): number {
  return unitStatus === ReviewStatus.approved ? memberStatus : unitStatus;
}

export class UnitsService {
  constructor(
    private readonly db: Db,
    private readonly repo: UnitsRepo,
    private readonly autoApprove: boolean,
  ) {}

  /**
   * A new unit with its root org, its usual departments and posts, a unique invite code, and its creator as unit
   * administrator; under review unless AUTO_APPROVE_UNITS.
   */
  async create(userId: string, input: CreateInput) {
    const businessTypes = [...new Set(input.business_types.split(',').map((v) => v.trim()).filter(Boolean))];
    const known = await this.repo.businessTypeNames();
    if (businessTypes.length === 0 || businessTypes.some((v) => !known.has(v))) throw fail.validation(Msg.businessTypeRequired);
    const codes = await this.repo.regionCodes(input.area_id);
    if (!codes) throw fail.validation(Msg.unitAreaRequired);
    if (await this.repo.nameTaken(input.company_name)) throw fail.conflict(Msg.companyNameTaken);
    return insertUnit(this.db, this.repo, userId, {
      company_name: input.company_name,
      small_name: input.small_name,
      company_type: companyTypeOf(businessTypes),
      business_types: businessTypes,
      area_id: input.area_id,
      ...codes,
      addr: input.addr,
      jd: input.jd,
      wd: input.wd,
      status: this.autoApprove ? ReviewStatus.approved : ReviewStatus.reviewing,
    });
  }

  /** A unit's card: for its approved members and the platform administrator; to anyone else it does not exist. */
  async detail(userId: string, isPlatformAdmin: boolean, orgId: string) {
    const found = await this.repo.byOrgId(orgId);
    if (!found) throw fail.notFound();
    const { unit } = found;
    if (!isPlatformAdmin) {
      const member = await this.repo.membership(unit.company_id, userId);
      if (!member || visibleStatus(unit.status, member.status) !== ReviewStatus.approved) throw fail.notFound();
    }
    const names = await this.repo.businessTypeNames();
    return {
      company_id: unit.company_id,
      org_id: orgId,
      company_name: unit.company_name,
      small_name: unit.small_name,
      company_type: unit.company_type,
      company_logo: unit.company_logo,
      business_types: unit.business_types.join(','),
      business_type_list: unit.business_types.map((value) => ({ value, name: names.get(value) ?? value })),
      area_id: unit.area_id,
      province: found.province,
      province_no: unit.province_no,
      city: found.city,
      city_no: unit.city_no,
      area: found.area,
      area_no: unit.area_no,
      addr: unit.addr,
      jd: unit.jd,
      wd: unit.wd,
      invite_code: unit.invite_code,
      status: unit.status,
      created_at: unit.created_at.toISOString(),
    };
  }
}
