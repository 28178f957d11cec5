import type { ApiClient } from '@zhuyun/client';
import { ANY_LIVE_EVENT, type LiveEvent } from '@zhuyun/contracts';

export type LiveHandler = (event: LiveEvent) => void;

/** What the lazily loaded connection module gives back: something to stop. */
export interface LiveConnection {
  stop(): void;
}
export type OpenLive = (client: ApiClient, dispatch: LiveHandler) => LiveConnection;

/** When the browser is idle after first paint, or after 2 s where it has no idle callback. */
const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 5_000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(run, 2_000);
  return () => clearTimeout(timer);
};

const loadConnection = (): Promise<OpenLive> => import('./live-connection').then((m) => m.openLive);

interface State {
  client: ApiClient;
  token: string;
  connection: LiveConnection | null;
  cancelIdle: () => void;
}

/**
 * One live connection per signed-in session, shared by every subscriber, opened when the first subscribes (after the
 * page has painted: the EventSource code is its own chunk) and closed shortly after the last leaves. A new token (sign
 * in, switching unit or job) replaces the connection.
 */
export function createLiveHub(load: () => Promise<OpenLive> = loadConnection, idle = whenIdle) {
  const subscribers = new Map<string, Set<LiveHandler>>();
  let count = 0;
  let state: State | null = null;

  const dispatch: LiveHandler = (event) => {
    const handlers = [...(subscribers.get(event.type) ?? [])];
    if (event.type !== ANY_LIVE_EVENT) handlers.push(...(subscribers.get(ANY_LIVE_EVENT) ?? []));
    for (const handler of handlers) handler(event);
  };

  const shutdown = () => {
    if (!state) return;
    state.cancelIdle();
    state.connection?.stop();
    state = null;
  };

  const ensure = (client: ApiClient, token: string) => {
    if (state && state.client === client && state.token === token) return;
    shutdown();
    const current: State = { client, token, connection: null, cancelIdle: () => {} };
    state = current;
    current.cancelIdle = idle(() => {
      load()
        .then((openLive) => {
          if (state === current) current.connection = openLive(client, dispatch);
        })
        // A failed chunk load leaves the page working without live updates; the next subscriber tries again.
        .catch(() => {
          if (state === current) state = null;
        });
    });
  };

  return {
    subscribe(client: ApiClient, token: string, type: string, handler: LiveHandler): () => void {
      let set = subscribers.get(type);
      if (!set) subscribers.set(type, (set = new Set()));
      set.add(handler);
      count++;
      ensure(client, token);
      return () => {
        set.delete(handler);
        if (set.size === 0) subscribers.delete(type);
        count--;
        // A page that re-subscribes on the same render (a changed handler type) keeps the connection.
        queueMicrotask(() => {
          if (count === 0) shutdown();
        });
      };
    },
    get connected(): boolean {
      return state?.connection != null;
    },
  };
}

export const liveHub = createLiveHub();
