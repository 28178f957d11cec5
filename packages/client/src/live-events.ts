import { ANY_LIVE_EVENT, LIVE_CONNECTED, LiveControlEvent, LiveEndReason, SESSION_LOST_CODES, routes, type LiveEvent } from '@zhuyun/contracts';
import { isApiError } from './api-error';
import type { ApiClient } from './api-client';

/** What the client needs of an EventSource (the browser's, or a stand-in in tests). */
export interface EventSourceLike {
  onmessage: ((message: { data: string }) => void) | null;
  onerror: ((error: unknown) => void) | null;
  addEventListener(type: string, listener: (message: { data: string }) => void): void;
  close(): void;
}

export interface LiveEventsOptions {
  client: ApiClient;
  /** '' in the browser (same origin). */
  baseUrl?: string;
  createEventSource?: (url: string) => EventSourceLike;
  /** Milliseconds before reconnect attempt n (1, 2, …): 1 s doubling to 30 s, with up to 20 % jitter. */
  backoffMs?: (attempt: number) => number;
}

export type LiveHandler = (event: LiveEvent) => void;

const defaultBackoff = (attempt: number) => Math.min(1_000 * 2 ** (attempt - 1), 30_000) * (1 + Math.random() * 0.2);

/**
 * Live events of the signed-in session (issue 16 item 5): buys a one-time ticket through the signed call, opens an
 * EventSource with it, and on a broken connection buys a new ticket and opens again after a back-off (the browser's
 * own reconnect would reuse the spent ticket). It stops by itself when the session is gone (ticket refused with
 * 10201/10204, or the stream ended with its session and no new token has replaced it); start() it again on a new token.
 */
export class LiveEvents {
  private readonly handlers = new Map<string, Set<LiveHandler>>();
  private source: EventSourceLike | null = null;
  private running = false;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Bumped by stop(): a connection begun before it does not open a stream after it. */
  private generation = 0;

  constructor(private readonly options: LiveEventsOptions) {}

  get active(): boolean {
    return this.running;
  }

  on(type: string, handler: LiveHandler): () => void {
    let set = this.handlers.get(type);
    if (!set) this.handlers.set(type, (set = new Set()));
    set.add(handler);
    return () => {
      set.delete(handler);
      if (set.size === 0) this.handlers.delete(type);
    };
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.attempt = 0;
    void this.connect(this.generation);
  }

  stop(): void {
    this.running = false;
    this.generation++;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.source?.close();
    this.source = null;
  }

  private async connect(generation: number): Promise<void> {
    const { client } = this.options;
    const token = client.token;
    if (!token) {
      this.stop();
      return;
    }
    let url: string;
    try {
      ({ url } = await client.call(routes.getLiveTicket, {}, { silent: true }));
    } catch (error) {
      if (generation !== this.generation) return;
      if (isApiError(error) && (SESSION_LOST_CODES as readonly number[]).includes(error.code)) this.stop();
      else this.retryLater(generation);
      return;
    }
    if (generation !== this.generation) return;
    const create = this.options.createEventSource ?? browserEventSource;
    if (!create) {
      // No EventSource here (an old browser, a test's DOM): the page works as before, without live updates.
      this.stop();
      return;
    }
    const source = create(`${this.options.baseUrl ?? ''}${url}`);
    this.source = source;
    source.addEventListener(LiveControlEvent.ready, () => {
      this.attempt = 0;
      this.emit({ id: '', type: LIVE_CONNECTED, company_id: null, user_id: null, payload: null, created_at: new Date().toISOString() });
    });
    source.onmessage = (message) => {
      let event: LiveEvent;
      try {
        event = JSON.parse(message.data) as LiveEvent;
      } catch {
        return;
      }
      this.emit(event);
    };
    source.addEventListener(LiveControlEvent.end, (message) => {
      source.close();
      if (generation !== this.generation) return;
      this.source = null;
      const reason = safeReason(message.data);
      // The session ended: go on only if the person has since signed in again (switching unit or job gives a new token).
      if (reason === LiveEndReason.sessionEnded) {
        if (client.token && client.token !== token) void this.connect(generation);
        else this.stop();
        return;
      }
      this.retryLater(generation);
    });
    source.onerror = () => {
      source.close();
      if (generation !== this.generation || this.source !== source) return;
      this.source = null;
      this.retryLater(generation);
    };
  }

  private retryLater(generation: number): void {
    if (!this.running || generation !== this.generation) return;
    this.attempt++;
    const delay = (this.options.backoffMs ?? defaultBackoff)(this.attempt);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.connect(generation);
    }, delay);
  }

  private emit(event: LiveEvent): void {
    for (const type of [event.type, ANY_LIVE_EVENT]) {
      for (const handler of [...(this.handlers.get(type) ?? [])]) {
        try {
          handler(event);
        } catch (error) {
          console.error('live event handler failed', error);
        }
      }
    }
  }
}

const browserEventSource =
  typeof EventSource === 'function' ? (url: string) => new EventSource(url) as unknown as EventSourceLike : null;

function safeReason(data: string): string | undefined {
  try {
    return (JSON.parse(data) as { reason?: string }).reason;
  } catch {
    return undefined;
  }
}
