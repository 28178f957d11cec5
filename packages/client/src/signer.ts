import { canonicalQuery, canonicalString } from '@zhuyun/contracts';
import type * as Hashes from './hashes';

/**
 * Signing of ARCHITECTURE.md rule 5. The hashes (hashes.ts) are a chunk of their own, fetched on the first call:
 * about 3 kB gzip that would otherwise push /login and /homepage over their 200 kB first-load budgets, and that a
 * page needs only once it asks the server something. A failed fetch is forgotten so the next call tries again.
 */
let hashes: Promise<typeof Hashes> | undefined;
function loadHashes(): Promise<typeof Hashes> {
  hashes ??= import('./hashes').catch((error: unknown) => {
    hashes = undefined;
    throw error;
  });
  return hashes;
}

export async function sha256Hex(text: string): Promise<string> {
  return (await loadHashes()).sha256HexSync(text);
}

export async function hmacSha256Hex(secret: string, text: string): Promise<string> {
  return (await loadHashes()).hmacSha256HexSync(secret, text);
}

/** At least 16 characters of randomness for randomNum (getRandomValues, unlike crypto.subtle, exists in every context). */
export function randomNum(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface SignedParts {
  /** Query parameters (GET, DELETE) or body object (POST, PUT), with timeStamp and randomNum added. */
  params: Record<string, unknown>;
  /** The exact JSON text to send for POST and PUT; undefined for GET and DELETE. */
  body?: string;
  signature: string;
}

export async function signRequest(
  method: string,
  path: string,
  params: Record<string, unknown>,
  secret: string,
  now = Date.now(),
  /** true for a POST whose parameters travel in the query (a contract's paramsIn 'query'). */
  inQuery = method.toUpperCase() === 'GET' || method.toUpperCase() === 'DELETE',
): Promise<SignedParts> {
  const upper = method.toUpperCase();
  const timeStamp = String(now);
  const nonce = randomNum();
  const withSigning = { ...params, timeStamp, randomNum: nonce };
  const body = inQuery ? undefined : JSON.stringify(withSigning);
  const paramsText = inQuery ? canonicalQuery(withSigning) : (body as string);
  const signature = await hmacSha256Hex(
    secret,
    canonicalString({ method: upper, path, timeStamp, randomNum: nonce, paramsSha256: await sha256Hex(paramsText) }),
  );
  return { params: withSigning, body, signature };
}

/** The query string exactly as the signature covers it. */
export function queryString(params: Record<string, unknown>): string {
  return canonicalQuery(params);
}

/**
 * Signs a multipart upload (ARCHITECTURE.md rule 5): the body is a file, so the parameters, timeStamp and randomNum
 * travel in the query string, and the signature covers those query pairs as it does a GET's.
 */
export async function signMultipart(
  method: string,
  path: string,
  query: Record<string, unknown>,
  secret: string,
  now = Date.now(),
): Promise<{ params: Record<string, unknown>; signature: string }> {
  const upper = method.toUpperCase();
  const timeStamp = String(now);
  const nonce = randomNum();
  const params = { ...query, timeStamp, randomNum: nonce };
  const signature = await hmacSha256Hex(
    secret,
    canonicalString({ method: upper, path, timeStamp, randomNum: nonce, paramsSha256: await sha256Hex(canonicalQuery(params)) }),
  );
  return { params, signature };
}
