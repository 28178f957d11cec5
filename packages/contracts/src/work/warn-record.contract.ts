import { z } from 'zod';
import { defineResource, optionalUuid, searchText, text, textOrNull } from '../resource';
import { codeField, codeFilter } from '../message/message-fields';
import { WARN_SOURCES, WorkMsg, WorkObject } from './work.messages';

export const warnRecordRow = z.object({
  warn_id: z.string(),
  source: z.string(),
  level: z.number(),
  message: z.string(),
  project_id: z.string().nullable(),
  project_name: z.string().nullable(),
  handled: z.number(),
  handled_name: z.string().nullable(),
  handled_at: z.string().nullable(),
  handle_remark: z.string().nullable(),
  created_at: z.string(),
});
export type WarnRecordRow = z.infer<typeof warnRecordRow>;

/**
 * Warning records (spec-2 §7.3: `getMsg` lists, `editMsg` edits — handling one sets who and when). Devices, projects,
 * the system and the API monitor raise them; `addMsg` (ours) records one by hand.
 */
export const warnRecordResource = defineResource({
  name: 'warn_record',
  tag: 'work',
  scope: 'company',
  id: 'warn_id',
  row: warnRecordRow,
  fields: {
    source: z.enum(WARN_SOURCES, { error: WorkMsg.warnSourceInvalid }),
    level: codeField([1, 2, 3, 4], WorkMsg.warnLevelInvalid, 2),
    message: text(500, WorkMsg.warnMessageRequired),
    project_id: optionalUuid(WorkMsg.projectInvalid),
    handled: codeField([0, 1], WorkMsg.handledInvalid, 0),
    handle_remark: textOrNull(200),
  },
  filters: {
    source: z.enum(WARN_SOURCES, { error: WorkMsg.warnSourceInvalid }).optional(),
    level: codeFilter([1, 2, 3, 4], WorkMsg.warnLevelInvalid),
    handled: codeFilter([0, 1], WorkMsg.handledInvalid),
    search: searchText(100),
  },
  sort: ['created_at', 'level'],
  perPage: false,
  permission: WorkObject.warn,
  messages: { notFound: WorkMsg.warnNotFound, idRequired: WorkMsg.warnIdRequired },
  calls: {
    list: { method: 'GET', path: '/ydt/warnRecord/getMsg', summary: 'Warning records' },
    create: { method: 'POST', path: '/ydt/warnRecord/addMsg', summary: 'Records a warning (path chosen)' },
    update: { method: 'POST', path: '/ydt/warnRecord/editMsg', summary: 'Edits a warning record' },
  },
});
export const { list: getWarnMsgs, create: addWarnMsg, update: editWarnMsg } = warnRecordResource.routes;
