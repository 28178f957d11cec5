import type { FastifyInstance } from 'fastify';
import { hmacSha256Hex, queryString, sha256Hex, signMultipart, signRequest } from '@zhuyun/client';
import { canonicalString, routes, WEB_SYSTEM_NO } from '@zhuyun/contracts';
import { TEST_AUTH_CODE } from './test-app';

/**
 * Hand-built requests for the tests that must break what the client does right: forge, tamper, replay, drop headers.
 * They still sign with the client's own signer, so only the part a test changes differs from a real call.
 */
export interface RawAnswer {
  status: number;
  body: { code: number; msg: string; data: unknown };
}

export interface RawRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Sent as the query (GET, DELETE) or the exact JSON body (POST, PUT). */
  query?: string;
  body?: string;
  headers?: Record<string, string | undefined>;
  /** The caller's address as the server sees it (default 127.0.0.1). */
  remoteAddress?: string;
}

export async function send(app: FastifyInstance, request: RawRequest): Promise<RawAnswer> {
  const headers = Object.fromEntries(Object.entries(request.headers ?? {}).filter(([, v]) => v !== undefined)) as Record<string, string>;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const response = await app.inject({
    method: request.method,
    url: request.query ? `${request.path}?${request.query}` : request.path,
    headers,
    payload: request.body,
    remoteAddress: request.remoteAddress,
  });
  return { status: response.statusCode, body: response.json() };
}

export async function issueKey(app: FastifyInstance, authCode = TEST_AUTH_CODE): Promise<RawAnswer> {
  return send(app, {
    method: 'POST',
    path: routes.getKey.path,
    body: JSON.stringify({ system_no: WEB_SYSTEM_NO, auth_code: authCode }),
  });
}

export async function signingKey(app: FastifyInstance): Promise<{ key: string; secret: string }> {
  const answer = await issueKey(app);
  if (answer.body.code !== 0) throw new Error(`get_key refused: ${answer.body.msg}`);
  return answer.body.data as { key: string; secret: string };
}

/** A correctly signed request, ready to send or to tamper with. */
export async function signed(
  method: RawRequest['method'],
  path: string,
  params: Record<string, unknown>,
  key: { key: string; secret: string },
  options: { now?: number; token?: string } = {},
): Promise<RawRequest & { params: Record<string, unknown> }> {
  const parts = await signRequest(method, path, params, key.secret, options.now);
  const inQuery = method === 'GET' || method === 'DELETE';
  return {
    method,
    path,
    params: parts.params,
    query: inQuery ? queryString(parts.params) : undefined,
    body: parts.body,
    headers: { platformKey: key.key, signature: parts.signature, access_token: options.token },
  };
}

/** A POST signed over a randomNum of the test's choosing (signRequest always makes a good one). */
export async function signedWithRandomNum(
  path: string,
  params: Record<string, unknown>,
  key: { key: string; secret: string },
  randomNum: string,
): Promise<RawRequest> {
  const timeStamp = String(Date.now());
  const body = JSON.stringify({ ...params, timeStamp, randomNum });
  const canonical = canonicalString({ method: 'POST', path, timeStamp, randomNum, paramsSha256: await sha256Hex(body) });
  return { method: 'POST', path, body, headers: { platformKey: key.key, signature: await hmacSha256Hex(key.secret, canonical) } };
}

/** A multipart upload's URL and headers, signed as the client signs one; the body is the test's. */
export async function signedMultipart(
  path: string,
  query: Record<string, unknown>,
  key: { key: string; secret: string },
  token?: string,
): Promise<{ url: string; headers: Record<string, string> }> {
  const { params, signature } = await signMultipart('POST', path, query, key.secret);
  return { url: `${path}?${queryString(params)}`, headers: { platformKey: key.key, signature, ...(token ? { access_token: token } : {}) } };
}
