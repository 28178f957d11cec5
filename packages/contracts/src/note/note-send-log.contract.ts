import { z } from 'zod';
import { defineRoute } from '../route';
import { boundedSigningParams, pagingShape, searchText } from '../resource';
import { codeFilter } from '../message/message-fields';
import { eventFilter } from './note-fields';
import { NoteMsg, NoteObject } from './note.messages';

export const noteSendLogRow = z.object({
  log_id: z.string(),
  event_code: z.string(),
  channel: z.number(),
  user_name: z.string().nullable(),
  /** Masked: 138****0001. */
  phone: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  status: z.number(),
  error: z.string().nullable(),
  created_at: z.string(),
});
export type NoteSendLogRow = z.infer<typeof noteSendLogRow>;

/** Every notice the rules sent, in-app or SMS, with its result (the 发送记录 tab of /noteCfg), newest first. */
export const listNoteSendLogs = defineRoute({
  method: 'GET',
  path: '/api/v1/note/send_log/list',
  summary: 'Notification send records (path chosen)',
  tag: 'note',
  auth: 'session',
  signed: true,
  permission: NoteObject.cfg,
  request: z.object({
    event_code: eventFilter,
    channel: codeFilter([1, 2], NoteMsg.channelInvalid),
    status: codeFilter([1, 2], NoteMsg.statusInvalid),
    search: searchText(50),
    ...pagingShape(false),
    ...boundedSigningParams,
  }),
  response: z.object({ list: z.array(noteSendLogRow), total_count: z.number().int(), cur_page: z.number().int(), page_size: z.number().int() }),
});
