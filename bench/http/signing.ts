import { createHash, createHmac, randomUUID } from 'node:crypto';
import { canonicalQuery, canonicalString } from '@zhuyun/contracts';

/**
 * Request signing of ARCHITECTURE.md rule 5 with node:crypto, synchronous so autocannon's `setupRequest` can call it
 * for every request. The canonical string comes from @zhuyun/contracts, the same code the client and server use.
 */
export interface SigningKey {
  key: string;
  secret: string;
}

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

// Object.assign rather than `{ ...params, more }`: on Node 20 the spread form leaves V8's fast path (~50× slower),
// and these run for every request the load generator sends.

/** A fresh randomNum: 32 hex characters, never reused (the server's replay cache refuses reuse). */
export const randomNum = (): string => randomUUID().replace(/-/g, '');

function headersFor(key: SigningKey, signature: string, token?: string): Record<string, string> {
  return { platformKey: key.key, signature, ...(token ? { access_token: token } : {}) };
}

/** A signed GET: the path with its query, and the headers. */
export function signGet(key: SigningKey, path: string, params: Record<string, unknown>, token?: string, now = Date.now()) {
  const timeStamp = String(now);
  const nonce = randomNum();
  const query = canonicalQuery(Object.assign({}, params, { timeStamp, randomNum: nonce }));
  const signature = hmacHex(key.secret, canonicalString({ method: 'GET', path, timeStamp, randomNum: nonce, paramsSha256: sha256Hex(query) }));
  return { path: `${path}?${query}`, headers: headersFor(key, signature, token) };
}

/** A signed POST: the exact JSON body the signature covers, and the headers. */
export function signPost(key: SigningKey, path: string, params: Record<string, unknown>, token?: string, now = Date.now()) {
  const timeStamp = String(now);
  const nonce = randomNum();
  const body = JSON.stringify(Object.assign({}, params, { timeStamp, randomNum: nonce }));
  const signature = hmacHex(key.secret, canonicalString({ method: 'POST', path, timeStamp, randomNum: nonce, paramsSha256: sha256Hex(body) }));
  return { body, headers: { ...headersFor(key, signature, token), 'content-type': 'application/json' } };
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function postJson<T>(url: string, body: string, headers: Record<string, string>): Promise<Envelope<T>> {
  const response = await fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });
  return (await response.json()) as Envelope<T>;
}

/** Obtains a signing key pair once, through POST /api/v1/access/access_system/get_key. */
export async function getKey(baseUrl: string, authCode: string): Promise<SigningKey> {
  const answer = await postJson<SigningKey>(`${baseUrl}/api/v1/access/access_system/get_key`, JSON.stringify({ system_no: 'web', auth_code: authCode }), {});
  if (answer.code !== 0) throw new Error(`get_key answered ${answer.code} ${answer.msg}`);
  return { key: answer.data.key, secret: answer.data.secret };
}

export const LoginPath = '/adminc/v1/login/do_login';

/** A signed password login; answers the access_token, or throws with the server's code. */
export async function login(baseUrl: string, key: SigningKey, userNo: string, password: string): Promise<string> {
  const signed = signPost(key, LoginPath, { login_type: 1, user_no: userNo, password });
  const answer = await postJson<{ access_token: string }>(`${baseUrl}${LoginPath}`, signed.body, signed.headers);
  if (answer.code !== 0) throw new Error(`login as ${userNo} answered ${answer.code} ${answer.msg}`);
  return answer.data.access_token;
}
