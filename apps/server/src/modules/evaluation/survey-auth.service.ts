import { EvalMsg, EvalRules, ResultCode } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { AppError, fail } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import type { EvalCodeService } from './eval-code.service';
import { RespondentRepo } from './respondent.repo';
import type { SurveyRepo } from './survey.repo';
import { SurveyTokenRepo, TokenKind } from './survey-token.repo';

export interface RespondentPerson {
  company_id: string;
  person_id: string;
  person_name: string;
}

export interface SurveyCaller {
  phone: string;
  companyIds: string[];
}

/**
 * Who answers the questionnaire: a phone and its 4-digit service password (argon2id), 5 wrong tries in 15 minutes
 * lock the phone for 15 minutes; recovery and first setting of the password go through an SMS code and a ticket.
 */
export class SurveyAuthService {
  private readonly respondents: RespondentRepo;
  private readonly tokens: SurveyTokenRepo;

  constructor(
    private readonly db: Db,
    private readonly survey: SurveyRepo,
    private readonly codes: EvalCodeService,
  ) {
    this.respondents = new RespondentRepo(db);
    this.tokens = new SurveyTokenRepo(db);
  }

  private async enrolled(phone: string) {
    const respondent = await this.respondents.byPhone(phone);
    return respondent && respondent.company_ids.length > 0 ? respondent : undefined;
  }

  async verify(phone: string, password: string) {
    const respondent = await this.enrolled(phone);
    if (respondent?.locked_until && respondent.locked_until.getTime() > Date.now()) {
      throw new AppError(ResultCode.ACCOUNT_LOCKED, EvalMsg.locked);
    }
    const ok = await verifyPassword(respondent?.password_hash ?? null, password);
    if (!ok) {
      if (respondent && !respondent.password_hash) throw new AppError(ResultCode.WRONG_CREDENTIALS, EvalMsg.passwordNotSet);
      if (respondent) {
        const locked = await this.respondents.recordFailure(phone, { max: EvalRules.maxWrongPasswords, windowMs: EvalRules.wrongWindowMs, lockMs: EvalRules.lockMs });
        if (locked) throw new AppError(ResultCode.ACCOUNT_LOCKED, EvalMsg.locked);
      }
      throw new AppError(ResultCode.WRONG_CREDENTIALS, EvalMsg.wrongServicePassword);
    }
    const caller = respondent as NonNullable<typeof respondent>;
    await this.respondents.clearFailures(phone);
    const persons = await this.survey.personsOf(phone, caller.company_ids);
    const { token, expires_at } = await this.tokens.issue(phone, TokenKind.session, EvalRules.surveySessionMs);
    return { access_token: token, expires_at: expires_at.toISOString(), person_name: persons[0]?.person_name ?? '' };
  }

  async checkPhone(phone: string) {
    const respondent = await this.enrolled(phone);
    return { exists: Boolean(respondent), has_password: Boolean(respondent?.password_hash) };
  }

  async checkPhoneName(phone: string, name: string): Promise<void> {
    const respondent = await this.enrolled(phone);
    const persons = respondent ? await this.survey.personsOf(phone, respondent.company_ids) : [];
    if (!persons.some((p) => p.person_name === name.trim())) throw fail.validation(EvalMsg.phoneNameMismatch);
  }

  async sendCode(phone: string, ip: string): Promise<void> {
    if (!(await this.enrolled(phone))) throw fail.validation(EvalMsg.phoneNameMismatch);
    await this.codes.send(phone, ip);
  }

  async checkCode(phone: string, code: string) {
    const ticket = await this.codes.redeem(phone, code, (tx) => this.tokens.issue(phone, TokenKind.resetTicket, EvalRules.resetTicketMs, tx));
    return { ticket: ticket.token };
  }

  /** Sets the phone's service password; answers the phone's persons (one per unit), whose trails record it. */
  async editPassword(phone: string, password: string, ticket: string): Promise<RespondentPerson[]> {
    if ((await this.tokens.phoneOf(ticket, TokenKind.resetTicket)) !== phone) {
      throw new AppError(ResultCode.CODE_INVALID, EvalMsg.resetTicketInvalid);
    }
    // Hashed before the transaction: a PGlite transaction must wait on nothing but the database.
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      await RespondentRepo.setPassword(tx, phone, passwordHash);
      await this.tokens.revoke(ticket, tx);
      await this.tokens.revokeAll(phone, TokenKind.session, tx);
    });
    return this.personsOfPhone(phone);
  }

  /** The phone's persons in the units that enrolled it: whose audit trails a questionnaire act of the phone lands in. */
  async personsOfPhone(phone: string): Promise<RespondentPerson[]> {
    const respondent = await this.enrolled(phone);
    return respondent ? this.survey.personsOf(phone, respondent.company_ids) : [];
  }

  /** The caller of a questionnaire call from its token; 10201 sends the page back to verification. */
  async caller(token: string | undefined): Promise<SurveyCaller> {
    const phone = await this.tokens.phoneOf(token, TokenKind.session);
    const respondent = phone ? await this.enrolled(phone) : undefined;
    if (!phone || !respondent) throw new AppError(ResultCode.TOKEN_INVALID, EvalMsg.surveyExpired);
    return { phone, companyIds: respondent.company_ids };
  }
}
