import { z } from 'zod';
import { defineResource, optionalUuid, saveRouteOf, uuidField } from '../resource';
import { codeField } from '../message/message-fields';
import { enabledFilter, eventField, eventFilter, recipientFields, recipientRow } from './note-fields';
import { NoteMsg, NoteObject } from './note.messages';

/** `min_level`: an alarm rule tells only of alarms at this level or above (1 提示 … 4 紧急); other events ignore it. */
const minLevel = codeField([1, 2, 3, 4], NoteMsg.levelInvalid, 1);

export const noteCfgRow = z.object({
  note_cfg_id: z.string(),
  event_code: z.string(),
  min_level: z.number(),
  ...recipientRow,
});
export type NoteCfgRow = z.infer<typeof noteCfgRow>;

/**
 * /noteCfg (paths chosen: the spec names the page, not its calls): which event tells which jobs, in the bell, by SMS
 * or both. Several rules may name one event; their recipients add up.
 */
export const noteCfgResource = defineResource({
  name: 'note_cfg',
  tag: 'note',
  scope: 'company',
  id: 'note_cfg_id',
  row: noteCfgRow,
  fields: { event_code: eventField, min_level: minLevel, ...recipientFields },
  filters: { event_code: eventFilter, enabled: enabledFilter },
  sort: ['created_at', 'event_code'],
  perPage: false,
  permission: NoteObject.cfg,
  messages: { notFound: NoteMsg.cfgNotFound, idRequired: NoteMsg.cfgIdRequired },
  calls: {
    list: { method: 'GET', path: '/api/v1/note/cfg/list', summary: 'Notification rules (path chosen)' },
    create: { method: 'POST', path: '/api/v1/note/cfg/save', summary: 'Saves a notification rule (path chosen)' },
    update: { method: 'POST', path: '/api/v1/note/cfg/save', summary: 'Saves a notification rule (path chosen)' },
    delete: { method: 'DELETE', path: '/api/v1/note/cfg/delete', summary: 'Deletes a notification rule (path chosen)' },
  },
});
export const { list: listNoteCfgs, delete: deleteNoteCfg } = noteCfgResource.routes;
export const saveNoteCfg = saveRouteOf(noteCfgResource);

export const projectNoteRow = z.object({
  project_note_id: z.string(),
  project_id: z.string(),
  project_name: z.string().nullable(),
  event_code: z.string(),
  min_level: z.number(),
  ...recipientRow,
});
export type ProjectNoteRow = z.infer<typeof projectNoteRow>;

/**
 * /ProjectNote: a project's own rules for an event. Where a project has any rule for an event (enabled or not), they
 * replace the unit's rules of that event for that project's alarms; a disabled one silences it there.
 */
export const projectNoteResource = defineResource({
  name: 'project_note',
  tag: 'note',
  scope: 'company',
  id: 'project_note_id',
  row: projectNoteRow,
  fields: { project_id: uuidField(NoteMsg.projectRequired), event_code: eventField, min_level: minLevel, ...recipientFields },
  filters: { project_id: optionalUuid(NoteMsg.projectInvalid), event_code: eventFilter, enabled: enabledFilter },
  sort: ['created_at', 'event_code'],
  perPage: false,
  permission: NoteObject.project,
  messages: { notFound: NoteMsg.cfgNotFound, idRequired: NoteMsg.cfgIdRequired },
  calls: {
    list: { method: 'GET', path: '/api/v1/note/project_cfg/list', summary: 'Project notification rules (path chosen)' },
    create: { method: 'POST', path: '/api/v1/note/project_cfg/save', summary: 'Saves a project notification rule (path chosen)' },
    update: { method: 'POST', path: '/api/v1/note/project_cfg/save', summary: 'Saves a project notification rule (path chosen)' },
    delete: { method: 'DELETE', path: '/api/v1/note/project_cfg/delete', summary: 'Deletes a project notification rule (path chosen)' },
  },
});
export const { list: listProjectNotes, delete: deleteProjectNote } = projectNoteResource.routes;
export const saveProjectNote = saveRouteOf(projectNoteResource);
