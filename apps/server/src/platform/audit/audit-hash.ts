import { sha256Hex } from '../crypto';

/** The fields an entry's hash covers, in a fixed order: everything but the hash itself. */
export interface ChainedFields {
  entry_id: string;
  chain: string;
  seq: number;
  company_id: string | null;
  at: Date;
  actor_id: string | null;
  actor_name: string | null;
  action: string;
  object_type: string;
  object_id: string | null;
  before_digest: string | null;
  after_digest: string | null;
  ip: string | null;
  device: string | null;
  detail: string | null;
  prev_hash: string;
}

/** The first entry of a chain links to this. */
export const GENESIS_HASH = '0'.repeat(64);

/** SHA-256 over the entry's fields as a JSON array (fixed order, so no key-order ambiguity) and the previous hash. */
export function entryHash(e: ChainedFields): string {
  return sha256Hex(
    JSON.stringify([
      e.prev_hash,
      e.entry_id,
      e.chain,
      e.seq,
      e.company_id,
      e.at.toISOString(),
      e.actor_id,
      e.actor_name,
      e.action,
      e.object_type,
      e.object_id,
      e.before_digest,
      e.after_digest,
      e.ip,
      e.device,
      e.detail,
    ]),
  );
}

/** JSON with sorted keys at every level, so the same object always digests the same. */
function canonical(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** The digest of an object's state before or after a change; null when there was no object. */
export function stateDigest(state: unknown): string | null {
  if (state === null || state === undefined) return null;
  return sha256Hex(JSON.stringify(canonical(state)));
}
