import { describe, expect, it } from 'vitest';
import { ANY_LIVE_EVENT, LIVE_CONNECTED, ResultCode, type LiveEvent } from '@zhuyun/contracts';
import { ApiClient } from '../api-client';
import { LiveEvents, type EventSourceLike } from '../live-events';
import { memoryStore, sessionKeys } from '../storage';

const envelope = (code: number, data: unknown = null) =>
  new Response(JSON.stringify({ code, msg: code ? 'refused' : 'success', data }), { headers: { 'content-type': 'application/json' } });

/** A stand-in EventSource the test drives: the server's messages, its end and a broken connection. */
class FakeSource implements EventSourceLike {
  onmessage: ((message: { data: string }) => void) | null = null;
  onerror: ((error: unknown) => void) | null = null;
  closed = false;
  private readonly named = new Map<string, ((message: { data: string }) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (message: { data: string }) => void) {
    this.named.set(type, [...(this.named.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    for (const listener of this.named.get(type) ?? []) listener({ data: JSON.stringify(data) });
  }
  message(event: Partial<LiveEvent> & { type: string }) {
    this.onmessage?.({ data: JSON.stringify({ id: 'e', company_id: null, user_id: null, payload: null, created_at: '', ...event }) });
  }
}

/** A server whose ticket call answers each ticket in turn, or the code it is told to refuse with. */
function setUp(answers: (number | string)[] = []) {
  const store = memoryStore();
  store.set(sessionKeys.token, 'tok-1');
  let tickets = 0;
  const fetch: typeof globalThis.fetch = async (input) => {
    if (String(input).includes('get_key')) return envelope(0, { key: 'k', secret: 's', expires_at: '2999-01-01T00:00:00Z' });
    const answer = answers.shift() ?? `t${++tickets}`;
    if (typeof answer === 'number') return envelope(answer);
    return envelope(0, { ticket: answer, expires_at: '2999-01-01T00:00:00Z', url: `/api/v1/events?ticket=${answer}` });
  };
  const client = new ApiClient({ baseUrl: 'http://x', systemNo: 'web', authCode: 'a', store, fetch });
  const sources: FakeSource[] = [];
  const live = new LiveEvents({
    client,
    baseUrl: 'http://x',
    createEventSource: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    backoffMs: () => 0,
  });
  return { client, store, live, sources };
}

describe('LiveEvents', () => {
  it('opens the stream with a ticket from the signed call and hands each event to the handlers of its type', async () => {
    const { live, sources } = setUp();
    const seen: string[] = [];
    live.on('msg.notice', (e) => seen.push(`notice:${JSON.stringify(e.payload)}`));
    live.on(ANY_LIVE_EVENT, (e) => seen.push(`any:${e.type}`));
    live.on(LIVE_CONNECTED, () => seen.push('connected'));
    live.start();
    await expect.poll(() => sources.length).toBe(1);
    expect(sources[0]?.url).toBe('http://x/api/v1/events?ticket=t1');
    sources[0]?.emit('ready', {});
    sources[0]?.message({ type: 'msg.notice', payload: { id: 'n1' } });
    sources[0]?.message({ type: 'msg.alarm' });
    expect(seen).toEqual(['connected', 'any:live.connected', 'notice:{"id":"n1"}', 'any:msg.notice', 'any:msg.alarm']);
  });

  it('buys a new ticket and opens again when the connection breaks', async () => {
    const { live, sources } = setUp();
    live.start();
    await expect.poll(() => sources.length).toBe(1);
    sources[0]?.onerror?.(new Event('error'));
    expect(sources[0]?.closed).toBe(true);
    await expect.poll(() => sources.length).toBe(2);
    expect(sources[1]?.url).toBe('http://x/api/v1/events?ticket=t2');
    live.stop();
  });

  it('tries again when the ticket call fails for another reason', async () => {
    const { live, sources } = setUp([ResultCode.INTERNAL]);
    live.start();
    await expect.poll(() => sources.length).toBe(1);
    expect(sources[0]?.url).toBe('http://x/api/v1/events?ticket=t1');
    live.stop();
  });

  it('stops when the ticket is refused because the session is gone', async () => {
    const { live, sources } = setUp([ResultCode.SESSION_ENDED]);
    live.start();
    await expect.poll(() => live.active).toBe(false);
    expect(sources).toHaveLength(0);
  });

  it('stops when the stream ends with its session, unless a new token replaced it', async () => {
    const { live, sources, store } = setUp();
    live.start();
    await expect.poll(() => sources.length).toBe(1);
    store.set(sessionKeys.token, 'tok-2');
    sources[0]?.emit('end', { reason: 'session_ended' });
    await expect.poll(() => sources.length).toBe(2);
    expect(live.active).toBe(true);
    sources[1]?.emit('end', { reason: 'session_ended' });
    expect(live.active).toBe(false);
    expect(sources[1]?.closed).toBe(true);
  });

  it('reconnects after the node shuts down, and stop() closes for good', async () => {
    const { live, sources } = setUp();
    live.start();
    await expect.poll(() => sources.length).toBe(1);
    sources[0]?.emit('end', { reason: 'shutdown' });
    await expect.poll(() => sources.length).toBe(2);
    live.stop();
    expect(sources[1]?.closed).toBe(true);
    sources[1]?.onerror?.(new Event('error'));
    expect(sources).toHaveLength(2);
  });
});
