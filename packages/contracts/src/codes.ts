/** The closed table of result codes (ARCHITECTURE.md rule 4). Nothing outside this table is ever sent. */
export const ResultCode = {
  OK: 0,
  VALIDATION: 10001,
  NOT_FOUND: 10002,
  CONFLICT: 10003,
  WRONG_CREDENTIALS: 10101,
  ACCOUNT_LOCKED: 10102,
  ACCOUNT_FROZEN: 10103,
  CODE_INVALID: 10104,
  CODE_TOO_SOON: 10105,
  TOKEN_INVALID: 10201,
  SESSION_ENDED: 10204,
  SIGNATURE_INVALID: 10301,
  TIMESTAMP_OUT_OF_WINDOW: 10302,
  REPLAYED: 10303,
  FORBIDDEN: 10403,
  RATE_LIMITED: 10429,
  THIRD_PARTY_UNBOUND: 33199,
  INTERNAL: 50000,
} as const;

export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

export const httpStatusOf: Record<ResultCode, number> = {
  0: 200,
  10001: 400,
  10002: 404,
  10003: 409,
  10101: 401,
  10102: 423,
  10103: 403,
  10104: 400,
  10105: 429,
  10201: 401,
  10204: 401,
  10301: 401,
  10302: 401,
  10303: 401,
  10403: 403,
  10429: 429,
  33199: 200,
  50000: 500,
};

/** Codes after which the client must drop the session and go to /login (spec-2 §8). */
export const SESSION_LOST_CODES: readonly ResultCode[] = [ResultCode.TOKEN_INVALID, ResultCode.SESSION_ENDED];

export function isResultCode(value: unknown): value is ResultCode {
  return typeof value === 'number' && value in httpStatusOf;
}
