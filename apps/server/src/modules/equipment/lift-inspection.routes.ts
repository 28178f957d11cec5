import type { FastifyInstance } from 'fastify';
import { and, desc, eq, sql } from 'drizzle-orm';
import { equipment } from '@zhuyun/contracts';
import type { Db, Tx } from '../../db/client';
import { liftEquipment, liftInspections } from '../../db/schema';
import { fail } from '../../platform/errors';
import type { Platform } from '../../platform/platform';
import { registerResource } from '../../platform/resource/register-resource';
import { tableRepo } from '../../platform/resource/table-repo';

const { LiftEquipMsg } = equipment;
const t = liftInspections;

const repoOn = (db: Db | Tx) =>
  tableRepo(db as Db, equipment.liftInspectionResource, {
    table: t,
    companyKey: 'company_id',
    select: {
      inspection_id: t.inspection_id,
      equip_id: t.equip_id,
      equip_name: sql<string | null>`(select e.equip_name from lift_equipment e where e.company_id = lift_inspections.company_id and e.equip_id = lift_inspections.equip_id)`,
      equip_no: sql<string | null>`(select e.equip_no from lift_equipment e where e.company_id = lift_inspections.company_id and e.equip_id = lift_inspections.equip_id)`,
      inspection_date: t.inspection_date,
      result: t.result,
      inspection_org: t.inspection_org,
      inspector: t.inspector,
      report_no: t.report_no,
      next_due_date: t.next_due_date,
      remark: t.remark,
      created_at: t.created_at,
    },
    sort: { inspection_date: t.inspection_date, created_at: t.created_at },
    defaultOrder: [desc(t.inspection_date), desc(t.created_at), desc(t.inspection_id)],
    filters: { equip_id: t.equip_id, result: t.result },
  });

/** The machine takes its newest inspection's date, next due date and body; with none left it keeps what it has. */
async function syncEquipment(tx: Tx, companyId: string, equipId: string): Promise<void> {
  await tx.execute(sql`update lift_equipment e set last_inspection_date = i.inspection_date,
      next_inspection_date = coalesce(i.next_due_date, e.next_inspection_date), inspection_org = coalesce(i.inspection_org, e.inspection_org), updated_at = now()
    from (select inspection_date, next_due_date, inspection_org from lift_inspections where company_id = ${companyId} and equip_id = ${equipId}
      order by inspection_date desc, created_at desc limit 1) i
    where e.company_id = ${companyId} and e.equip_id = ${equipId}`);
}

/** Inspections of the register's machines (/liftEquip's 检验记录): a resource whose writes keep the machine current. */
export function registerLiftInspectionRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;
  const base = repoOn(db);
  const equipOf = async (tx: Tx, companyId: string, id: string) =>
    (await tx.select({ id: t.equip_id }).from(t).where(and(eq(t.company_id, companyId), eq(t.inspection_id, id))))[0]?.id;
  registerResource(app, platform, equipment.liftInspectionResource, {
    repo: {
      ...base,
      insert: (companyId, id, values) =>
        db.transaction(async (tx) => {
          await repoOn(tx).insert!(companyId, id, values);
          await syncEquipment(tx, companyId as string, values.equip_id);
        }),
      update: (companyId, id, values) =>
        db.transaction(async (tx) => {
          const before = await equipOf(tx, companyId as string, id);
          if (!before || !(await repoOn(tx).update!(companyId, id, values))) return false;
          for (const e of new Set([before, values.equip_id])) await syncEquipment(tx, companyId as string, e);
          return true;
        }),
      delete: (companyId, id) =>
        db.transaction(async (tx) => {
          const before = await equipOf(tx, companyId as string, id);
          if (!before || !(await repoOn(tx).delete!(companyId, id))) return false;
          await syncEquipment(tx, companyId as string, before);
          return true;
        }),
    },
    prepare: async (companyId, values) => {
      const [found] = await db
        .select({ id: liftEquipment.equip_id })
        .from(liftEquipment)
        .where(and(eq(liftEquipment.company_id, companyId as string), eq(liftEquipment.equip_id, values.equip_id)));
      if (!found) throw fail.notFound(LiftEquipMsg.equipNotFound);
      if (values.next_due_date && values.next_due_date < values.inspection_date) throw fail.validation(LiftEquipMsg.nextBeforeLast);
      return values;
    },
  });
}
