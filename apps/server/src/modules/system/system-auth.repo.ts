import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businessSystems, companies, companyMembers, systemAuthorisations, users } from '../../db/schema';
import type { system } from '@zhuyun/contracts';
import { orderByRequest } from '../../platform/sorting';
import { likePattern } from '../../platform/query-helpers';

type Window = { offset: number; limit: number };

/** Business systems and the units' authorisations for them. Unit reads take the unit id as their first condition. */
export class SystemAuthRepo {
  constructor(private readonly db: Db) {}

  async membership(companyId: string, userId: string) {
    const [row] = await this.db
      .select({ unit_status: companies.status, member_status: companyMembers.status, is_admin: companyMembers.is_admin })
      .from(companyMembers)
      .innerJoin(companies, eq(companies.company_id, companyMembers.company_id))
      .where(and(eq(companyMembers.company_id, companyId), eq(companyMembers.user_id, userId)));
    return row;
  }

  async unitByOrg(orgId: string) {
    const [row] = await this.db.select({ company_id: companies.company_id, status: companies.status }).from(companies).where(eq(companies.org_id, orgId));
    return row;
  }

  async system(sid: string) {
    const [row] = await this.db.select().from(businessSystems).where(eq(businessSystems.sid, sid));
    return row;
  }

  async systemsOfUnit(
    companyId: string,
    filter: { system_name?: string; sort_field?: (typeof system.AUTH_SYSTEM_SORT_FIELDS)[number]; sort_order?: 'asc' | 'desc' },
    window: Window,
  ) {
    const search = filter.system_name;
    const where = search ? ilike(businessSystems.system_name, likePattern(search)) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ system: businessSystems, auth: systemAuthorisations })
        .from(businessSystems)
        .leftJoin(systemAuthorisations, and(eq(systemAuthorisations.company_id, companyId), eq(systemAuthorisations.sid, businessSystems.sid)))
        .where(where)
        .orderBy(
          ...orderByRequest(
            // A system the unit never applied for has no authorisation row: it sorts as 0 (未申请), as it is shown.
            { system_name: businessSystems.system_name, status: sql`coalesce(${systemAuthorisations.status}, 0)` },
            filter.sort_field,
            filter.sort_order,
            [asc(businessSystems.sort_no), asc(businessSystems.system_no)],
          ),
        )
        .limit(window.limit)
        .offset(window.offset),
      this.db.select({ n: count() }).from(businessSystems).where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }

  /** Answers false when the unit already has an authorisation row for the system (only "not applied" may apply). */
  async apply(companyId: string, sid: string, userId: string): Promise<boolean> {
    const inserted = await this.db
      .insert(systemAuthorisations)
      .values({ company_id: companyId, sid, status: 2, applied_by: userId })
      .onConflictDoNothing()
      .returning({ sid: systemAuthorisations.sid });
    return inserted.length === 1;
  }

  async approvedOf(companyId: string) {
    return this.db
      .select({
        sid: businessSystems.sid,
        system_no: businessSystems.system_no,
        system_name: businessSystems.system_name,
        kind: businessSystems.kind,
        path_prefix: businessSystems.path_prefix,
      })
      .from(systemAuthorisations)
      .innerJoin(businessSystems, eq(businessSystems.sid, systemAuthorisations.sid))
      .where(and(eq(systemAuthorisations.company_id, companyId), eq(systemAuthorisations.status, 3)))
      .orderBy(asc(businessSystems.sort_no));
  }

  async reviewPage(
    filter: { status?: number; search?: string; sort_field?: (typeof system.AUTH_APPLY_SORT_FIELDS)[number]; sort_order?: 'ascend' | 'descend' },
    window: Window,
  ) {
    const term = filter.search ? likePattern(filter.search) : undefined;
    const where = and(
      filter.status === undefined ? undefined : eq(systemAuthorisations.status, filter.status),
      term ? or(ilike(companies.company_name, term), ilike(businessSystems.system_name, term)) : undefined,
    );
    const base = () =>
      this.db
        .select({
          company_id: systemAuthorisations.company_id,
          company_name: companies.company_name,
          sid: systemAuthorisations.sid,
          system_no: businessSystems.system_no,
          system_name: businessSystems.system_name,
          status: systemAuthorisations.status,
          applicant_name: users.user_name,
          applied_at: systemAuthorisations.applied_at,
          reviewed_at: systemAuthorisations.reviewed_at,
          remark: systemAuthorisations.remark,
        })
        .from(systemAuthorisations)
        .innerJoin(companies, eq(companies.company_id, systemAuthorisations.company_id))
        .innerJoin(businessSystems, eq(businessSystems.sid, systemAuthorisations.sid))
        .leftJoin(users, eq(users.user_id, systemAuthorisations.applied_by));
    const [rows, [total]] = await Promise.all([
      base()
        .where(where)
        .orderBy(
          ...orderByRequest(
            {
              company_name: companies.company_name,
              system_name: businessSystems.system_name,
              applied_at: systemAuthorisations.applied_at,
              status: systemAuthorisations.status,
            },
            filter.sort_field,
            filter.sort_order,
            [desc(systemAuthorisations.applied_at), asc(systemAuthorisations.company_id), asc(systemAuthorisations.sid)],
          ),
        )
        .limit(window.limit)
        .offset(window.offset),
      this.db
        .select({ n: count() })
        .from(systemAuthorisations)
        .innerJoin(companies, eq(companies.company_id, systemAuthorisations.company_id))
        .innerJoin(businessSystems, eq(businessSystems.sid, systemAuthorisations.sid))
        .where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }

  /** Answers false when the authorisation was not under review. */
  async decide(companyId: string, sid: string, status: number, reviewerId: string, remark: string | undefined): Promise<boolean> {
    const changed = await this.db
      .update(systemAuthorisations)
      .set({ status, reviewed_by: reviewerId, reviewed_at: new Date(), remark: remark ?? null })
      .where(and(eq(systemAuthorisations.company_id, companyId), eq(systemAuthorisations.sid, sid), eq(systemAuthorisations.status, 2)))
      .returning({ sid: systemAuthorisations.sid });
    return changed.length === 1;
  }
}
