import { BUILDING_TYPE_NAMES, PROGRESS_STAGE_NAMES, UNIT_ROLE_NAMES, type StatsField } from '@zhuyun/contracts';
import type { SessionContext } from '../../platform/session/session.types';
import type { ReferenceRepo } from '../reference';
import type { DashboardRepo, Scope, ViewerCompany } from './dashboard.repo';

/** A video wall shows a handful of bars and points; the map is capped like every list (ARCHITECTURE.md, page sizes). */
const NEWS_LIMIT = 20;
/** The progress chart shows the largest projects under construction. */
const PROGRESS_PROJECTS = 8;
const MAP_POINTS_LIMIT = 10_000;

/** company_type → whose projects (spec-2 §2.1: 5 or 3 design, 4 construction, anything else committee). */
export function scopeOf(companyId: string | null, company: ViewerCompany | null): Scope {
  if (!companyId || !company) return { kind: 'none' };
  if (company.company_type === 4) return { kind: 'construction', companyId };
  if (company.company_type === 3 || company.company_type === 5) return { kind: 'design', companyId };
  // A committee sees its own level of the region tree: a district committee its district, a city its city …
  if (company.area_no) return { kind: 'region', column: 'area_no', code: company.area_no };
  if (company.city_no) return { kind: 'region', column: 'city_no', code: company.city_no };
  if (company.province_no) return { kind: 'region', column: 'province_no', code: company.province_no };
  return { kind: 'none' };
}

/** A company's type and region change rarely; a wall polls every 20 s. Read them at most this often per company. */
const VIEWER_TTL_MS = 10_000;

export class DashboardService {
  private readonly viewers = new Map<string, { at: number; company: Promise<ViewerCompany | null> }>();

  constructor(
    private readonly repo: DashboardRepo,
    private readonly reference: ReferenceRepo,
  ) {}

  async scope(session: SessionContext): Promise<Scope> {
    const id = session.companyId;
    if (!id) return { kind: 'none' };
    let cached = this.viewers.get(id);
    if (!cached || Date.now() - cached.at > VIEWER_TTL_MS) {
      if (this.viewers.size > 10_000) this.viewers.clear();
      cached = { at: Date.now(), company: this.repo.viewerCompany(id) };
      cached.company.catch(() => this.viewers.delete(id));
      this.viewers.set(id, cached);
    }
    return scopeOf(id, await cached.company);
  }

  async news(session: SessionContext): Promise<string[]> {
    return session.companyId ? this.repo.news(session.companyId, await this.scope(session), NEWS_LIMIT) : [];
  }

  async summary(scope: Scope) {
    const [row] = await this.repo.summary(scope);
    return {
      project_total: row?.project_total ?? 0,
      company_total: row?.company_total ?? 0,
      area_total: Math.round((row?.area ?? 0) / 100) / 100,
      comp_total: row?.comp_total ?? 0,
    };
  }

  async buildingTypes(scope: Scope) {
    const rows = await this.repo.buildingTypes(scope);
    return rows.map((r) => ({ name: (r.code && BUILDING_TYPE_NAMES[r.code]) || '未分类', total: r.total }));
  }

  async components(scope: Scope, field: StatsField) {
    if (field === 'progress') {
      const [row] = await this.repo.componentsByStage(scope);
      return PROGRESS_STAGE_NAMES.map((name, i) => ({ name, total: row?.[`p${i}` as 'p0'] ?? 0 }));
    }
    const [rows, names] = await Promise.all([this.repo.componentsByType(scope), this.typeNames()]);
    return rows.map((r) => ({ name: names.get(r.code) ?? r.code, total: r.total }));
  }

  async projectProgress(scope: Scope) {
    const rows = await this.repo.projectProgress(scope, PROGRESS_PROJECTS);
    return rows.map((r) => ({ nickname: r.name, process: r.total ? Math.round((1000 * r.installed) / r.total) / 10 : 0 }));
  }

  async unitTypes(scope: Scope) {
    const totals = new Map((await this.repo.unitRoles(scope)).map((r) => [r.role, r.total]));
    return UNIT_ROLE_NAMES.map(([role, name]) => ({ name, total: totals.get(role) ?? 0 }));
  }

  async mapPoints(scope: Scope) {
    const [projects, factories] = await Promise.all([
      this.repo.projectPoints(scope, MAP_POINTS_LIMIT),
      this.repo.factoryPoints(scope, MAP_POINTS_LIMIT),
    ]);
    const pair = (p: { lon: number; lat: number }): [number, number] => [p.lon, p.lat];
    return { project_coordinate: projects.map(pair), factory_coordinate: factories.map(pair) };
  }

  private names: Promise<Map<string, string>> | null = null;

  /** The component_type code list changes only with the seed: read once per process. */
  private typeNames(): Promise<Map<string, string>> {
    if (!this.names) {
      this.names = this.reference.codeList('component_type').then((rows) => new Map(rows.map((r) => [r.value, r.name])));
      this.names.catch(() => (this.names = null));
    }
    return this.names;
  }
}
