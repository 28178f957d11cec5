import type { FastifyInstance } from 'fastify';
import { signRequest } from '@zhuyun/client';

/** A well-formed signed POST (unsigned when no key is given) that must succeed; its data. */
export async function signedJson<T>(app: FastifyInstance, path: string, params: Record<string, unknown>, key?: { key: string; secret: string }, remoteAddress = '127.0.0.9'): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  let payload = JSON.stringify(params);
  if (key) {
    const parts = await signRequest('POST', path, params, key.secret);
    payload = parts.body as string;
    Object.assign(headers, { platformKey: key.key, signature: parts.signature });
  }
  const response = await app.inject({ method: 'POST', url: path, headers, payload, remoteAddress });
  const answer = response.json() as { code: number; msg: string; data: T };
  if (answer.code !== 0) throw new Error(`${path} refused with ${answer.code}: ${answer.msg}`);
  return answer.data;
}
