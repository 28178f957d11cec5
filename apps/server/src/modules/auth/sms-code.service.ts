import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { Limits, Msg, MsgWith, ResultCode, SmsRules } from '@zhuyun/contracts';
import type { Db, Tx } from '../../db/client';
import { smsCodes } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { hmacHex, randomDigits, safeEqual } from '../../platform/crypto';
import type { SmsProvider } from '../../platform/sms/sms-provider';


/**
 * Verification codes: 60 s between sends per phone, 5 an hour and 10 a day, 6 secure digits living 5 minutes,
 * single use, bound to phone and usage, burnt by 5 wrong tries.
 */
export class SmsCodeService {
  constructor(
    private readonly db: Db,
    private readonly sms: SmsProvider,
    /** A server secret: a leaked table of six-digit codes cannot be brute-forced without it. */
    private readonly pepper: string,
  ) {}

  private hash(phone: string, usage: number, code: string): string {
    return hmacHex(this.pepper, `${phone}:${usage}:${code}`);
  }

  /**
   * `deliver: false` (a login code to an unregistered phone) keeps every rule and row of a real send, so its answers
   * (已发送, then 10105 within 60 s, the hourly and daily caps) cannot tell the two apart, but sends nothing: the stored
   * hash is of digits nobody ever sees.
   */
  async send(input: { phone: string; usage_code: number; template_no?: string; ip: string; deliver?: boolean }): Promise<void> {
    const code = randomDigits(SmsRules.codeDigits);
    const now = Date.now();
    await this.db.transaction(async (tx) => {
      // Serialises sends per phone so two concurrent requests cannot both pass the 60 s rule.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${input.phone}`}))`);
      const [last] = await tx
        .select({ created_at: smsCodes.created_at })
        .from(smsCodes)
        .where(eq(smsCodes.phone, input.phone))
        .orderBy(desc(smsCodes.created_at))
        .limit(1);
      const waited = last ? (now - last.created_at.getTime()) / 1000 : Infinity;
      if (waited < Limits.codeResendSeconds) {
        const left = Math.ceil(Limits.codeResendSeconds - waited);
        throw new AppError(ResultCode.CODE_TOO_SOON, MsgWith.codeTooSoon(left));
      }
      if ((await this.sentSince(tx, input.phone, now - 3_600_000)) >= SmsRules.perHour) {
        throw new AppError(ResultCode.RATE_LIMITED, Msg.codeHourlyCap);
      }
      if ((await this.sentSince(tx, input.phone, now - 86_400_000)) >= SmsRules.perDay) {
        throw new AppError(ResultCode.RATE_LIMITED, Msg.codeDailyCap);
      }
      await tx
        .update(smsCodes)
        .set({ used_at: new Date(now) })
        .where(and(eq(smsCodes.phone, input.phone), eq(smsCodes.usage_code, input.usage_code), isNull(smsCodes.used_at)));
      await tx.insert(smsCodes).values({
        id: uuidv7(),
        phone: input.phone,
        usage_code: input.usage_code,
        code_hash: this.hash(input.phone, input.usage_code, code),
        created_at: new Date(now),
        expires_at: new Date(now + SmsRules.lifetimeSeconds * 1000),
        request_ip: input.ip,
      });
    });
    if (input.deliver === false) return;
    // Sent after the commit: the transaction never waits on the provider.
    await this.sms.sendCode({ phone: input.phone, code, usage_code: input.usage_code, template_no: input.template_no });
  }

  private async sentSince(tx: Tx, phone: string, since: number): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), gt(smsCodes.created_at, new Date(since))));
    return Number(row?.n ?? 0);
  }

  /**
   * Runs `work` in one transaction with the use of the live code of this phone and usage, so the code and what it
   * unlocks commit together. A wrong code rolls the work back, then counts its try in a statement of its own
   * (5 wrong tries burn the code) and answers 10104.
   */
  async redeem<T>(phone: string, usage: number, code: string, work: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(async (tx) => {
        await this.use(tx, phone, usage, code);
        return work(tx);
      });
    } catch (error) {
      if (error instanceof WrongCode) {
        await this.db
          .update(smsCodes)
          .set({
            wrong_tries: sql`${smsCodes.wrong_tries} + 1`,
            used_at: sql`case when ${smsCodes.wrong_tries} + 1 >= ${SmsRules.maxWrongTries} then now() else null end`,
          })
          .where(and(eq(smsCodes.id, error.codeId), isNull(smsCodes.used_at)));
        throw new AppError(ResultCode.CODE_INVALID);
      }
      throw error;
    }
  }

  private async use(tx: Tx, phone: string, usage: number, code: string): Promise<void> {
    const [live] = await tx
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), eq(smsCodes.usage_code, usage), isNull(smsCodes.used_at), gt(smsCodes.expires_at, new Date())))
      .orderBy(desc(smsCodes.created_at))
      .limit(1)
      .for('update');
    if (!live) throw new AppError(ResultCode.CODE_INVALID);
    if (!safeEqual(live.code_hash, this.hash(phone, usage, code.trim()))) throw new WrongCode(live.id);
    await tx.update(smsCodes).set({ used_at: new Date() }).where(eq(smsCodes.id, live.id));
  }
}

class WrongCode extends Error {
  constructor(readonly codeId: string) {
    super('wrong code');
  }
}
