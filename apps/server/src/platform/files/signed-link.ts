import { hmacHex, safeEqual } from '../crypto';

/** How long a file link works: long enough to open a preview, short enough that a leaked link soon stops working. */
export const FILE_LINK_SECONDS = 600;

export const FILE_VIEW_PREFIX = '/api/v1/base/file/view/';

/** A link that serves one file until it expires, without a session (ARCHITECTURE.md rule 5: signed file links). */
export function signFileLink(key: string, fileId: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + FILE_LINK_SECONDS;
  return `${FILE_VIEW_PREFIX}${fileId}?expires=${expires}&sig=${hmacHex(key, `${fileId}.${expires}`)}`;
}

export function verifyFileLink(key: string, fileId: string, expires: string | undefined, sig: string | undefined, now = Date.now()): boolean {
  if (!expires || !sig || !/^\d+$/.test(expires)) return false;
  if (Number(expires) * 1000 < now) return false;
  return safeEqual(hmacHex(key, `${fileId}.${expires}`), sig);
}
