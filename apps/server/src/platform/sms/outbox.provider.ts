import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import type { SmsMessage, SmsProvider, SmsText } from './sms-provider';

/** Stores and logs codes instead of sending them: development, demos and tests. */
export class OutboxSmsProvider implements SmsProvider {
  readonly name = 'outbox';

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  async sendCode(message: SmsMessage): Promise<void> {
    await this.db.insert(smsOutbox).values({
      id: uuidv7(),
      phone: message.phone,
      usage_code: message.usage_code,
      template_no: message.template_no ?? null,
      code: message.code,
    });
    this.log.info({ phone: message.phone, usage_code: message.usage_code, code: message.code }, 'sms outbox: code stored');
  }

  /** A notification: stored with usage 0 and its text, never sent. */
  async sendText(message: SmsText): Promise<void> {
    await this.db.insert(smsOutbox).values({ id: uuidv7(), phone: message.phone, usage_code: 0, template_no: message.template_no ?? null, code: '', content: message.text });
    this.log.info({ phone: message.phone, template_no: message.template_no ?? null }, 'sms outbox: notification stored');
  }

  async read(phone: string | undefined, limit = 50) {
    const rows = await this.db
      .select({ phone: smsOutbox.phone, code: smsOutbox.code, usage_code: smsOutbox.usage_code, created_at: smsOutbox.created_at })
      .from(smsOutbox)
      .where(phone ? eq(smsOutbox.phone, phone) : undefined)
      .orderBy(desc(smsOutbox.created_at), desc(smsOutbox.id))
      .limit(limit);
    return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
  }
}
