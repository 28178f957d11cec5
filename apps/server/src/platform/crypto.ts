import { createHmac, hash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** One-shot SHA-256 (Node ≥ 20.12): ≈ 0.3 µs against ≈ 0.7 µs for createHash().update().digest(); two per signed call. */
export const sha256Hex = (text: string): string => hash('sha256', text, 'hex');

export const hmacHex = (secret: string, text: string): string => createHmac('sha256', secret).update(text).digest('hex');

const BLOCK = 64;

/** Checks a sent signature against the HMAC of a text: true when they are the same bytes. */
export type SignatureCheck = (text: string, sentHex: string) => boolean;

/**
 * HMAC-SHA256 under one key (RFC 2104), checked against a hex signature, with nothing allocated per call: the key's
 * pads worked out once; when the key's bytes are ASCII (a hex secret, every signing key's), the inner pad is a text
 * and the inner hash one call on pad + message (both encoded as UTF-8, which leaves ASCII as it is); its digest as
 * latin1 text ('binary') written into the reused outer block; the answer and the sent hex (either case) decoded into two reused
 * 32-byte buffers and compared in constant time. The same answer as hmacHex(secret, text) === sentHex.toLowerCase().
 */
export function hmacChecker(secret: string): SignatureCheck {
  let key = Buffer.from(secret, 'utf8');
  if (key.length > BLOCK) key = hash('sha256', key, 'buffer');
  const inner = Buffer.alloc(BLOCK);
  const outer = Buffer.alloc(BLOCK + 32);
  let ascii = true;
  for (let i = 0; i < BLOCK; i++) {
    const k = key[i] ?? 0;
    if (k >= 0x80) ascii = false;
    inner[i] = k ^ 0x36;
    outer[i] = k ^ 0x5c;
  }
  const innerText = ascii ? inner.toString('latin1') : undefined;
  const expected = Buffer.alloc(32);
  const sent = Buffer.alloc(32);
  return (text, sentHex) => {
    let digest: string;
    if (innerText !== undefined) {
      digest = hash('sha256', innerText + text, 'binary');
    } else {
      const message = Buffer.allocUnsafe(BLOCK + Buffer.byteLength(text, 'utf8'));
      inner.copy(message, 0);
      message.write(text, BLOCK, 'utf8');
      digest = hash('sha256', message, 'binary');
    }
    // Synchronous from here to the return: the three buffers can be reused for every message.
    outer.write(digest, BLOCK, 'latin1');
    expected.write(hash('sha256', outer, 'binary'), 0, 'latin1');
    // 64 characters that all decode (Node's hex decoding stops at the first that does not): else not a signature.
    if (sentHex.length !== 64 || sent.write(sentHex, 0, 'hex') !== 32) return false;
    return timingSafeEqual(expected, sent);
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
