import type { FastifyBaseLogger } from 'fastify';
import { LiveEventType } from '@zhuyun/contracts';
import type { EventBus } from '../../platform/events/event-bus';

/** What changed in a company's messages: a news item, notice or alarm saved, or alarms handled in a batch. */
export interface MessageSaved {
  kind: 'news' | 'notify' | 'alarm';
  action: 'create' | 'update' | 'status';
  companyId: string;
  ids: string[];
  /** Who saved it. */
  userId: string;
}

/**
 * The one place a saved message is announced (issue 16 item 5): a live event to the company's open streams, on
 * whichever node they are, so every bell re-reads its count. The payload carries ids only — a person outside a notice's
 * audience learns nothing but that something changed. A failure is logged and never fails the save that caused it.
 */
export async function messageSaved(bus: EventBus, event: MessageSaved, log?: FastifyBaseLogger): Promise<void> {
  try {
    await bus.publish({
      companyId: event.companyId,
      type: event.kind === 'alarm' ? LiveEventType.alarm : LiveEventType.notice,
      payload: { kind: event.kind, action: event.action, ids: event.ids.slice(0, 100) },
    });
  } catch (error) {
    log?.error({ err: error, event: { kind: event.kind, action: event.action } }, 'message announcement failed');
  }
}
