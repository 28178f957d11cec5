import { useEffect, useRef } from 'react';
import type { LiveEvent } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { useSessionStore } from '../session-store';
import { liveHub } from './live-hub';

/**
 * Calls `handler` for every live event of `type` of the signed-in session (issue 16 item 5): a type of
 * `LiveEventType` (contracts), `ANY_LIVE_EVENT` ('*') for all, or `LIVE_CONNECTED` each time the stream (re)opens —
 * events are not replayed after a gap, so a count on screen reads itself again then. The handler may change on every
 * render; the connection is shared by all subscribers and opens after the page has painted.
 */
export function useLiveEvents(type: string, handler: (event: LiveEvent) => void): void {
  const client = useApiClient();
  const token = useSessionStore((s) => s.token);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!token) return undefined;
    return liveHub.subscribe(client, token, type, (event) => latest.current(event));
  }, [client, token, type]);
}
