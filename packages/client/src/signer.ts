import { canonicalQuery, canonicalString } from '@zhuyun/contracts';

/** Signing of ARCHITECTURE.md rule 5 with WebCrypto: the same code runs in browsers, Node and micro-apps. */
const encoder = new TextEncoder();

const hex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

export async function hmacSha256Hex(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return hex(await crypto.subtle.sign('HMAC', key, encoder.encode(text)));
}

/** At least 16 characters of randomness for randomNum. */
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
 * Signs a multipart upload (ARCHITECTURE.md rule 5): the body is a file, so timeStamp and randomNum travel in the
 * query string and the parameters' hash is that of the empty string.
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
  const signature = await hmacSha256Hex(
    secret,
    canonicalString({ method: upper, path, timeStamp, randomNum: nonce, paramsSha256: await sha256Hex('') }),
  );
  return { params: { ...query, timeStamp, randomNum: nonce }, signature };
}
