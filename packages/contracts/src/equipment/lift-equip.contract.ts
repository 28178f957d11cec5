import { z } from 'zod';
import { boundedString, defineResource, optionalUuid, searchText, text, textOrNull } from '../resource';
import { dayOrNull } from '../schedule/schedule-fields';

/** Texts of the lift-equipment register (ours: the spec names the page only). */
export const LiftEquipMsg = {
  equipIdRequired: '设备ID不能为空',
  equipNotFound: '设备不存在',
  equipNameRequired: '设备名称不能为空',
  equipNoRequired: '设备编号不能为空',
  equipNoExists: '设备编号已存在',
  equipTypeInvalid: '设备类型不正确',
  statusInvalid: '设备状态不正确',
  dueStateInvalid: '到期状态不正确',
  dateInvalid: '日期格式应为YYYY-MM-DD',
  projectNotFound: '项目不存在',
  nextBeforeLast: '下次检验日期不能早于上次检验日期',
  inspectionIdRequired: '检验记录ID不能为空',
  inspectionNotFound: '检验记录不存在',
  inspectionDateRequired: '请选择检验日期',
  resultInvalid: '检验结论不正确',
  equipRequired: '请选择设备',
} as const;

/** Kinds of lifting equipment (起重机械), as the register files them. */
export const LIFT_EQUIP_TYPES: Record<number, string> = { 1: '施工升降机', 2: '塔式起重机', 3: '物料提升机', 4: '门式起重机', 5: '汽车起重机' };
export const LIFT_EQUIP_STATUS: Record<number, string> = { 1: '在用', 0: '停用' };
/** A certificate or inspection due within this many days is "due soon". */
export const LIFT_DUE_SOON_DAYS = 30;
/** overdue: the earlier of certificate expiry and next inspection has passed; none: neither date is known. */
export const LIFT_DUE_STATES = ['overdue', 'due_soon', 'ok', 'none'] as const;
export type LiftDueState = (typeof LIFT_DUE_STATES)[number];
export const LIFT_DUE_NAMES: Record<LiftDueState, string> = { overdue: '已逾期', due_soon: '即将到期', ok: '正常', none: '未填写' };
export const LIFT_EQUIP_SORT_FIELDS = ['created_at', 'equip_name', 'equip_no', 'due_date'] as const;
export const LiftEquipObject = 'page.liftEquip';

export const liftEquipRow = z.object({
  equip_id: z.string(),
  project_id: z.string().nullable(),
  project_name: z.string().nullable(),
  equip_name: z.string(),
  equip_type: z.number(),
  equip_no: z.string(),
  model: z.string().nullable(),
  manufacturer: z.string().nullable(),
  location: z.string().nullable(),
  cert_no: z.string().nullable(),
  cert_expiry: z.string().nullable(),
  last_inspection_date: z.string().nullable(),
  next_inspection_date: z.string().nullable(),
  inspection_org: z.string().nullable(),
  status: z.number(),
  remark: z.string().nullable(),
  /** The earlier of cert_expiry and next_inspection_date. */
  due_date: z.string().nullable(),
  due_state: z.enum(LIFT_DUE_STATES),
  /** Days from today (China time) to due_date; negative when overdue. */
  days_left: z.number().nullable(),
  created_at: z.string(),
});
export type LiftEquipRow = z.infer<typeof liftEquipRow>;

/** A code of a closed set, sent as a number or a numeric string. */
const code = (values: readonly number[], message: string) =>
  z
    .union([z.number(), boundedString(4, message)], { error: message })
    .transform(Number)
    .refine((v) => values.includes(v), { error: message });

/**
 * The lift-equipment register (/liftEquip; paths chosen in the devices' /api/v1/base family): lifts and cranes with
 * their use certificate (登记证) and periodic inspection (定期检验), each with its due date; the list says which are
 * overdue or due within LIFT_DUE_SOON_DAYS and filters by it.
 */
export const liftEquipResource = defineResource({
  name: 'lift_equip',
  tag: 'device',
  scope: 'company',
  id: 'equip_id',
  row: liftEquipRow,
  fields: {
    equip_name: text(100, LiftEquipMsg.equipNameRequired),
    equip_type: code([1, 2, 3, 4, 5], LiftEquipMsg.equipTypeInvalid),
    equip_no: text(50, LiftEquipMsg.equipNoRequired),
    project_id: optionalUuid(),
    model: textOrNull(100),
    manufacturer: textOrNull(100),
    location: textOrNull(200),
    cert_no: textOrNull(50),
    cert_expiry: dayOrNull(LiftEquipMsg.dateInvalid),
    last_inspection_date: dayOrNull(LiftEquipMsg.dateInvalid),
    next_inspection_date: dayOrNull(LiftEquipMsg.dateInvalid),
    inspection_org: textOrNull(100),
    status: code([0, 1], LiftEquipMsg.statusInvalid).optional(),
    remark: textOrNull(500),
  },
  filters: {
    project_id: optionalUuid(),
    equip_type: code([1, 2, 3, 4, 5], LiftEquipMsg.equipTypeInvalid).optional(),
    due_state: z.enum(LIFT_DUE_STATES, { error: LiftEquipMsg.dueStateInvalid }).optional(),
    search: searchText(100),
  },
  sort: LIFT_EQUIP_SORT_FIELDS,
  perPage: false,
  permission: { create: LiftEquipObject, update: LiftEquipObject, delete: LiftEquipObject },
  messages: { notFound: LiftEquipMsg.equipNotFound, idRequired: LiftEquipMsg.equipIdRequired, conflict: { equip_no: LiftEquipMsg.equipNoExists } },
  calls: {
    list: { method: 'GET', path: '/api/v1/base/lift_equip', summary: 'Lift equipment register (path chosen)' },
    create: { method: 'POST', path: '/api/v1/base/lift_equip', summary: 'Register lift equipment (path chosen)' },
    update: { method: 'PUT', path: '/api/v1/base/lift_equip', summary: 'Update lift equipment (path chosen)', restful: true },
    delete: { method: 'DELETE', path: '/api/v1/base/lift_equip', summary: 'Delete lift equipment (path chosen)', restful: true },
  },
});

export const { list: listLiftEquip, create: createLiftEquip, update: updateLiftEquip, delete: deleteLiftEquip } = liftEquipResource.routes;
