import { z } from 'zod';
import { defineRoute } from '../route';
import { boundedSigningParams, boundedString, defineResource, saveRouteOf, searchText, text, textOrNull } from '../resource';
import { eventField, eventFilter } from './note-fields';
import { NoteMsg, NoteObject } from './note.messages';

export const TEMPLATE_CONTENT_MAX = 300;

const content = boundedString(TEMPLATE_CONTENT_MAX, NoteMsg.templateContentTooLong).trim().min(1, { error: NoteMsg.templateContentRequired });

export const noteTemplateRow = z.object({
  template_id: z.string(),
  template_name: z.string(),
  event_code: z.string(),
  template_code: z.string().nullable(),
  content: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type NoteTemplateRow = z.infer<typeof noteTemplateRow>;

/**
 * /NoteModelCfg: SMS templates with ${variables} of their event (NOTE_EVENTS); a template naming a variable its event
 * lacks is refused. `template_code` is the SMS platform's own template number, handed to the provider.
 */
export const noteTemplateResource = defineResource({
  name: 'note_template',
  tag: 'note',
  scope: 'company',
  id: 'template_id',
  row: noteTemplateRow,
  fields: {
    template_name: text(50, NoteMsg.templateNameRequired),
    event_code: eventField,
    template_code: textOrNull(50).refine((v) => v == null || /^[A-Za-z0-9_-]+$/.test(v), { error: NoteMsg.templateCodeInvalid }),
    content,
  },
  filters: { event_code: eventFilter, search: searchText(50) },
  sort: ['created_at', 'template_name'],
  perPage: false,
  permission: NoteObject.template,
  messages: { notFound: NoteMsg.templateNotFound, idRequired: NoteMsg.templateIdRequired },
  calls: {
    list: { method: 'GET', path: '/api/v1/note/template/list', summary: 'SMS templates (path chosen)' },
    create: { method: 'POST', path: '/api/v1/note/template/save', summary: 'Saves an SMS template (path chosen)' },
    update: { method: 'POST', path: '/api/v1/note/template/save', summary: 'Saves an SMS template (path chosen)' },
    delete: { method: 'DELETE', path: '/api/v1/note/template/delete', summary: 'Deletes an SMS template (path chosen)' },
  },
});
export const { list: listNoteTemplates, delete: deleteNoteTemplate } = noteTemplateResource.routes;
export const saveNoteTemplate = saveRouteOf(noteTemplateResource);

/** The template with its event's sample values, as the SMS would read; unknown variables are refused (10001). */
export const previewNoteTemplate = defineRoute({
  method: 'POST',
  path: '/api/v1/note/template/preview',
  summary: 'Previews an SMS template with sample values (path chosen)',
  tag: 'note',
  auth: 'session',
  signed: true,
  permission: NoteObject.template,
  request: z.object({ event_code: eventField, content, ...boundedSigningParams }),
  response: z.object({ text: z.string(), length: z.number().int(), variables: z.array(z.string()) }),
});
