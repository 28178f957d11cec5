import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { labor } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { laborPersons, laborTeams, laborWorkTypes } from '../../db/schema';
import { isUuid, likePattern } from '../../platform/query-helpers';

type Order = { sort_order?: 'ascend' | 'descend' };
export type WorkTypeValues = Pick<typeof laborWorkTypes.$inferInsert, 'work_type_name' | 'remark'>;
export type TeamValues = Pick<typeof laborTeams.$inferInsert, 'team_name' | 'leader' | 'phone' | 'remark'>;
export type PersonValues = Pick<typeof laborPersons.$inferInsert, 'person_name' | 'id_card' | 'phone' | 'team_id' | 'work_type_id'>;

const orderOf = (f: Order) => (f.sort_order === 'ascend' ? asc : desc);
const search = (term: string | undefined, ...columns: Parameters<typeof ilike>[0][]): SQL | undefined => {
  const t = term?.trim();
  return t ? or(...columns.map((c) => ilike(c, likePattern(t)))) : undefined;
};
/** A filter on an id column: a value that is no UUID matches nothing (instead of a database type error). */
const idFilter = (column: typeof laborPersons.team_id | typeof laborPersons.work_type_id, id: string | undefined) => (id ? (isUuid(id) ? eq(column, id) : sql`false`) : undefined);

/** Tenant-scoped labour tables: every read and write names the session's company (ARCHITECTURE.md rule 7). */
export class LaborRepo {
  constructor(private readonly db: Db) {}

  async workTypes(companyId: string, f: Order & { search?: string; sort_field?: 'created_at' | 'work_type_name' }, offset: number, limit: number) {
    const where = and(eq(laborWorkTypes.company_id, companyId), search(f.search, laborWorkTypes.work_type_name, laborWorkTypes.remark));
    const persons = sql<number>`(select count(*)::int from ${laborPersons} p where p.company_id = ${laborWorkTypes.company_id} and p.work_type_id = ${laborWorkTypes.work_type_id})`;
    const order = orderOf(f);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ row: laborWorkTypes, persons })
        .from(laborWorkTypes)
        .where(where)
        .orderBy(order(f.sort_field === 'work_type_name' ? laborWorkTypes.work_type_name : laborWorkTypes.created_at), order(laborWorkTypes.work_type_id))
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(laborWorkTypes).where(where),
    ]);
    const list: labor.WorkTypeRow[] = rows.map(({ row, persons: n }) => ({
      work_type_id: row.work_type_id,
      work_type_name: row.work_type_name,
      remark: row.remark,
      person_count: Number(n),
      created_at: row.created_at.toISOString(),
    }));
    return { rows: list, total: Number(total?.n ?? 0) };
  }

  async teams(companyId: string, f: Order & { search?: string; sort_field?: 'created_at' | 'team_name' }, offset: number, limit: number) {
    const where = and(eq(laborTeams.company_id, companyId), search(f.search, laborTeams.team_name, laborTeams.leader, laborTeams.phone));
    const persons = sql<number>`(select count(*)::int from ${laborPersons} p where p.company_id = ${laborTeams.company_id} and p.team_id = ${laborTeams.team_id})`;
    const order = orderOf(f);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ row: laborTeams, persons })
        .from(laborTeams)
        .where(where)
        .orderBy(order(f.sort_field === 'team_name' ? laborTeams.team_name : laborTeams.created_at), order(laborTeams.team_id))
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(laborTeams).where(where),
    ]);
    const list: labor.TeamRow[] = rows.map(({ row, persons: n }) => ({
      team_id: row.team_id,
      team_name: row.team_name,
      leader: row.leader,
      phone: row.phone,
      remark: row.remark,
      person_count: Number(n),
      created_at: row.created_at.toISOString(),
    }));
    return { rows: list, total: Number(total?.n ?? 0) };
  }

  async persons(
    companyId: string,
    f: Order & { search?: string; sort_field?: 'created_at' | 'person_name'; team_id?: string; work_type_id?: string },
    offset: number,
    limit: number,
  ) {
    const p = laborPersons;
    const where = and(
      eq(p.company_id, companyId),
      idFilter(p.team_id, f.team_id),
      idFilter(p.work_type_id, f.work_type_id),
      search(f.search, p.person_name, p.id_card, p.phone),
    );
    const order = orderOf(f);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ row: p, team_name: laborTeams.team_name, work_type_name: laborWorkTypes.work_type_name })
        .from(p)
        .leftJoin(laborTeams, and(eq(laborTeams.company_id, p.company_id), eq(laborTeams.team_id, p.team_id)))
        .leftJoin(laborWorkTypes, and(eq(laborWorkTypes.company_id, p.company_id), eq(laborWorkTypes.work_type_id, p.work_type_id)))
        .where(where)
        .orderBy(order(f.sort_field === 'person_name' ? p.person_name : p.created_at), order(p.person_id))
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(p).where(where),
    ]);
    const list: labor.PersonRow[] = rows.map(({ row, team_name, work_type_name }) => ({
      person_id: row.person_id,
      person_name: row.person_name,
      id_card: row.id_card,
      phone: row.phone,
      team_id: row.team_id,
      team_name: team_name ?? null,
      work_type_id: row.work_type_id,
      work_type_name: work_type_name ?? null,
      created_at: row.created_at.toISOString(),
    }));
    return { rows: list, total: Number(total?.n ?? 0) };
  }

  insertWorkType = (companyId: string, id: string, v: WorkTypeValues) => this.db.insert(laborWorkTypes).values({ ...v, company_id: companyId, work_type_id: id });
  insertTeam = (companyId: string, id: string, v: TeamValues) => this.db.insert(laborTeams).values({ ...v, company_id: companyId, team_id: id });
  insertPerson = (companyId: string, id: string, v: PersonValues) => this.db.insert(laborPersons).values({ ...v, company_id: companyId, person_id: id });

  async updateWorkType(companyId: string, id: string, v: WorkTypeValues): Promise<boolean> {
    if (!isUuid(id)) return false;
    const w = and(eq(laborWorkTypes.company_id, companyId), eq(laborWorkTypes.work_type_id, id));
    return (await this.db.update(laborWorkTypes).set({ ...v, updated_at: new Date() }).where(w).returning({ id: laborWorkTypes.work_type_id })).length > 0;
  }

  async updateTeam(companyId: string, id: string, v: TeamValues): Promise<boolean> {
    if (!isUuid(id)) return false;
    const w = and(eq(laborTeams.company_id, companyId), eq(laborTeams.team_id, id));
    return (await this.db.update(laborTeams).set({ ...v, updated_at: new Date() }).where(w).returning({ id: laborTeams.team_id })).length > 0;
  }

  async updatePerson(companyId: string, id: string, v: PersonValues): Promise<boolean> {
    if (!isUuid(id)) return false;
    const w = and(eq(laborPersons.company_id, companyId), eq(laborPersons.person_id, id));
    return (await this.db.update(laborPersons).set({ ...v, updated_at: new Date() }).where(w).returning({ id: laborPersons.person_id })).length > 0;
  }

  async deleteWorkType(companyId: string, id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const w = and(eq(laborWorkTypes.company_id, companyId), eq(laborWorkTypes.work_type_id, id));
    return (await this.db.delete(laborWorkTypes).where(w).returning({ id: laborWorkTypes.work_type_id })).length > 0;
  }

  async deleteTeam(companyId: string, id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const w = and(eq(laborTeams.company_id, companyId), eq(laborTeams.team_id, id));
    return (await this.db.delete(laborTeams).where(w).returning({ id: laborTeams.team_id })).length > 0;
  }

  async deletePerson(companyId: string, id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const w = and(eq(laborPersons.company_id, companyId), eq(laborPersons.person_id, id));
    return (await this.db.delete(laborPersons).where(w).returning({ id: laborPersons.person_id })).length > 0;
  }

  async teamExists(companyId: string, id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    return (await this.db.select({ id: laborTeams.team_id }).from(laborTeams).where(and(eq(laborTeams.company_id, companyId), eq(laborTeams.team_id, id)))).length > 0;
  }

  async workTypeExists(companyId: string, id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const w = and(eq(laborWorkTypes.company_id, companyId), eq(laborWorkTypes.work_type_id, id));
    return (await this.db.select({ id: laborWorkTypes.work_type_id }).from(laborWorkTypes).where(w)).length > 0;
  }

  /** Persons still in a team or of a work type (they block its deletion). */
  async personsWith(companyId: string, column: 'team_id' | 'work_type_id', id: string): Promise<number> {
    if (!isUuid(id)) return 0;
    const [found] = await this.db.select({ n: count() }).from(laborPersons).where(and(eq(laborPersons.company_id, companyId), eq(laborPersons[column], id)));
    return Number(found?.n ?? 0);
  }
}
