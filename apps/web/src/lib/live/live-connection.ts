import type { ApiClient } from '@zhuyun/client';
import { LiveEvents } from '@zhuyun/client/live-events';
import { ANY_LIVE_EVENT } from '@zhuyun/contracts';
import type { LiveConnection, LiveHandler } from './live-hub';

/** The EventSource side, loaded after the page has painted (live-hub.ts): not part of any first load. */
export function openLive(client: ApiClient, dispatch: LiveHandler): LiveConnection {
  const live = new LiveEvents({ client });
  live.on(ANY_LIVE_EVENT, dispatch);
  live.start();
  return live;
}
