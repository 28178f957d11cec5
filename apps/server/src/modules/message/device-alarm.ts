import type { FastifyBaseLogger } from 'fastify';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client';
import { msgAlarms } from '../../db/schema';
import type { EventBus } from '../../platform/events/event-bus';
import { messageSaved } from './message.events';

export interface DeviceAlarm {
  companyId: string;
  projectId: string | null;
  title: string;
  content: string;
  /** 1 提示, 2 一般, 3 严重, 4 紧急. */
  level: 1 | 2 | 3 | 4;
  occurredAt: Date;
}

/**
 * An alarm raised by a device rather than a person (a sensor gone silent …): stored in the message centre with source
 * 'device', then announced like a saved one, so every bell of the company re-reads its count. Answers the alarm's id.
 */
export async function raiseDeviceAlarm(db: Db, bus: EventBus, alarm: DeviceAlarm, log?: FastifyBaseLogger): Promise<string> {
  const alarmId = uuidv7();
  await db.insert(msgAlarms).values({
    company_id: alarm.companyId,
    alarm_id: alarmId,
    title: alarm.title,
    content: alarm.content,
    level: alarm.level,
    source: 'device',
    project_id: alarm.projectId,
    occurred_at: alarm.occurredAt,
  });
  await messageSaved(bus, { kind: 'alarm', action: 'create', companyId: alarm.companyId, ids: [alarmId], userId: '' }, log);
  return alarmId;
}
