import type { FastifyBaseLogger } from 'fastify';

/** What changed in a company's messages: a news item, notice or alarm saved, or alarms handled in a batch. */
export interface MessageSaved {
  kind: 'news' | 'notify' | 'alarm';
  action: 'create' | 'update' | 'status';
  companyId: string;
  ids: string[];
  /** Who saved it (their own bell need not be told). */
  userId: string;
}

export type MessageListener = (event: MessageSaved) => void | Promise<void>;

const listeners = new Set<MessageListener>();

/**
 * The one place a saved message is announced (issue 16 item 5, live updates): the live-events layer subscribes here
 * with `onMessageSaved(listener)` and forwards each event to the open streams of the company's people (their bells
 * then reload the count). A listener's failure is logged and never fails the save that caused it.
 */
export function onMessageSaved(listener: MessageListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the message routes after every save and batch status change, once the write is committed. */
export async function messageSaved(event: MessageSaved, log?: FastifyBaseLogger): Promise<void> {
  for (const listener of listeners) {
    try {
      await listener(event);
    } catch (error) {
      log?.error({ err: error, event: { kind: event.kind, action: event.action } }, 'message listener failed');
    }
  }
}
