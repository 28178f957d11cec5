import type { FastifyInstance } from 'fastify';
import { NOTE_EVENTS, note, renderNoteTemplate, templateVariables } from '@zhuyun/contracts';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import { pageOf, tenantOf, windowOf } from '../../platform/tenant';
import { NoteDispatcher } from './note-dispatch';
import { checkTemplate, registerNoteResources } from './note-resources';
import { NoteSender } from './note-sender';
import { NoteRepo } from './note.repo';

/**
 * Notification settings (issue 16 item 6): the rules of /noteCfg and /ProjectNote, the SMS templates of /NoteModelCfg
 * with their preview, the send log — and the dispatcher that applies the rules to alarms and approvals as they are
 * published.
 */
export function registerNoteRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;
  const repo = new NoteRepo(db);
  registerNoteResources(app, platform, repo, db);

  registerRoute(app, platform, note.previewNoteTemplate, {
    handler: async ({ input }) => {
      checkTemplate(input.event_code, input.content);
      const text = renderNoteTemplate(input.content, NOTE_EVENTS[input.event_code].variables);
      return { text, length: [...text].length, variables: templateVariables(input.content) };
    },
  });

  registerRoute(app, platform, note.listNoteSendLogs, {
    handler: async ({ input, session, setMsg }) => {
      const window = windowOf(input);
      const found = await repo.logs(tenantOf(session), input, window);
      return pageOf(window, found.rows, found.total, setMsg);
    },
  });

  const dispatcher = new NoteDispatcher(db, repo, noteSender(platform, app), app.log);
  const stop = platform.events.onPublished((event) => dispatcher.handle(event));
  app.addHook('onClose', async () => {
    stop();
    await dispatcher.idle();
  });
}

/** The sender other modules tell people through (the API monitor). */
export function noteSender(platform: Platform, app: FastifyInstance): NoteSender {
  return new NoteSender(new NoteRepo(platform.database.db), platform.events, platform.sms ?? null, app.log);
}
