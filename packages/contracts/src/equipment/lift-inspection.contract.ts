import { z } from 'zod';
import { boundedString, defineResource, optionalUuid, textOrNull, uuidField } from '../resource';
import { day, dayOrNull } from '../schedule/schedule-fields';
import { LiftEquipMsg, LiftEquipObject } from './lift-equip.contract';

export const LIFT_INSPECTION_RESULTS: Record<number, string> = { 1: '合格', 2: '不合格' };

export const liftInspectionRow = z.object({
  inspection_id: z.string(),
  equip_id: z.string(),
  equip_name: z.string().nullable(),
  equip_no: z.string().nullable(),
  inspection_date: z.string(),
  /** 1 合格, 2 不合格. */
  result: z.number(),
  inspection_org: z.string().nullable(),
  inspector: z.string().nullable(),
  report_no: z.string().nullable(),
  next_due_date: z.string().nullable(),
  remark: z.string().nullable(),
  created_at: z.string(),
});
export type LiftInspectionRow = z.infer<typeof liftInspectionRow>;

const resultWire = z.union([z.number(), boundedString(2, LiftEquipMsg.resultInvalid)], { error: LiftEquipMsg.resultInvalid });
const resultField = resultWire.transform(Number).refine((v) => v === 1 || v === 2, { error: LiftEquipMsg.resultInvalid });
const resultFilter = resultWire
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : Number(v)))
  .refine((v) => v === undefined || v === 1 || v === 2, { error: LiftEquipMsg.resultInvalid });

/**
 * A machine's periodic inspections (定期检验) on /liftEquip (paths chosen beside the register): each filed inspection
 * moves the machine's last inspection, next due date and inspection body to its newest one's.
 */
export const liftInspectionResource = defineResource({
  name: 'lift_inspection',
  tag: 'device',
  scope: 'company',
  id: 'inspection_id',
  row: liftInspectionRow,
  fields: {
    equip_id: uuidField(LiftEquipMsg.equipRequired),
    inspection_date: day(LiftEquipMsg.inspectionDateRequired),
    result: resultField,
    inspection_org: textOrNull(100),
    inspector: textOrNull(50),
    report_no: textOrNull(50),
    next_due_date: dayOrNull(LiftEquipMsg.dateInvalid),
    remark: textOrNull(500),
  },
  filters: { equip_id: optionalUuid(), result: resultFilter },
  sort: ['inspection_date', 'created_at'],
  perPage: false,
  permission: { create: LiftEquipObject, update: LiftEquipObject, delete: LiftEquipObject },
  messages: { notFound: LiftEquipMsg.inspectionNotFound, idRequired: LiftEquipMsg.inspectionIdRequired },
  calls: {
    list: { method: 'GET', path: '/api/v1/base/lift_inspection', summary: 'Lift equipment inspections (path chosen)' },
    create: { method: 'POST', path: '/api/v1/base/lift_inspection', summary: 'File a lift equipment inspection (path chosen)' },
    update: { method: 'PUT', path: '/api/v1/base/lift_inspection', summary: 'Update a lift equipment inspection (path chosen)', restful: true },
    delete: { method: 'DELETE', path: '/api/v1/base/lift_inspection', summary: 'Delete a lift equipment inspection (path chosen)', restful: true },
  },
});

export const {
  list: listLiftInspections,
  create: createLiftInspection,
  update: updateLiftInspection,
  delete: deleteLiftInspection,
} = liftInspectionResource.routes;
