import { z } from 'zod';
import { defineRoute } from '../route';
import { boundedSigningParams, defineResource, saveRouteOf, optionalUuid, searchText, text, textOrNull } from '../resource';
import { codeField, codeFilter, idList, instantOrNull } from './message-fields';
import { ALARM_SOURCES, MessageMsg, MessageObject } from './message.messages';

export const alarmRow = z.object({
  alarm_id: z.string(),
  title: z.string(),
  content: z.string().nullable(),
  level: z.number(),
  source: z.string(),
  project_id: z.string().nullable(),
  project_name: z.string().nullable(),
  status: z.number(),
  handled_by: z.string().nullable(),
  handled_name: z.string().nullable(),
  handled_at: z.string().nullable(),
  handle_remark: z.string().nullable(),
  occurred_at: z.string(),
  created_at: z.string(),
});
export type AlarmRow = z.infer<typeof alarmRow>;

const source = z
  .union([z.enum(ALARM_SOURCES), z.null()], { error: MessageMsg.sourceInvalid })
  .optional()
  .transform((v) => v ?? 'system');

/** Alarms of the message centre (spec-2 §7.3): list, detail, save (create and edit), delete; handled in batches. */
export const alarmResource = defineResource({
  name: 'alarm',
  tag: 'message',
  scope: 'company',
  id: 'alarm_id',
  row: alarmRow,
  fields: {
    title: text(100, MessageMsg.titleRequired),
    content: textOrNull(1000),
    level: codeField([1, 2, 3, 4], MessageMsg.levelInvalid, 2),
    source,
    project_id: optionalUuid(MessageMsg.projectInvalid),
    occurred_at: instantOrNull,
  },
  filters: {
    search: searchText(100),
    level: codeFilter([1, 2, 3, 4], MessageMsg.levelInvalid),
    status: codeFilter([0, 1, 2], MessageMsg.alarmStatusInvalid),
    source: z.enum(ALARM_SOURCES, { error: MessageMsg.sourceInvalid }).optional(),
    project_id: optionalUuid(MessageMsg.projectInvalid),
  },
  sort: ['occurred_at', 'level', 'created_at'],
  perPage: true,
  permission: MessageObject.alarm,
  messages: { notFound: MessageMsg.alarmNotFound, idRequired: MessageMsg.alarmIdRequired },
  calls: {
    list: { method: 'GET', path: '/web/v1/msg_center/alarm/list', summary: 'Alarm list' },
    detail: { method: 'GET', path: '/web/v1/msg_center/alarm/detail', summary: 'Alarm detail' },
    create: { method: 'POST', path: '/web/v1/msg_center/alarm/save', summary: 'Saves an alarm (create and edit)' },
    update: { method: 'POST', path: '/web/v1/msg_center/alarm/save', summary: 'Saves an alarm (create and edit)' },
    delete: { method: 'DELETE', path: '/web/v1/msg_center/alarm/delete', summary: 'Deletes an alarm' },
  },
});

export const { list: listAlarms, detail: getAlarmDetail, delete: deleteAlarm } = alarmResource.routes;
/** Creates without the id, edits with it (the spec's `save` POST). */
export const saveAlarm = saveRouteOf(alarmResource);

/** Handles or ignores alarms in one go (or sets them back to new); every id must be the company's, or none changes. */
export const batchUpdateAlarmStatus = defineRoute({
  method: 'PUT',
  path: '/web/v1/msg_center/alarm/batch_update_alarm_status',
  summary: 'Sets the status of several alarms',
  tag: 'message',
  auth: 'session',
  signed: true,
  permission: MessageObject.alarm,
  request: z.object({
    alarm_ids: idList(MessageMsg.alarmIdsRequired),
    status: codeField([0, 1, 2], MessageMsg.alarmStatusInvalid, 1),
    handle_remark: textOrNull(500),
    ...boundedSigningParams,
  }),
  response: z.object({ updated: z.number().int() }),
});
