import { LiveEventType } from '@zhuyun/contracts';
import type { EventBus } from './event-bus';

/**
 * What the message centre (issue 16 items 1 and 4) calls after saving: the bell of everyone concerned learns of the
 * notice or alarm within a moment, on whichever node their browser is connected. Call after the write committed.
 * `userIds` omitted or null: everyone of the company who is online; a list: those people only (one event each).
 */
export interface NoticeEvent {
  companyId: string;
  userIds?: readonly string[] | null;
  notice: { id: string; title: string; category?: string | null; kind?: 'news' | 'notify' };
}

export interface AlarmEvent {
  companyId: string;
  userIds?: readonly string[] | null;
  alarm: { id: string; level: number; title?: string | null; source?: string | null; project_id?: string | null };
}

export async function publishNotice(bus: EventBus, { companyId, userIds, notice }: NoticeEvent): Promise<void> {
  await fanOut(bus, companyId, userIds, LiveEventType.notice, notice);
}

export async function publishAlarm(bus: EventBus, { companyId, userIds, alarm }: AlarmEvent): Promise<void> {
  await fanOut(bus, companyId, userIds, LiveEventType.alarm, alarm);
}

async function fanOut(bus: EventBus, companyId: string, userIds: readonly string[] | null | undefined, type: string, payload: unknown) {
  if (!userIds) {
    await bus.publish({ companyId, type, payload });
    return;
  }
  await Promise.all([...new Set(userIds)].map((userId) => bus.publish({ companyId, userId, type, payload })));
}
