import type { HttpMethod } from './route';

/**
 * The canonical string of ARCHITECTURE.md rule 5. Client and server build it here, each hashing with its own
 * crypto, so the two can never drift apart.
 */
export function canonicalQuery(params: Record<string, unknown>): string {
  // A loop over the sorted names, not filter/map/join: this runs on every signed call of the server (issue 14 item 8).
  const names = Object.keys(params).sort();
  let out = '';
  for (const name of names) {
    const value = params[name];
    if (value === undefined || value === null) continue;
    out += `${out === '' ? '' : '&'}${encode(name)}=${encode(String(value))}`;
  }
  return out;
}

/** What encodeURIComponent leaves as it is: such a text (a timestamp, a nonce, a number) is its own encoding. */
const UNRESERVED = /^[A-Za-z0-9\-_.!~*'()]*$/;

/** encodeURIComponent, skipped for a text it would not change. */
const encode = (text: string): string => (UNRESERVED.test(text) ? text : encodeURIComponent(text));

export interface CanonicalParts {
  method: HttpMethod | string;
  path: string;
  timeStamp: string;
  randomNum: string;
  /** Lower-case hex SHA-256 of the parameters (query pairs, exact JSON bytes, or '' for multipart). */
  paramsSha256: string;
}

export function canonicalString(parts: CanonicalParts): string {
  return `${parts.method.toUpperCase()}\n${parts.path}\n${parts.timeStamp}\n${parts.randomNum}\n${parts.paramsSha256}`;
}

export const SignatureHeader = { key: 'platformkey', signature: 'signature', token: 'access_token' } as const;
