import { sql, type SQL } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client';

type Rows<T> = { rows: T[] };
/** company_type of a design unit (the companyType code list) and the project role of a designer. */
const DESIGN_UNIT_TYPE = 3;
const DESIGN_ROLE = 'design';

export interface SyncCount {
  added: number;
  updated: number;
}

/** What the design family reads and writes beyond its resources: selects, the org tree, sync, deep-design decisions. */
export class DesignRepo {
  constructor(private readonly db: Db) {}

  private async rows<T>(query: SQL): Promise<T[]> {
    return ((await this.db.execute(query)) as unknown as Rows<T>).rows;
  }

  private async exists(query: SQL): Promise<boolean> {
    return (await this.rows(query)).length > 0;
  }

  platformProjectExists(companyId: string, projectId: string): Promise<boolean> {
    return this.exists(sql`select 1 from projects where company_id = ${companyId} and project_id = ${projectId}`);
  }

  orgExists(companyId: string, orgId: string): Promise<boolean> {
    return this.exists(sql`select 1 from jt_orgs where company_id = ${companyId} and org_id = ${orgId}`);
  }

  jtProjectExists(companyId: string, id: string): Promise<boolean> {
    return this.exists(sql`select 1 from jt_projects where company_id = ${companyId} and jt_project_id = ${id}`);
  }

  orgSelect(companyId: string, search: string | undefined) {
    const like = search ? sql`and org_name ilike ${`%${search.replace(/[\\%_]/g, '\\$&')}%`}` : sql``;
    return this.rows<{ org_id: string; org_name: string }>(sql`select org_id, org_name from jt_orgs where company_id = ${companyId} ${like} order by org_name limit 500`);
  }

  projectSelect(companyId: string, search: string | undefined) {
    const like = search ? sql`and project_name ilike ${`%${search.replace(/[\\%_]/g, '\\$&')}%`}` : sql``;
    return this.rows<{ jt_project_id: string; project_name: string; project_id: string | null }>(
      sql`select jt_project_id, project_name, project_id from jt_projects where company_id = ${companyId} ${like} order by created_at desc limit 500`,
    );
  }

  /** Makes `childIds` children of `orgId`; false when an id is not the company's or the link would close a cycle. */
  async union(companyId: string, orgId: string, childIds: string[]): Promise<number | 'unknown' | 'cycle'> {
    return this.db.transaction(async (tx) => {
      const all = [orgId, ...childIds];
      const list = sql.join(all.map((id) => sql`${id}::uuid`), sql`, `);
      const found = ((await tx.execute(sql`select org_id from jt_orgs where company_id = ${companyId} and org_id in (${list}) for update`)) as unknown as Rows<unknown>).rows;
      if (found.length !== new Set(all).size) return 'unknown';
      // The org's ancestors (itself included) may not become its children.
      const up = ((await tx.execute(sql`with recursive up(org_id, parent_org_id) as (
          select org_id, parent_org_id from jt_orgs where company_id = ${companyId} and org_id = ${orgId}
          union select o.org_id, o.parent_org_id from jt_orgs o join up on o.org_id = up.parent_org_id where o.company_id = ${companyId})
        select org_id from up`)) as unknown as Rows<{ org_id: string }>).rows.map((r) => r.org_id);
      if (childIds.some((id) => up.includes(id))) return 'cycle';
      const children = sql.join(childIds.map((id) => sql`${id}::uuid`), sql`, `);
      await tx.execute(sql`update jt_orgs set parent_org_id = ${orgId} where company_id = ${companyId} and org_id in (${children})`);
      return childIds.length;
    });
  }

  /** The approved design units taking part in the company's projects, into jt_orgs; a second run changes nothing. */
  async syncOrgs(companyId: string): Promise<SyncCount> {
    const units = await this.rows<{ unit_company_id: string; org_name: string; address: string | null }>(sql`
      select distinct c.company_id as unit_company_id, c.company_name as org_name, c.addr as address
      from project_units u join companies c on c.company_id = u.unit_company_id
      where u.company_id = ${companyId} and u.role = ${DESIGN_ROLE} and c.company_type = ${DESIGN_UNIT_TYPE} and c.status = 3`);
    if (!units.length) return { added: 0, updated: 0 };
    const values = sql.join(
      units.map((u) => sql`(${companyId}::uuid, ${uuidv7()}::uuid, ${u.org_name}, ${u.unit_company_id}::uuid, ${u.address}, now())`),
      sql`, `,
    );
    const done = await this.rows<{ added: boolean }>(sql`
      insert into jt_orgs (company_id, org_id, org_name, unit_company_id, address, synced_at) values ${values}
      on conflict (company_id, unit_company_id) where unit_company_id is not null do update
        set org_name = excluded.org_name, address = excluded.address, synced_at = excluded.synced_at
        where jt_orgs.org_name is distinct from excluded.org_name or jt_orgs.address is distinct from excluded.address
      returning (xmax = 0) as added`);
    return countOf(done);
  }

  /** The company's projects in which a design unit takes part, into jt_projects (its design org when synced). */
  async syncProjects(companyId: string): Promise<SyncCount> {
    const found = await this.rows<{ project_id: string; project_name: string; project_code: string; org_id: string | null }>(sql`
      select p.project_id, p.project_name, p.project_code,
        (select o.org_id from project_units u join jt_orgs o on o.company_id = u.company_id and o.unit_company_id = u.unit_company_id
          where u.company_id = p.company_id and u.project_id = p.project_id and u.role = ${DESIGN_ROLE} order by o.org_name limit 1) as org_id
      from projects p
      where p.company_id = ${companyId}
        and exists (select 1 from project_units u where u.company_id = p.company_id and u.project_id = p.project_id and u.role = ${DESIGN_ROLE})
        -- a design project typed by hand may hold the code already: it is left alone rather than overwritten
        and not exists (select 1 from jt_projects j where j.company_id = p.company_id and j.project_code = p.project_code
          and j.project_id is distinct from p.project_id)`);
    if (!found.length) return { added: 0, updated: 0 };
    const values = sql.join(
      found.map((p) => sql`(${companyId}::uuid, ${uuidv7()}::uuid, ${p.project_id}::uuid, ${p.project_name}, ${p.project_code}, ${p.org_id}::uuid, now())`),
      sql`, `,
    );
    const done = await this.rows<{ added: boolean }>(sql`
      insert into jt_projects (company_id, jt_project_id, project_id, project_name, project_code, org_id, synced_at) values ${values}
      on conflict (company_id, project_id) where project_id is not null do update
        set project_name = excluded.project_name, project_code = excluded.project_code,
          org_id = coalesce(excluded.org_id, jt_projects.org_id), synced_at = excluded.synced_at
        where jt_projects.project_name is distinct from excluded.project_name or jt_projects.project_code is distinct from excluded.project_code
          or (excluded.org_id is not null and jt_projects.org_id is distinct from excluded.org_id)
      returning (xmax = 0) as added`);
    return countOf(done);
  }

  unitAll(search: string | undefined, companyType: number | undefined) {
    const like = search ? sql`and company_name ilike ${`%${search.replace(/[\\%_]/g, '\\$&')}%`}` : sql``;
    const type = companyType === undefined ? sql`` : sql`and company_type = ${companyType}`;
    return this.rows<{ unit_company_id: string; company_name: string; company_type: number | null }>(
      sql`select company_id as unit_company_id, company_name, company_type from companies where status = 3 ${like} ${type} order by company_name limit 200`,
    );
  }

  /** Decides a submitted deep design; 'missing' for another company's or no id, 'done' when already decided. */
  async confirm(companyId: string, id: string, status: number, reason: string | null, by: { userId: string; name: string }) {
    const done = await this.rows<{ deep_design_id: string }>(sql`
      update deep_designs set status = ${status}, reason = ${status === 3 ? reason : null}, confirmed_by = ${by.userId},
        confirmed_name = ${by.name}, confirmed_at = now()
      where company_id = ${companyId} and deep_design_id = ${id} and status = 1 returning deep_design_id`);
    if (done.length) return 'ok' as const;
    const there = await this.exists(sql`select 1 from deep_designs where company_id = ${companyId} and deep_design_id = ${id}`);
    return there ? ('done' as const) : ('missing' as const);
  }
}

const countOf = (done: { added: boolean | string }[]): SyncCount => {
  const added = done.filter((r) => r.added === true || r.added === 't').length;
  return { added, updated: done.length - added };
};
