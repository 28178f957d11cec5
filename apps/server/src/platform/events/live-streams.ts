import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LiveControlEvent, LiveEndReason, type LiveEvent } from '@zhuyun/contracts';
import type { SessionService, SessionEnd } from '../session/session.service';
import type { SessionContext } from '../session/session.types';
import type { EventBus } from './event-bus';
import { isHttp2 } from '../http/tls';

export interface LiveStreamOptions {
  /** A comment line this often keeps proxies and browsers from thinking the connection dead. */
  heartbeatMs: number;
  /** How often an open stream asks whether its session is still alive (idle expiry; ends elsewhere come at once). */
  checkEveryMs: number;
}

interface Stream {
  session: SessionContext;
  raw: ServerResponse;
  nextCheckAt: number;
  expiry: NodeJS.Timeout;
}

/** A client that reads slower than events come is cut off (it reconnects) rather than buffered without end. */
const MAX_BUFFERED_BYTES = 256 * 1024;

/**
 * The open `text/event-stream` answers of this node, indexed by person and company, fed by the bus. A stream carries
 * only its session's person's events and its company's (never another company's), and ends when its session ends:
 * at once when it is ended (sign-out, switch, password change: on any node, through the bus), at its absolute expiry
 * by a timer, and within `checkEveryMs` of idle expiry. An open stream does not count as activity.
 */
export class LiveStreams {
  private readonly byUser = new Map<string, Set<Stream>>();
  private readonly byCompany = new Map<string, Set<Stream>>();
  private readonly timer: NodeJS.Timeout;
  private readonly unsubscribe: (() => void)[];

  constructor(
    bus: EventBus,
    private readonly sessions: SessionService,
    private readonly options: LiveStreamOptions,
  ) {
    this.unsubscribe = [bus.subscribe((event) => this.dispatch(event)), bus.onSessionEnded((ended) => this.endSessions(ended))];
    this.timer = setInterval(() => this.tick(), options.heartbeatMs);
    this.timer.unref();
  }

  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  /** Takes the answer over from Fastify and keeps it open. */
  open(request: FastifyRequest, reply: FastifyReply, session: SessionContext): void {
    reply.hijack();
    const raw = reply.raw;
    const h2 = isHttp2(request.raw);
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      ...(h2 ? {} : { connection: 'keep-alive' }),
      // nginx would otherwise buffer the answer and deliver events in lumps.
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
    });
    if (!h2) raw.socket?.setNoDelay(true);
    const stream: Stream = {
      session,
      raw,
      nextCheckAt: Date.now() + this.options.checkEveryMs,
      expiry: setTimeout(() => this.end(stream, LiveEndReason.sessionEnded), Math.min(session.expiresAt - Date.now(), 2 ** 31 - 1)),
    };
    stream.expiry.unref();
    add(this.byUser, session.userId, stream);
    if (session.companyId) add(this.byCompany, session.companyId, stream);
    raw.on('close', () => this.forget(stream));
    // Registered before `ready` is written: whatever is published after the client sees it, it receives.
    raw.write(`retry: 5000\nevent: ${LiveControlEvent.ready}\ndata: ${JSON.stringify({ expires_at: new Date(session.expiresAt).toISOString() })}\n\n`);
  }

  /** Ends every stream (the node is shutting down; browsers reconnect to another node). */
  closeAll(reason: string = LiveEndReason.shutdown): void {
    for (const set of [...this.byUser.values()]) for (const stream of [...set]) this.end(stream, reason);
  }

  close(): void {
    clearInterval(this.timer);
    for (const off of this.unsubscribe) off();
    this.closeAll();
  }

  private dispatch(event: LiveEvent): void {
    const candidates = event.user_id ? this.byUser.get(event.user_id) : event.company_id ? this.byCompany.get(event.company_id) : undefined;
    if (!candidates) return;
    const frame = `id: ${event.id}\ndata: ${JSON.stringify(event)}\n\n`;
    for (const stream of [...candidates]) {
      if (event.company_id !== null && stream.session.companyId !== event.company_id) continue;
      this.write(stream, frame);
    }
  }

  private endSessions(ended: SessionEnd): void {
    const streams = ended.userId ? this.byUser.get(ended.userId) : undefined;
    const all = streams ? [...streams] : [...this.byUser.values()].flatMap((set) => [...set]);
    for (const stream of all) {
      if (ended.userId || stream.session.tokenHash === ended.tokenHash) this.end(stream, LiveEndReason.sessionEnded);
    }
  }

  private tick(): void {
    const now = Date.now();
    for (const set of [...this.byUser.values()]) {
      for (const stream of [...set]) {
        this.write(stream, ': heartbeat\n\n');
        if (now < stream.nextCheckAt) continue;
        stream.nextCheckAt = now + this.options.checkEveryMs;
        this.sessions.check(stream.session.tokenHash, now).catch(() => this.end(stream, LiveEndReason.sessionEnded));
      }
    }
  }

  private write(stream: Stream, frame: string): void {
    if (stream.raw.destroyed || stream.raw.writableEnded) return;
    if (stream.raw.writableLength > MAX_BUFFERED_BYTES) {
      this.end(stream, LiveEndReason.overflow);
      return;
    }
    stream.raw.write(frame);
  }

  private end(stream: Stream, reason: string): void {
    this.forget(stream);
    if (stream.raw.destroyed || stream.raw.writableEnded) return;
    stream.raw.end(`event: ${LiveControlEvent.end}\ndata: ${JSON.stringify({ reason })}\n\n`);
  }

  private forget(stream: Stream): void {
    clearTimeout(stream.expiry);
    remove(this.byUser, stream.session.userId, stream);
    if (stream.session.companyId) remove(this.byCompany, stream.session.companyId, stream);
  }
}

function add(index: Map<string, Set<Stream>>, key: string, stream: Stream): void {
  let set = index.get(key);
  if (!set) index.set(key, (set = new Set()));
  set.add(stream);
}

function remove(index: Map<string, Set<Stream>>, key: string, stream: Stream): void {
  const set = index.get(key);
  if (!set) return;
  set.delete(stream);
  if (set.size === 0) index.delete(key);
}
