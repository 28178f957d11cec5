import { canonicalQuery, canonicalString } from '@zhuyun/contracts';
import { hmacSha256Hex, sha256Hex } from '@zhuyun/client';
import type { Operation } from './operations';
import type { Rng } from './prng';
import { hostileValues, plausibleObject, type Schema } from './values';

/** One generated request, ready for app.inject, with the mutation it carries (for the report). */
export interface FuzzRequest {
  operation: Operation;
  mutation: string;
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
}

export interface Credentials {
  key: string;
  secret: string;
  token: string;
}

/** JSON cannot say 1e999 through JSON.stringify; this marker is replaced by the raw token in the body text. */
const RAW = '\u0001raw\u0001';
const RAW_NUMBERS = ['1e999', '-1e999', '1e400', '-0', '123456789012345678901234567890'];

type Params = Record<string, unknown>;

/** Builds one signed request for an operation: plausible parameters, then one mutation from the classes of issue 15. */
export async function buildRequest(rng: Rng, operation: Operation, credentials: Credentials, serial: number): Promise<FuzzRequest> {
  const params = plausibleObject(rng, operation.schema);
  const mutation = mutate(rng, operation, params);
  const timeStamp = String(Date.now());
  const randomNum = `fz${serial.toString(36)}${Math.floor(rng.next() * 2 ** 48).toString(36)}`.padEnd(20, '0');
  const headers: Record<string, string> = { platformKey: credentials.key, access_token: credentials.token };
  const remoteAddress = `10.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`;
  const base = { operation, mutation, method: operation.method, remoteAddress };
  const sign = async (paramsText: string) =>
    hmacSha256Hex(credentials.secret, canonicalString({ method: operation.method, path: operation.path, timeStamp, randomNum, paramsSha256: await sha256Hex(paramsText) }));

  if (operation.mayBeMultipart && rng.chance(0.5)) {
    const query = { ...dropUnsendable(params), timeStamp, randomNum };
    // A multipart call signs its query pairs (issue 15 fix 4), as a GET does.
    headers.signature = await sign(canonicalOrEmpty(query));
    const { contentType, body, kind } = multipartBody(rng);
    headers['content-type'] = contentType;
    return { ...base, mutation: `${mutation} + multipart ${kind}`, url: `${operation.path}?${urlQuery(query)}`, headers, payload: body };
  }
  if (operation.paramsIn === 'query') {
    const query = { ...dropUnsendable(params), timeStamp, randomNum };
    headers.signature = await sign(canonicalOrEmpty(query));
    return { ...base, url: `${operation.path}?${urlQuery(query)}`, headers };
  }
  let text = rawBody(rng, { ...params, timeStamp, randomNum }, mutation);
  headers['content-type'] = 'application/json';
  headers.signature = await sign(text);
  if (mutation === 'unsigned') delete headers.signature;
  if (mutation === 'malformed JSON') text = text.slice(0, -1);
  return { ...base, url: operation.path, headers, payload: text };
}

/**
 * One well-formed signed request, as a good client sends it: `params` as they are, the path's `{parameters}` filled from
 * `pathValues`. The isolation matrix builds its calls with it (db/__tests__/isolation-matrix.api.test.ts).
 */
export async function wellFormedRequest(
  operation: Operation,
  params: Params,
  pathValues: Record<string, string>,
  credentials: Credentials,
  randomNum: string,
  remoteAddress: string,
): Promise<FuzzRequest> {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pathValues[name] ?? ''));
  const timeStamp = String(Date.now());
  const headers: Record<string, string> = { platformKey: credentials.key, access_token: credentials.token };
  const sign = async (paramsText: string) =>
    hmacSha256Hex(credentials.secret, canonicalString({ method: operation.method, path, timeStamp, randomNum, paramsSha256: await sha256Hex(paramsText) }));
  const base = { operation, mutation: 'well-formed', method: operation.method, remoteAddress };
  if (operation.paramsIn === 'query') {
    // As the client sends a query (canonicalQuery for the URL and the signature alike).
    const query = canonicalQuery({ ...params, timeStamp, randomNum });
    headers.signature = await sign(query);
    return { ...base, url: `${path}?${query}`, headers };
  }
  const text = JSON.stringify({ ...params, timeStamp, randomNum });
  headers['content-type'] = 'application/json';
  headers.signature = await sign(text);
  return { ...base, url: path, headers, payload: text };
}

function mutate(rng: Rng, operation: Operation, params: Params): string {
  const fields = Object.keys(operation.schema.properties ?? {}).filter((k) => k !== 'timeStamp' && k !== 'randomNum');
  const required = (operation.schema.required ?? []).filter((k) => k in params);
  const roll = rng.next();
  if (roll < 0.1 || fields.length === 0) return fields.length === 0 && roll >= 0.1 ? extraField(rng, params) : 'plausible';
  if (roll < 0.55) return hostileField(rng, params, fields);
  if (roll < 0.65) {
    hostileField(rng, params, fields);
    return `two fields: ${hostileField(rng, params, fields)}`;
  }
  if (roll < 0.75 && required.length > 0) {
    delete params[rng.pick(required)];
    return 'missing required';
  }
  if (roll < 0.83) return extraField(rng, params);
  if (roll < 0.9 && operation.paramsIn === 'body') {
    params[rng.pick(fields)] = RAW;
    return 'raw number';
  }
  if (roll < 0.95 && operation.paramsIn === 'body') return rng.pick(['body not an object', 'malformed JSON', 'unsigned']);
  return hostileField(rng, params, fields);
}

function hostileField(rng: Rng, params: Params, fields: string[]): string {
  const [kind, make] = rng.pick(hostileValues);
  params[rng.pick(fields)] = make(rng);
  return kind;
}

function extraField(rng: Rng, params: Params): string {
  const key = rng.pick(['extra', '__proto__', 'constructor', 'a\u0000b', 'k'.repeat(300), 'company_id']);
  params[key] = rng.pick(hostileValues)[1](rng);
  return 'extra field';
}

function rawBody(rng: Rng, params: Params, mutation: string): string {
  if (mutation === 'body not an object') return rng.pick(['[]', '[{"a":1}]', '"text"', '42', 'null', 'true', '{"a":{"b":{"c":[[[[[]]]]]}}}']);
  const text = JSON.stringify(params);
  return text.replace(JSON.stringify(RAW), rng.pick(RAW_NUMBERS));
}

/** Query strings carry strings: null and undefined are left out, arrays become repeated keys (as a form would send). */
function dropUnsendable(params: Params): Params {
  const out: Params = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === RAW) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = Array.isArray(value) ? value.map(asText) : asText(value);
  }
  return out;
}

/** A lone surrogate cannot be percent-encoded: such a query is sent anyway, signed over nothing. */
function canonicalOrEmpty(query: Params): string {
  try {
    return canonicalQuery(query);
  } catch {
    return '';
  }
}

/** What a query string can say for a value: objects as their JSON text. */
function asText(value: unknown): string {
  return value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80'; // a lone surrogate: sent as the bytes a broken client would send
  }
}

function urlQuery(params: Params): string {
  return Object.entries(params)
    .flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((v) => `${encode(key)}=${encode(String(v))}`))
    .join('&');
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f0d6c40000000049454e44ae426082', 'hex');

function multipartBody(rng: Rng): { contentType: string; body: Buffer; kind: string } {
  const kind = rng.pick(['png', 'bytes', 'no boundary', 'torn', 'empty', 'two files', 'odd name']);
  const boundary = 'fuzzBoundary7MA4YWxk';
  const filename = kind === 'odd name' ? rng.pick(['a\u0000.png', '../../x.png', `${'n'.repeat(500)}.png`, '', '测试.PNG']) : 'a.png';
  const content = kind === 'bytes' ? Buffer.from(Array.from({ length: rng.int(0, 64) }, () => rng.int(0, 255))) : PNG;
  const part = (name: string) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`),
      content,
      Buffer.from('\r\n'),
    ]);
  const end = Buffer.from(`--${boundary}--\r\n`);
  const contentType = kind === 'no boundary' ? 'multipart/form-data; boundary=' : `multipart/form-data; boundary=${boundary}`;
  if (kind === 'torn') return { contentType, body: part(filename).subarray(0, 40), kind };
  if (kind === 'empty') return { contentType, body: Buffer.alloc(0), kind };
  if (kind === 'two files') return { contentType, body: Buffer.concat([part('a.png'), part('b.png'), end]), kind };
  return { contentType, body: Buffer.concat([part(filename), end]), kind };
}

export type { Schema };
