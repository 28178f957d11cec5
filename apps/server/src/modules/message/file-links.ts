import { FILE_VIEW_PREFIX, signFileLink } from '../../platform/files/signed-link';

const PREFIX = FILE_VIEW_PREFIX.replace(/[/.]/g, '\\$&');
/** A signed link of ours as the editor inserted it (`&` may be written `&amp;` inside HTML). */
const SIGNED = new RegExp(`${PREFIX}([0-9a-f-]{36})\\?expires=\\d+(?:&amp;|&)sig=[0-9a-f]+`, 'gi');
/** A stored reference: the file's view path without a query. */
const STABLE = new RegExp(`${PREFIX}([0-9a-f-]{36})(?![?\\w-])`, 'gi');

/**
 * An article stores its pictures as references to the files (the view path without expiry or signature), not as the
 * 10-minute links the upload answered: a stored link would stop working ten minutes after the save (issue 16's
 * editor images). Answers the text with references and the file ids it names, which the caller checks are the
 * company's own before storing.
 */
export function toFileRefs(text: string): { text: string; fileIds: string[] } {
  const stable = text.replace(SIGNED, (_m, id: string) => `${FILE_VIEW_PREFIX}${id.toLowerCase()}`);
  const fileIds = [...new Set([...stable.matchAll(STABLE)].map((m) => (m[1] as string).toLowerCase()))];
  return { text: stable, fileIds };
}

/** The stored references as fresh signed links, on every read; inside HTML the query's `&` is written `&amp;`. */
export function toFreshLinks(text: string, key: string, html: boolean): string {
  return text.replace(STABLE, (_m, id: string) => {
    const link = signFileLink(key, id.toLowerCase());
    return html ? link.replace('&', '&amp;') : link;
  });
}
