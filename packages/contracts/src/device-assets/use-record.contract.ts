import { z } from 'zod';
import { defineResource, searchText, text, textOrNull } from '../resource';
import { instantOrNull } from '../message/message-fields';
import { DEVICE_KINDS, DeviceMsg, DeviceObject } from './device.messages';

export const useRecordRow = z.object({
  use_id: z.string(),
  device_kind: z.string(),
  device_name: z.string(),
  user_name: z.string(),
  purpose: z.string().nullable(),
  start_time: z.string(),
  end_time: z.string().nullable(),
  created_at: z.string(),
});
export type UseRecordRow = z.infer<typeof useRecordRow>;

const deviceKind = z.enum(DEVICE_KINDS, { error: DeviceMsg.deviceKindInvalid });

/** /useRecord: who used which device, from when to when (a handheld reader lent out, a robot driven by hand …). */
export const useRecordResource = defineResource({
  name: 'device_use_record',
  tag: 'device',
  scope: 'company',
  id: 'use_id',
  row: useRecordRow,
  fields: {
    device_kind: deviceKind,
    device_name: text(100, DeviceMsg.deviceNameRequired),
    user_name: text(50, DeviceMsg.userNameRequired),
    purpose: textOrNull(200),
    start_time: instantOrNull.refine((v) => v !== null, { error: DeviceMsg.startTimeRequired }),
    end_time: instantOrNull,
  },
  filters: { search: searchText(100), device_kind: deviceKind.optional() },
  sort: ['start_time', 'created_at'],
  perPage: true,
  permission: DeviceObject.useRecord,
  messages: { notFound: DeviceMsg.useNotFound, idRequired: DeviceMsg.useIdRequired },
  calls: {
    list: { method: 'GET', path: '/api/v1/base/device_use_record', summary: 'Device use records' },
    create: { method: 'POST', path: '/api/v1/base/device_use_record', summary: 'Record a device use' },
    update: { method: 'PUT', path: '/api/v1/base/device_use_record', summary: 'Update a device use record', restful: true },
    delete: { method: 'DELETE', path: '/api/v1/base/device_use_record', summary: 'Delete a device use record', restful: true },
  },
});
export const { list: listUseRecords, create: createUseRecord, update: updateUseRecord, delete: deleteUseRecord } = useRecordResource.routes;
