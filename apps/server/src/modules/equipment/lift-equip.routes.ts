import type { FastifyInstance } from 'fastify';
import { asc, desc, sql, type AnyColumn } from 'drizzle-orm';
import { equipment } from '@zhuyun/contracts';
import { liftEquipment } from '../../db/schema';
import { fail } from '../../platform/errors';
import type { Platform } from '../../platform/platform';
import { registerResource } from '../../platform/resource/register-resource';
import { tableRepo } from '../../platform/resource/table-repo';
import { registerLiftInspectionRoutes } from './lift-inspection.routes';

const { LiftEquipMsg, LIFT_DUE_SOON_DAYS } = equipment;
const t = liftEquipment;

// Today is China's calendar day (+08:00 all year) whatever the server's time zone; the due date is the earlier of the two.
const today = sql`((now() at time zone 'UTC') + interval '8 hours')::date`;
const dueDate = sql<string | null>`least(lift_equipment.cert_expiry, lift_equipment.next_inspection_date)`;
const dueState = sql<string>`case when ${dueDate} is null then 'none' when ${dueDate} < ${today} then 'overdue'
  when ${dueDate} <= ${today} + ${LIFT_DUE_SOON_DAYS}::int then 'due_soon' else 'ok' end`;

/**
 * The lift-equipment register (/liftEquip): one table; the due date and its state are computed on every read, so
 * "due soon" and "overdue" move with the calendar without a job to update them.
 */
export function registerLiftEquipRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;
  registerResource(app, platform, equipment.liftEquipResource, {
    repo: tableRepo(db, equipment.liftEquipResource, {
      table: t,
      companyKey: 'company_id',
      select: {
        equip_id: t.equip_id,
        project_id: t.project_id,
        project_name: sql<string | null>`(select p.project_name from projects p where p.company_id = lift_equipment.company_id and p.project_id = lift_equipment.project_id)`,
        equip_name: t.equip_name,
        equip_type: t.equip_type,
        equip_no: t.equip_no,
        model: t.model,
        manufacturer: t.manufacturer,
        location: t.location,
        cert_no: t.cert_no,
        cert_expiry: t.cert_expiry,
        last_inspection_date: t.last_inspection_date,
        next_inspection_date: t.next_inspection_date,
        inspection_org: t.inspection_org,
        status: t.status,
        remark: t.remark,
        due_date: sql<string | null>`to_char(${dueDate}, 'YYYY-MM-DD')`,
        due_state: dueState,
        days_left: sql<number | null>`(${dueDate} - ${today})`.mapWith((v) => (v === null ? null : Number(v))),
        created_at: t.created_at,
      },
      sort: { created_at: t.created_at, equip_name: t.equip_name, equip_no: t.equip_no, due_date: dueDate },
      // The most urgent first: overdue, then due soonest; machines with no dates last.
      defaultOrder: [sql`${dueDate} asc nulls last`, asc(t.equip_no), desc(t.equip_id)],
      search: [t.equip_name, t.equip_no, t.cert_no, t.location],
      // due_state filters on the computed state (drizzle's eq takes any SQL expression, not only a column).
      filters: { project_id: t.project_id, equip_type: t.equip_type, due_state: dueState as unknown as AnyColumn },
      touch: 'updated_at',
    }),
    prepare: async (companyId, values) => {
      if (values.project_id) {
        const found = await db.execute(sql`select 1 from projects where company_id = ${companyId} and project_id = ${values.project_id}`);
        if (!(found as unknown as { rows: unknown[] }).rows.length) throw fail.notFound(LiftEquipMsg.projectNotFound);
      }
      if (values.last_inspection_date && values.next_inspection_date && values.next_inspection_date < values.last_inspection_date) {
        throw fail.validation(LiftEquipMsg.nextBeforeLast);
      }
      return { ...values, status: values.status ?? 1 };
    },
  });
  registerLiftInspectionRoutes(app, platform);
}
