import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_SMS_TEXT, LiveEventType, renderNoteTemplate, type NoteEventCode } from '@zhuyun/contracts';
import type { EventBus } from '../../platform/events/event-bus';
import type { SmsProvider } from '../../platform/sms/sms-provider';
import type { NoteRepo, Recipient, Rule, SendLog } from './note.repo';

/** One event to tell: its title (the notice's), the values of its template's variables, and the rules that apply. */
export interface Delivery {
  companyId: string;
  event: NoteEventCode;
  title: string;
  values: Record<string, string>;
  /** The alarm, request or rule the notice is about. */
  refId: string | null;
  rules: readonly Rule[];
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const SMS_PREFIX = /^【[^】]*】/;

/**
 * Tells the people the rules name (issue 16 item 6): one in-app notice to the union of the in-app rules' jobs (the bell
 * of each of them counts it at once, through the live events), and one SMS per person of the SMS rules' jobs (the first
 * rule naming a person decides their template), through the SMS provider. Every send is recorded with its result.
 */
export class NoteSender {
  constructor(
    private readonly repo: NoteRepo,
    private readonly bus: EventBus,
    private readonly sms: SmsProvider | null,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Answers how many sends were recorded. */
  async deliver(d: Delivery): Promise<number> {
    const logs: SendLog[] = [];
    const base = { event_code: d.event, title: d.title, ref_id: d.refId } as const;
    const text = renderNoteTemplate(DEFAULT_SMS_TEXT[d.event], d.values);

    const inAppJobs = [...new Set(d.rules.filter((r) => Number(r.in_app) === 1).flatMap((r) => r.job_ids))];
    const people = inAppJobs.length ? await this.repo.recipients(d.companyId, inAppJobs) : [];
    // Nobody holds those jobs: no notice (it would only clutter the unit's notice list).
    if (people.length) {
      const notice = text.replace(SMS_PREFIX, '');
      const noticeId = await this.repo.insertNotice(d.companyId, d.title, `<p>${escapeHtml(notice)}</p>`, inAppJobs);
      for (const p of people) logs.push({ ...base, channel: 1, user_id: p.user_id, user_name: p.user_name, phone: null, content: notice, status: 1, error: null });
      await this.bus
        .publish({ companyId: d.companyId, type: LiveEventType.notice, payload: { kind: 'notify', action: 'create', ids: [noticeId] } })
        .catch((error: unknown) => this.log.error({ err: error }, 'notification: announcing the notice failed'));
    }

    const told = new Set<string>();
    for (const rule of d.rules.filter((r) => Number(r.sms) === 1)) {
      const template = rule.template_id ? await this.repo.template(d.companyId, rule.template_id) : null;
      const body = template ? renderNoteTemplate(template.content, d.values) : text;
      const targets = (await this.repo.recipients(d.companyId, rule.job_ids)).filter((p) => !told.has(p.user_id));
      for (const p of targets) {
        told.add(p.user_id);
        logs.push({ ...base, channel: 2, user_id: p.user_id, user_name: p.user_name, phone: p.phone, content: body, ...(await this.send(p, body, template?.template_code ?? null)) });
      }
    }
    await this.repo.insertLogs(d.companyId, logs);
    return logs.length;
  }

  private async send(person: Recipient, text: string, templateNo: string | null): Promise<{ status: 1 | 2; error: string | null }> {
    if (!this.sms) return { status: 2, error: '短信服务未配置' };
    if (!person.phone) return { status: 2, error: '未登记手机号' };
    try {
      await this.sms.sendText({ phone: person.phone, text, template_no: templateNo });
      return { status: 1, error: null };
    } catch (error) {
      this.log.warn({ err: error }, 'notification: an SMS was refused');
      return { status: 2, error: (error instanceof Error ? error.message : String(error)).slice(0, 200) || '发送失败' };
    }
  }
}
