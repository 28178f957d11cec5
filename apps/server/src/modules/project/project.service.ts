import { and, eq, inArray } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { type ParsedRequestOf } from '@zhuyun/contracts';
import { project } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { departments, regions } from '../../db/schema';
import { fail } from '../../platform/errors';
import { ProjectRepo, type ProjectValues } from './project.repo';
import { isUniqueViolation, isUuid } from '../../platform/query-helpers';

const { ProjectMsg } = project;
type ProjectInput = ParsedRequestOf<typeof project.saveProject>;

/** Writes of a project: the code is unique per company, the region comes from area_id, units must exist. */
export class ProjectService {
  readonly repo: ProjectRepo;

  constructor(private readonly db: Db) {
    this.repo = new ProjectRepo(db);
  }

  async create(companyId: string, userId: string, input: ProjectInput): Promise<string> {
    if (await this.repo.codeTaken(companyId, input.project_code)) throw fail.conflict(ProjectMsg.projectCodeExists);
    const values = await this.values(input);
    await this.checkOrg(companyId, values.org_no);
    const units = await this.units(input.units);
    const projectId = uuidv7();
    try {
      await this.db.transaction(async (tx) => {
        await this.repo.insert(tx, companyId, projectId, { ...values, created_by: userId });
        if (units) await this.repo.replaceUnits(tx, companyId, projectId, units);
      });
    } catch (error) {
      // Two saves of one code at once: the unique index decides, and the loser gets the same answer.
      if (isUniqueViolation(error)) throw fail.conflict(ProjectMsg.projectCodeExists);
      throw error;
    }
    return projectId;
  }

  async update(companyId: string, input: ProjectInput & { project_id: string }): Promise<void> {
    if (!(await this.repo.byId(companyId, input.project_id))) throw fail.notFound(ProjectMsg.projectNotFound);
    if (await this.repo.codeTaken(companyId, input.project_code, input.project_id)) throw fail.conflict(ProjectMsg.projectCodeExists);
    const values = await this.values(input);
    await this.checkOrg(companyId, values.org_no);
    const units = await this.units(input.units);
    try {
      await this.db.transaction(async (tx) => {
        await this.repo.update(tx, companyId, input.project_id, values);
        if (units) await this.repo.replaceUnits(tx, companyId, input.project_id, units);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw fail.conflict(ProjectMsg.projectCodeExists);
      throw error;
    }
  }

  private async values(input: ProjectInput): Promise<ProjectValues> {
    const region = input.area_id == null ? null : await this.region(input.area_id);
    if (input.area_id != null && !region) throw fail.validation(ProjectMsg.areaInvalid);
    return {
      project_code: input.project_code,
      project_name: input.project_name,
      address: input.address ?? null,
      area_id: input.area_id ?? null,
      province: region?.province ?? null,
      province_no: region?.province_no ?? null,
      city: region?.city ?? null,
      city_no: region?.city_no ?? null,
      area: region?.area ?? null,
      area_no: region?.area_no ?? null,
      lon: input.lon ?? null,
      lat: input.lat ?? null,
      building_area: input.building_area ?? null,
      building_type: input.building_type ?? null,
      status: input.status ?? 1,
      org_no: input.org_no ?? null,
      start_date: input.start_date ?? null,
      end_date: input.end_date ?? null,
      remark: input.remark ?? null,
    };
  }

  /** org_no names a node of this company's organisation tree, never another company's (issue 15 fix 10). */
  private async checkOrg(companyId: string, orgNo: string | null | undefined): Promise<void> {
    if (orgNo == null || orgNo === '') return;
    const found = isUuid(orgNo)
      ? await this.db
          .select({ id: departments.dept_id })
          .from(departments)
          .where(and(eq(departments.company_id, companyId), eq(departments.dept_id, orgNo)))
      : [];
    if (found.length === 0) throw fail.validation(ProjectMsg.orgNotFound);
  }

  private async units(units: ProjectInput['units']) {
    if (!units) return undefined;
    const names = await this.repo.companyNames(units.map((u) => u.unit_company_id));
    return units.map((u) => {
      const name = names.get(u.unit_company_id);
      if (!name || !isUuid(u.unit_company_id)) throw fail.validation(ProjectMsg.unitNotFound);
      return { unit_company_id: u.unit_company_id, unit_name: u.unit_name ?? name, role: u.role };
    });
  }

  /** A district, city or province with the names and codes of the levels above it. */
  private async region(areaId: number) {
    const [own] = await this.db.select().from(regions).where(eq(regions.area_id, areaId));
    if (!own) return null;
    const chain = [own];
    let parentCode = own.p_code;
    while (parentCode !== '0' && chain.length < 3) {
      const [parent] = await this.db.select().from(regions).where(inArray(regions.code, [parentCode]));
      if (!parent) break;
      chain.unshift(parent);
      parentCode = parent.p_code;
    }
    const at = (level: number) => chain.find((r) => r.level === level);
    return {
      province: at(1)?.name ?? null,
      province_no: at(1)?.code ?? null,
      city: at(2)?.name ?? null,
      city_no: at(2)?.code ?? null,
      area: at(3)?.name ?? null,
      area_no: at(3)?.code ?? null,
    };
  }
}
