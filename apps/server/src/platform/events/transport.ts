/**
 * How events travel between API nodes. Each node sends every message it publishes and hears every message any node
 * sent (its own included; the bus drops its own by node id). Delivery is at most once: a message sent while a node's
 * listening connection is down is lost to that node (the web refetches what it shows when its stream reconnects).
 */
export interface BusTransport {
  readonly kind: 'memory' | 'postgres' | 'redis';
  start(onMessage: (message: string) => void): Promise<void>;
  send(message: string): Promise<void>;
  close(): Promise<void>;
}

/** One node (the embedded PGlite default): nothing travels, the bus delivers in-process only. */
export class MemoryTransport implements BusTransport {
  readonly kind = 'memory';
  async start(): Promise<void> {}
  async send(): Promise<void> {}
  async close(): Promise<void> {}
}

/** The channel of LISTEN/NOTIFY and of Redis pub/sub. */
export const LIVE_CHANNEL = 'zy_live_events';
