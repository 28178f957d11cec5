import { and, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { company } from '@zhuyun/contracts';
import type { Db, Tx } from '../../db/client';
import { codeLists, companies, companyMembers, departments, regions, users } from '../../db/schema';
import { orderByRequest } from '../../platform/sorting';
import { likePattern } from '../../platform/query-helpers';

const province = alias(regions, 'province');
const city = alias(regions, 'city');
const area = alias(regions, 'area');
const creator = alias(users, 'creator');

/** Region names beside a unit's codes, by join: the names live only in the regions table. */
const place = {
  province: province.name,
  city: city.name,
  area: area.name,
};

/** Units as their members and the platform administrator see them. Membership reads are scoped by the user. */
export class UnitsRepo {
  constructor(private readonly db: Db) {}

  async myUnits(userId: string, window: { offset: number; limit: number }) {
    const where = eq(companyMembers.user_id, userId);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          company_id: companies.company_id,
          org_id: companies.org_id,
          org_name: departments.dept_name,
          company_name: companies.company_name,
          small_name: companies.small_name,
          company_logo: companies.company_logo,
          ...place,
          addr: companies.addr,
          unit_status: companies.status,
          member_status: companyMembers.status,
          is_admin: companyMembers.is_admin,
          created_at: companyMembers.created_at,
        })
        .from(companyMembers)
        .innerJoin(companies, eq(companies.company_id, companyMembers.company_id))
        .leftJoin(departments, eq(departments.dept_id, companies.org_id))
        .leftJoin(province, eq(province.code, companies.province_no))
        .leftJoin(city, eq(city.code, companies.city_no))
        .leftJoin(area, eq(area.code, companies.area_no))
        .where(where)
        .orderBy(desc(companyMembers.created_at), desc(companyMembers.company_id))
        .limit(window.limit)
        .offset(window.offset),
      this.db.select({ n: count() }).from(companyMembers).where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }

  /**
   * The unit a sign-in would enter: the person's chosen default while they are still an approved member of an approved
   * unit, else their first approved unit. So My units marks it before the person has ever entered a platform.
   */
  async defaultCompanyOf(userId: string): Promise<string | null> {
    const [chosen] = await this.db.select({ id: users.default_company_id }).from(users).where(eq(users.user_id, userId));
    const approved = await this.db
      .select({ id: companyMembers.company_id })
      .from(companyMembers)
      .innerJoin(companies, eq(companies.company_id, companyMembers.company_id))
      .where(and(eq(companyMembers.user_id, userId), eq(companyMembers.status, 3), eq(companies.status, 3)))
      .orderBy(companyMembers.created_at);
    return approved.find((u) => u.id === chosen?.id)?.id ?? approved[0]?.id ?? null;
  }

  async byOrgId(orgId: string) {
    const [row] = await this.db
      .select({ unit: companies, ...place })
      .from(companies)
      .leftJoin(province, eq(province.code, companies.province_no))
      .leftJoin(city, eq(city.code, companies.city_no))
      .leftJoin(area, eq(area.code, companies.area_no))
      .where(eq(companies.org_id, orgId));
    return row;
  }

  async byId(companyId: string) {
    const [row] = await this.db.select().from(companies).where(eq(companies.company_id, companyId));
    return row;
  }

  async membership(companyId: string, userId: string) {
    const [row] = await this.db
      .select()
      .from(companyMembers)
      .where(and(eq(companyMembers.company_id, companyId), eq(companyMembers.user_id, userId)));
    return row;
  }

  /** A unit name may be reused only after the unit holding it was rejected. */
  async nameTaken(name: string, tx: Tx | Db = this.db): Promise<boolean> {
    const [row] = await tx
      .select({ n: count() })
      .from(companies)
      .where(and(sql`lower(${companies.company_name}) = lower(${name})`, ne(companies.status, 4)));
    return Number(row?.n ?? 0) > 0;
  }

  async inviteCodeTaken(code: string, tx: Tx): Promise<boolean> {
    const [row] = await tx.select({ n: count() }).from(companies).where(eq(companies.invite_code, code));
    return Number(row?.n ?? 0) > 0;
  }

  async businessTypeNames(): Promise<Map<string, string>> {
    const rows = await this.db
      .select({ value: codeLists.value, name: codeLists.name })
      .from(codeLists)
      .where(eq(codeLists.code_type, 'businessType'));
    return new Map(rows.map((r) => [r.value, r.name]));
  }

  async reviewPage(
    filter: { status?: number; search?: string; sort_field?: (typeof company.UNIT_REVIEW_SORT_FIELDS)[number]; sort_order?: 'ascend' | 'descend' },
    window: { offset: number; limit: number },
  ) {
    const term = filter.search ? likePattern(filter.search) : undefined;
    const where = and(
      filter.status === undefined ? undefined : eq(companies.status, filter.status),
      term ? or(ilike(companies.company_name, term), ilike(companies.small_name, term), ilike(creator.user_name, term)) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ unit: companies, ...place, creator_name: creator.user_name, creator_phone: creator.phone })
        .from(companies)
        .leftJoin(creator, eq(creator.user_id, companies.created_by))
        .leftJoin(province, eq(province.code, companies.province_no))
        .leftJoin(city, eq(city.code, companies.city_no))
        .leftJoin(area, eq(area.code, companies.area_no))
        .where(where)
        .orderBy(
          ...orderByRequest(
            { company_name: companies.company_name, created_at: companies.created_at, status: companies.status },
            filter.sort_field,
            filter.sort_order,
            [desc(companies.created_at), desc(companies.company_id)],
          ),
        )
        .limit(window.limit)
        .offset(window.offset),
      this.db.select({ n: count() }).from(companies).leftJoin(creator, eq(creator.user_id, companies.created_by)).where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }

  /** Moves a unit out of review; answers false when it was no longer under review (someone else decided first). */
  async decide(companyId: string, status: number, reviewerId: string, remark: string | undefined): Promise<boolean> {
    const changed = await this.db
      .update(companies)
      .set({ status, reviewed_by: reviewerId, reviewed_at: new Date(), review_remark: remark ?? null, updated_at: new Date() })
      .where(and(eq(companies.company_id, companyId), eq(companies.status, 2)))
      .returning({ company_id: companies.company_id });
    return changed.length === 1;
  }

  /** The province, city and district codes of a region, from any of its levels (a district, a city without districts …). */
  async regionCodes(areaId: number): Promise<{ province_no: string; city_no: string | null; area_no: string | null } | null> {
    const parent = alias(regions, 'parent');
    const grand = alias(regions, 'grand');
    const [row] = await this.db
      .select({ self: regions, parent: { code: parent.code }, grand: { code: grand.code } })
      .from(regions)
      .leftJoin(parent, eq(parent.code, regions.p_code))
      .leftJoin(grand, eq(grand.code, parent.p_code))
      .where(eq(regions.area_id, areaId));
    if (!row) return null;
    const chain = [row.grand?.code, row.parent?.code, row.self.code].filter((c): c is string => Boolean(c));
    return { province_no: chain[0] as string, city_no: chain[1] ?? null, area_no: chain[2] ?? null };
  }
}
