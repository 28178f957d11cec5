import type { HttpMethod } from './route';

/**
 * The canonical string of ARCHITECTURE.md rule 5. Client and server build it here, each hashing with its own
 * crypto, so the two can never drift apart.
 */
export function canonicalQuery(params: Record<string, unknown>): string {
  return Object.keys(params)
    .filter((name) => params[name] !== undefined && params[name] !== null)
    .sort()
    .map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(String(params[name]))}`)
    .join('&');
}

export interface CanonicalParts {
  method: HttpMethod | string;
  path: string;
  timeStamp: string;
  randomNum: string;
  /** Lower-case hex SHA-256 of the parameters (query pairs, exact JSON bytes, or '' for multipart). */
  paramsSha256: string;
}

export function canonicalString(parts: CanonicalParts): string {
  return [parts.method.toUpperCase(), parts.path, parts.timeStamp, parts.randomNum, parts.paramsSha256].join('\n');
}

export const SignatureHeader = { key: 'platformkey', signature: 'signature', token: 'access_token' } as const;
