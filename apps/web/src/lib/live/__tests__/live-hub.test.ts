import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@zhuyun/client';
import { ANY_LIVE_EVENT, type LiveEvent } from '@zhuyun/contracts';
import { createLiveHub, type LiveHandler } from '../live-hub';

const event = (type: string): LiveEvent => ({ id: 'e', type, company_id: null, user_id: null, payload: null, created_at: '' });
const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve));

/** A hub whose "after paint" moment and connection the test controls. */
function setUp() {
  const idle: (() => void)[] = [];
  const opened: { client: ApiClient; dispatch: LiveHandler; stopped: boolean }[] = [];
  const hub = createLiveHub(
    async () => (client, dispatch) => {
      const connection = { client, dispatch, stopped: false };
      opened.push(connection);
      return { stop: () => (connection.stopped = true) };
    },
    (run) => {
      idle.push(run);
      return () => idle.splice(idle.indexOf(run), 1);
    },
  );
  const paint = async () => {
    for (const run of idle.splice(0)) run();
    await flush();
    await flush();
  };
  return { hub, idle, opened, paint };
}

const client = {} as ApiClient;

describe('the live hub', () => {
  it('opens one connection after paint for all subscribers and hands each event to its type\'s handlers', async () => {
    const { hub, opened, paint } = setUp();
    const seen: string[] = [];
    hub.subscribe(client, 'tok', 'msg.notice', (e) => seen.push(`notice ${e.type}`));
    hub.subscribe(client, 'tok', ANY_LIVE_EVENT, (e) => seen.push(`any ${e.type}`));
    expect(opened).toHaveLength(0);
    await paint();
    expect(opened).toHaveLength(1);
    opened[0]?.dispatch(event('msg.notice'));
    opened[0]?.dispatch(event('msg.alarm'));
    expect(seen).toEqual(['notice msg.notice', 'any msg.notice', 'any msg.alarm']);
  });

  it('closes the connection when the last subscriber leaves, and replaces it on a new token', async () => {
    const { hub, opened, paint } = setUp();
    const off = hub.subscribe(client, 'tok-1', 'msg.notice', () => {});
    await paint();
    const offAgain = hub.subscribe(client, 'tok-2', 'msg.notice', () => {});
    expect(opened[0]?.stopped).toBe(true);
    await paint();
    expect(opened).toHaveLength(2);
    off();
    offAgain();
    await flush();
    expect(opened[1]?.stopped).toBe(true);
    expect(hub.connected).toBe(false);
  });

  it('keeps the connection when a page re-subscribes in the same render', async () => {
    const { hub, opened, paint } = setUp();
    const off = hub.subscribe(client, 'tok', 'a', () => {});
    await paint();
    off();
    hub.subscribe(client, 'tok', 'b', () => {});
    await flush();
    expect(opened).toHaveLength(1);
    expect(opened[0]?.stopped).toBe(false);
  });

  it('opens nothing when the subscriber leaves before the page has painted', async () => {
    const { hub, opened, idle } = setUp();
    hub.subscribe(client, 'tok', 'a', () => {})();
    await flush();
    expect(idle).toHaveLength(0);
    expect(opened).toHaveLength(0);
  });
});
