import { z } from 'zod';
import { optionalUuid, textOrNull, uuidField } from '../resource';
import { codeField, codeFilter } from '../message/message-fields';
import { NOTE_EVENT_CODES, NoteMsg } from './note.messages';

export const eventField = z.enum(NOTE_EVENT_CODES, { error: NoteMsg.eventInvalid });
export const eventFilter = z.enum(NOTE_EVENT_CODES, { error: NoteMsg.eventInvalid }).optional();

/** Up to 50 jobs of the unit, at least one. */
export const jobIds = z
  .array(uuidField(NoteMsg.jobsRequired), { error: NoteMsg.jobsRequired })
  .min(1, { error: NoteMsg.jobsRequired })
  .max(50, { error: NoteMsg.tooManyJobs });

/** Who is told and how: the fields a rule of /noteCfg, /ProjectNote and the API monitor share. */
export const recipientFields = {
  job_ids: jobIds,
  in_app: codeField([0, 1], NoteMsg.channelInvalid, 1),
  sms: codeField([0, 1], NoteMsg.channelInvalid, 0),
  template_id: optionalUuid(NoteMsg.templateInvalid),
  enabled: codeField([0, 1], NoteMsg.enabledInvalid, 1),
  remark: textOrNull(200),
};

export const recipientRow = {
  job_ids: z.array(z.string()),
  job_names: z.array(z.string()),
  in_app: z.number(),
  sms: z.number(),
  template_id: z.string().nullable(),
  template_name: z.string().nullable(),
  enabled: z.number(),
  remark: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
};

export const enabledFilter = codeFilter([0, 1], NoteMsg.enabledInvalid);
