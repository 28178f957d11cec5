import { uuidv7 } from 'uuidv7';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveEvent } from '@zhuyun/contracts';
import type { SessionEnd } from '../session/session.service';
import type { BusTransport } from './transport';

export interface PublishInput {
  /** The event's company; null for a personal event (then userId is required), e.g. a decision on an application. */
  companyId: string | null;
  /** One person (of that company, or anywhere when companyId is null); omitted: everyone of the company online. */
  userId?: string | null;
  type: string;
  /** Small and JSON: ids, a status, a title. Receivers read the rest through the ordinary calls. */
  payload?: unknown;
}

/** A whole message between nodes must fit a NOTIFY payload (8,000 bytes); a little room is left for the envelope. */
export const MAX_MESSAGE_BYTES = 7_500;

type Message = { n: string; e?: LiveEvent; s?: SessionEnd };

/**
 * The platform's event bus (issue 16 item 5): in-process delivery on this node, and across nodes through the
 * transport (PostgreSQL LISTEN/NOTIFY, Redis pub/sub, or none for the single embedded node). Also carries the ends of
 * sessions, so every node closes their streams and forgets its cached copy at once. Publish after the transaction that
 * made the news has committed: an event is never taken back.
 */
export class EventBus {
  readonly nodeId = uuidv7();
  private readonly listeners = new Set<(event: LiveEvent) => void>();
  private readonly endListeners = new Set<(ended: SessionEnd) => void>();
  private readonly publishedListeners = new Set<(event: LiveEvent) => void>();

  constructor(
    private readonly transport: BusTransport,
    private readonly log: FastifyBaseLogger,
  ) {}

  get transportKind(): BusTransport['kind'] {
    return this.transport.kind;
  }

  async start(): Promise<void> {
    await this.transport.start((message) => this.receive(message));
  }

  /**
   * Delivers to this node's listeners at once and sends to the other nodes. Refuses (throws) a personal event without
   * a person and a payload too large to travel; a transport failure is logged, never thrown at the publisher.
   */
  async publish(input: PublishInput): Promise<LiveEvent> {
    if (input.companyId === null && !input.userId) throw new Error(`live event ${input.type}: a personal event needs a userId`);
    const event: LiveEvent = {
      id: uuidv7(),
      type: input.type,
      company_id: input.companyId,
      user_id: input.userId ?? null,
      payload: input.payload ?? null,
      created_at: new Date().toISOString(),
    };
    const message = JSON.stringify({ n: this.nodeId, e: event } satisfies Message);
    if (Buffer.byteLength(message) > MAX_MESSAGE_BYTES) {
      throw new Error(`live event ${input.type}: ${Buffer.byteLength(message)} bytes, more than ${MAX_MESSAGE_BYTES} can travel between nodes`);
    }
    this.deliver(event);
    this.deliverTo(this.publishedListeners, event);
    await this.send(message);
    return event;
  }

  /**
   * Events published on this node only, never those received from other nodes: for work that must happen once per
   * event across the cluster (the notification rules of issue 16 item 6 send each SMS once).
   */
  onPublished(listener: (event: LiveEvent) => void): () => void {
    this.publishedListeners.add(listener);
    return () => this.publishedListeners.delete(listener);
  }

  subscribe(listener: (event: LiveEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A session (or all of a person's) ended on this node: tell this node's listeners and every other node. */
  async sessionEnded(ended: SessionEnd): Promise<void> {
    this.deliverEnd(ended);
    await this.send(JSON.stringify({ n: this.nodeId, s: ended } satisfies Message));
  }

  onSessionEnded(listener: (ended: SessionEnd) => void): () => void {
    this.endListeners.add(listener);
    return () => this.endListeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
    this.endListeners.clear();
    this.publishedListeners.clear();
    await this.transport.close();
  }

  private receive(raw: string): void {
    let message: Message;
    try {
      message = JSON.parse(raw) as Message;
    } catch {
      this.log.warn('live events: an unreadable message was dropped');
      return;
    }
    if (message.n === this.nodeId) return;
    if (message.e) this.deliver(message.e);
    if (message.s) this.deliverEnd(message.s);
  }

  private deliver(event: LiveEvent): void {
    this.deliverTo(this.listeners, event);
  }

  private deliverTo(listeners: Set<(event: LiveEvent) => void>, event: LiveEvent): void {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        this.log.error({ err: error, type: event.type }, 'live events: a listener failed');
      }
    }
  }

  private deliverEnd(ended: SessionEnd): void {
    for (const listener of this.endListeners) {
      try {
        listener(ended);
      } catch (error) {
        this.log.error({ err: error }, 'live events: a session-end listener failed');
      }
    }
  }

  private async send(message: string): Promise<void> {
    try {
      await this.transport.send(message);
    } catch (error) {
      this.log.error({ err: error }, `live events: sending through ${this.transport.kind} failed`);
    }
  }
}
