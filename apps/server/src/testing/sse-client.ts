import http from 'node:http';

export interface SseMessage {
  event: string;
  data: string;
  id?: string;
}

export interface SseStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Every message so far (`event` is 'message' for unnamed ones). */
  messages: SseMessage[];
  /** Comment lines so far (heartbeats), without the colon. */
  comments: string[];
  /** The whole body as received (for refusals, which are JSON envelopes). */
  body(): string;
  ended(): boolean;
  /** Resolves once `check` answers something truthy, re-checking as data arrives; fails after timeoutMs. */
  waitFor<T>(what: string, check: () => T | false | undefined | null, timeoutMs?: number): Promise<T>;
  /** The parsed data of unnamed messages. */
  events(): { type: string; payload: unknown; company_id: string | null; user_id: string | null }[];
  close(): void;
}

/**
 * Opens GET url over real HTTP (app.inject cannot stream) and parses text/event-stream as it arrives. Tests wait for
 * conditions on what has arrived; nothing sleeps.
 */
export function openSse(url: string): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream' } }, (response) => {
      response.setEncoding('utf8');
      let raw = '';
      let pending = '';
      let ended = false;
      const messages: SseMessage[] = [];
      const comments: string[] = [];
      const waiters = new Set<() => void>();
      const wake = () => {
        for (const waiter of [...waiters]) waiter();
      };
      response.on('data', (chunk: string) => {
        raw += chunk;
        pending += chunk;
        let cut: number;
        while ((cut = pending.indexOf('\n\n')) >= 0) {
          const block = pending.slice(0, cut);
          pending = pending.slice(cut + 2);
          const message: SseMessage = { event: 'message', data: '' };
          let hasData = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('event: ')) message.event = line.slice(7);
            else if (line.startsWith('id: ')) message.id = line.slice(4);
            else if (line.startsWith('data: ')) {
              message.data += (hasData ? '\n' : '') + line.slice(6);
              hasData = true;
            }
          }
          if (hasData) messages.push(message);
        }
        wake();
      });
      const finish = () => {
        ended = true;
        wake();
      };
      response.on('end', finish);
      response.on('close', finish);
      response.on('error', finish);
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        messages,
        comments,
        body: () => raw,
        ended: () => ended,
        events: () => messages.filter((m) => m.event === 'message').map((m) => JSON.parse(m.data)),
        waitFor: <T>(what: string, check: () => T | false | undefined | null, timeoutMs = 10_000) =>
          new Promise<T>((done, fail) => {
            const attempt = () => {
              const value = check();
              if (!value) return false;
              waiters.delete(attempt);
              clearTimeout(timer);
              done(value);
              return true;
            };
            const timer = setTimeout(() => {
              waiters.delete(attempt);
              fail(new Error(`waited ${timeoutMs} ms for ${what}; received: ${raw.slice(-500)}`));
            }, timeoutMs);
            waiters.add(attempt);
            attempt();
          }),
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}
