import { describe, expect, it } from 'vitest';
import { ResultCode, routes } from '@zhuyun/contracts';
import { ApiClient } from '../api-client';
import { memoryStore, sessionKeys } from '../storage';

const envelope = (code: number, data: unknown = null) =>
  new Response(JSON.stringify({ code, msg: code ? '登录已失效，请重新登录' : 'success', data }), { headers: { 'content-type': 'application/json' } });

/** A server that answers get_key at once and holds user-info answers until the test releases them with a code. */
function heldServer() {
  const held: ((code: number) => void)[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    if (String(input).includes('get_key')) return envelope(0, { key: 'k', secret: 's', expires_at: '2999-01-01T00:00:00Z' });
    return new Promise<Response>((resolve) => held.push((code) => resolve(envelope(code))));
  };
  return { held, fetch };
}

// 10201/10204 end the session (spec-2 §8), but only the session the refused call was sent in.
describe('ApiClient session-lost policy', () => {
  it('ends the session when the token it sent is still the current one', async () => {
    const store = memoryStore();
    store.set(sessionKeys.token, 'tok-1');
    const server = heldServer();
    const lost: number[] = [];
    const client = new ApiClient({ baseUrl: 'http://x', systemNo: 'web', authCode: 'a', store, fetch: server.fetch, onSessionLost: (code) => lost.push(code) });
    const call = client.call(routes.getUserInfo, {});
    await expect.poll(() => server.held.length).toBe(1);
    server.held[0]!(ResultCode.SESSION_ENDED);
    await expect(call).rejects.toMatchObject({ code: ResultCode.SESSION_ENDED });
    expect(lost).toEqual([ResultCode.SESSION_ENDED]);
    expect(store.get(sessionKeys.token)).toBeNull();
  });

  it('keeps a newer token when a call sent with the replaced one is refused', async () => {
    const store = memoryStore();
    store.set(sessionKeys.token, 'tok-1');
    const server = heldServer();
    const lost: number[] = [];
    const client = new ApiClient({ baseUrl: 'http://x', systemNo: 'web', authCode: 'a', store, fetch: server.fetch, onSessionLost: (code) => lost.push(code) });
    const call = client.call(routes.getUserInfo, {});
    await expect.poll(() => server.held.length).toBe(1);
    client.setToken('tok-2');
    server.held[0]!(ResultCode.SESSION_ENDED);
    await expect(call).rejects.toMatchObject({ code: ResultCode.SESSION_ENDED });
    expect(lost).toEqual([]);
    expect(store.get(sessionKeys.token)).toBe('tok-2');
  });
});
