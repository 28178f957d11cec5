import { createHmac, hash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** One-shot SHA-256 (Node ≥ 20.12): ≈ 0.3 µs against ≈ 0.7 µs for createHash().update().digest(); two per signed call. */
export const sha256Hex = (text: string): string => hash('sha256', text, 'hex');

export const hmacHex = (secret: string, text: string): string => createHmac('sha256', secret).update(text).digest('hex');

const BLOCK = 64;

/**
 * HMAC-SHA256 under one key, its pads computed once (RFC 2104): each message then costs two one-shot hashes instead of
 * an Hmac object whose key is set up again (≈ 1 µs against ≈ 2.5 µs; one per signed call). Same answer as hmacHex.
 */
export function hmacSigner(secret: string): (text: string) => string {
  let key = Buffer.from(secret, 'utf8');
  if (key.length > BLOCK) key = hash('sha256', key, 'buffer');
  const inner = Buffer.alloc(BLOCK);
  const outer = Buffer.alloc(BLOCK + 32);
  for (let i = 0; i < BLOCK; i++) {
    const k = key[i] ?? 0;
    inner[i] = k ^ 0x36;
    outer[i] = k ^ 0x5c;
  }
  return (text) => {
    const message = Buffer.allocUnsafe(BLOCK + Buffer.byteLength(text, 'utf8'));
    inner.copy(message, 0);
    message.write(text, BLOCK, 'utf8');
    // Synchronous from here to the return: the outer block can be reused for every message.
    hash('sha256', message, 'buffer').copy(outer, BLOCK);
    return hash('sha256', outer, 'hex');
  };
}

export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** n decimal digits from the secure generator (SMS codes). */
export function randomDigits(n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += String(randomInt(10));
  return out;
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
