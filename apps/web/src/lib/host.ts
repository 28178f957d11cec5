import { UserType } from '@zhuyun/contracts';

/** user_type is 3 when the first label of the host name is www, otherwise 4 (spec-1 §1). */
export function userTypeOfHost(hostname: string = window.location.hostname): number {
  return hostname.split('.')[0]?.toLowerCase() === 'www' ? UserType.www : UserType.other;
}

/** The login page's branding is chosen by the domain the browser is on (the server maps local hosts to the demo). */
export function companyDomain(): string {
  return window.location.host;
}
