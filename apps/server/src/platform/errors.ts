import { Msg, ResultCode } from '@zhuyun/contracts';

const defaultMessage: Record<ResultCode, string> = {
  0: Msg.ok,
  10001: Msg.validationFailed,
  10002: Msg.notFound,
  10003: Msg.conflict,
  10101: Msg.wrongCredentials,
  10102: Msg.accountLocked,
  10103: Msg.accountFrozen,
  10104: Msg.codeInvalid,
  10105: Msg.codeTooSoon,
  10201: Msg.tokenInvalid,
  10204: Msg.sessionEnded,
  10301: Msg.signatureInvalid,
  10302: Msg.timestampOutOfWindow,
  10303: Msg.replayed,
  10403: Msg.forbidden,
  10429: Msg.rateLimited,
  33199: Msg.thirdPartyUnbound,
  50000: Msg.internal,
};

/** The one error class of the server: a code from the closed table and the message a person may read. */
export class AppError extends Error {
  readonly code: ResultCode;
  constructor(code: ResultCode, message?: string) {
    super(message ?? defaultMessage[code]);
    this.code = code;
  }
}

export const fail = {
  validation: (msg: string) => new AppError(ResultCode.VALIDATION, msg),
  notFound: (msg?: string) => new AppError(ResultCode.NOT_FOUND, msg),
  conflict: (msg: string) => new AppError(ResultCode.CONFLICT, msg),
  forbidden: (msg?: string) => new AppError(ResultCode.FORBIDDEN, msg),
};
