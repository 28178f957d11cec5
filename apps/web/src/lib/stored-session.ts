import type { ResponseOf, routes } from '@zhuyun/contracts';

// What a session keeps in browser storage, apart from the store that holds it: no window here, so the e2e harness
// writes the same entries when it signs in through the API (e2e/harness/session.ts).

/** The userInfo kept in browser storage (spec-1 §3 "User info (stored)"). */
export interface StoredUserInfo {
  real_name: string;
  job: string | null;
  user_name: string;
  phone: string;
  user_id: string;
  access_token: string;
  comp_id: string | null;
  company_type: number | null;
}

/** The fields spec-1 §3 keeps as userInfo in browser storage, from the user-info call. */
export function toStoredUserInfo(info: ResponseOf<typeof routes.getUserInfo>, accessToken: string): StoredUserInfo {
  return {
    real_name: info.real_name,
    job: info.job,
    user_name: info.user_name,
    phone: info.phone,
    user_id: info.user_id,
    access_token: accessToken,
    comp_id: info.comp_id,
    company_type: info.company_type,
  };
}

/** companyInfo in browser storage (spec-1 §3): the unit the session works in, kept beside userInfo. */
export interface StoredCompanyInfo {
  company_id: string;
  company_name: string | null;
  company_type: number | null;
}

/** The user-info call names the unit but not its name; the user detail fills that in (keepCompanyName). */
export function toStoredCompanyInfo(info: ResponseOf<typeof routes.getUserInfo>): StoredCompanyInfo | null {
  return info.comp_id ? { company_id: info.comp_id, company_name: null, company_type: info.company_type } : null;
}
