import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * SHA-256 and HMAC-SHA256 in plain JavaScript, not WebCrypto: browsers give crypto.subtle only to secure contexts,
 * and a phone on a site's Wi-Fi opening http://<intranet address>/memberQrCode is not one. Loaded by signer.ts on
 * the first signed call, so a page's first paint does not wait for it.
 */
export const sha256HexSync = (text: string): string => bytesToHex(sha256(utf8ToBytes(text)));

export const hmacSha256HexSync = (secret: string, text: string): string =>
  bytesToHex(hmac(sha256, utf8ToBytes(secret), utf8ToBytes(text)));
