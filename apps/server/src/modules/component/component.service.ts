import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { component } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { uuidv7 } from 'uuidv7';
import { cars, componentReports, components } from '../../db/schema';
import { fail } from '../../platform/errors';
import { isUuid } from '../../platform/query-helpers';
import { ComponentRepo } from './component.repo';

const { ComponentMsg, PROGRESS_STEPS } = component;

/** Today in China (the dates of a component are local calendar days). */
export const todayInChina = (now = Date.now()): string => new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);

/** Progress and inspection updates: progress only moves forward, each step stamps its own date. */
export class ComponentService {
  readonly repo: ComponentRepo;

  constructor(private readonly db: Db) {
    this.repo = new ComponentRepo(db);
  }

  async advance(companyId: string, ids: string[], progress: number, date: string | null | undefined, carId?: string, scope?: SQL): Promise<number> {
    const found = await this.repo.byIds(companyId, ids, scope);
    if (found.length !== new Set(ids).size) throw fail.notFound(ComponentMsg.componentNotFound);
    if (found.some((c) => c.progress > progress)) throw fail.validation(ComponentMsg.progressBackwards);
    if (carId) {
      const [car] = isUuid(carId)
        ? await this.db.select({ id: cars.car_id }).from(cars).where(and(eq(cars.company_id, companyId), eq(cars.car_id, carId)))
        : [];
      if (!car) throw fail.notFound(ComponentMsg.carNotFound);
    }
    const field = PROGRESS_STEPS.find((s) => s.progress === progress)?.date_field;
    const day = date ?? todayInChina();
    const done = await this.db
      .update(components)
      .set({
        progress,
        ...(field ? { [field]: day } : {}),
        ...(carId ? { car_id: carId } : {}),
        updated_at: new Date(),
      })
      .where(and(eq(components.company_id, companyId), inArray(components.component_id, found.map((c) => c.id))))
      .returning({ id: components.component_id });
    return done.length;
  }

  /**
   * /componList's report-result action: marks the components and files one inspection report each (issue 18 item 4,
   * /reportList), in one transaction; "no report" (null) clears the mark and leaves the filed reports as they are.
   */
  async report(companyId: string, ids: string[], result: number | null, date: string | null | undefined, inspector: { id: string; name: string }, scope?: SQL): Promise<number> {
    const found = await this.repo.byIds(companyId, ids, scope);
    if (found.length !== new Set(ids).size) throw fail.notFound(ComponentMsg.componentNotFound);
    const day = result === null ? null : (date ?? todayInChina());
    return this.db.transaction(async (tx) => {
      const done = await tx
        .update(components)
        .set({ report_result: result, report_date: day, updated_at: sql`now()` })
        .where(and(eq(components.company_id, companyId), inArray(components.component_id, found.map((c) => c.id))))
        .returning({ id: components.component_id });
      if (result !== null && day !== null) {
        await tx.insert(componentReports).values(
          found.map((c) => ({
            company_id: companyId,
            report_id: uuidv7(),
            component_id: c.id,
            project_id: c.project_id,
            cp_num: c.cp_num,
            report_result: result,
            report_date: day,
            inspector_id: inspector.id,
            inspector_name: inspector.name,
          })),
        );
      }
      return done.length;
    });
  }
}
