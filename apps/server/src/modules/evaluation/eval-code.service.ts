import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { EvalUsage, Limits, Msg, MsgWith, ResultCode, SmsRules } from '@zhuyun/contracts';
import type { Db, Tx } from '../../db/client';
import { smsCodes } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { hmacHex, randomDigits, safeEqual } from '../../platform/crypto';
import type { SmsProvider } from '../../platform/sms/sms-provider';

const USAGE = EvalUsage.recover;

/**
 * The questionnaire's verification codes: the platform's rules (6 secure digits, 5 minutes, single use, hashed with a
 * server secret, burnt by 5 wrong tries, 5 an hour and 10 a day per phone) except the resend wait, which is 30 s on
 * the evaluation page (spec-1 §9). Stored in the platform's sms_codes table under their own usage code.
 */
export class EvalCodeService {
  constructor(
    private readonly db: Db,
    private readonly sms: SmsProvider,
    private readonly pepper: string,
  ) {}

  private hash(phone: string, code: string): string {
    return hmacHex(this.pepper, `${phone}:${USAGE}:${code}`);
  }

  async send(phone: string, ip: string): Promise<void> {
    const code = randomDigits(SmsRules.codeDigits);
    const now = Date.now();
    const wait = Limits.evaluationCodeResendSeconds;
    await this.db.transaction(async (tx) => {
      // Serialises sends per phone so two concurrent requests cannot both pass the resend rule.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`);
      const [last] = await tx
        .select({ created_at: smsCodes.created_at })
        .from(smsCodes)
        .where(and(eq(smsCodes.phone, phone), eq(smsCodes.usage_code, USAGE)))
        .orderBy(desc(smsCodes.created_at))
        .limit(1);
      const waited = last ? (now - last.created_at.getTime()) / 1000 : Infinity;
      if (waited < wait) throw new AppError(ResultCode.CODE_TOO_SOON, MsgWith.codeTooSoon(Math.ceil(wait - waited)));
      if ((await this.sentSince(tx, phone, now - 3_600_000)) >= SmsRules.perHour) throw new AppError(ResultCode.RATE_LIMITED, Msg.codeHourlyCap);
      if ((await this.sentSince(tx, phone, now - 86_400_000)) >= SmsRules.perDay) throw new AppError(ResultCode.RATE_LIMITED, Msg.codeDailyCap);
      await tx
        .update(smsCodes)
        .set({ used_at: new Date(now) })
        .where(and(eq(smsCodes.phone, phone), eq(smsCodes.usage_code, USAGE), isNull(smsCodes.used_at)));
      await tx.insert(smsCodes).values({
        id: uuidv7(),
        phone,
        usage_code: USAGE,
        code_hash: this.hash(phone, code),
        created_at: new Date(now),
        expires_at: new Date(now + SmsRules.lifetimeSeconds * 1000),
        request_ip: ip,
      });
    });
    await this.sms.sendCode({ phone, code, usage_code: USAGE, template_no: 'eval_recover' });
  }

  private async sentSince(tx: Tx, phone: string, since: number): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), eq(smsCodes.usage_code, USAGE), gt(smsCodes.created_at, new Date(since))));
    return Number(row?.n ?? 0);
  }

  /** Uses the live code inside one transaction with `work`; a wrong code counts a try afterwards and answers 10104. */
  async redeem<T>(phone: string, code: string, work: (tx: Tx) => Promise<T>): Promise<T> {
    let wrongId: string | null = null;
    try {
      return await this.db.transaction(async (tx) => {
        const [live] = await tx
          .select()
          .from(smsCodes)
          .where(and(eq(smsCodes.phone, phone), eq(smsCodes.usage_code, USAGE), isNull(smsCodes.used_at), gt(smsCodes.expires_at, new Date())))
          .orderBy(desc(smsCodes.created_at))
          .limit(1)
          .for('update');
        if (!live) throw new AppError(ResultCode.CODE_INVALID);
        if (!safeEqual(live.code_hash, this.hash(phone, code.trim()))) {
          wrongId = live.id;
          throw new AppError(ResultCode.CODE_INVALID);
        }
        await tx.update(smsCodes).set({ used_at: new Date() }).where(eq(smsCodes.id, live.id));
        return work(tx);
      });
    } finally {
      if (wrongId) {
        await this.db
          .update(smsCodes)
          .set({
            wrong_tries: sql`${smsCodes.wrong_tries} + 1`,
            used_at: sql`case when ${smsCodes.wrong_tries} + 1 >= ${SmsRules.maxWrongTries} then now() else null end`,
          })
          .where(and(eq(smsCodes.id, wrongId), isNull(smsCodes.used_at)));
      }
    }
  }
}
