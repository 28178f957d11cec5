import type { LoginCardHeight } from '@zhuyun/contracts';

/** The login screen's modes (spec-1 §4); the bind panel arrives with third-party login. */
export type LoginMode = keyof typeof LoginCardHeight;

export interface Credentials {
  user_no: string;
  password: string;
}

/** ?status=bindAcount with a unique_token opens the bind panel (spec-1 §2). */
export function initialLoginMode(search: URLSearchParams): LoginMode {
  return search.get('status') === 'bindAcount' && search.get('unique_token') ? 'bindAcount' : 'passwordLogin';
}
