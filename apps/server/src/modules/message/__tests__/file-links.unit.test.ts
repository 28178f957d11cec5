import { describe, expect, it } from 'vitest';
import { verifyFileLink } from '../../../platform/files/signed-link';
import { toFileRefs, toFreshLinks } from '../file-links';

const id = '01900000-0000-7000-8000-00000000abcd';
const signed = `/api/v1/base/file/view/${id}?expires=1790000000&amp;sig=${'a'.repeat(64)}`;

describe('article file links', () => {
  it('stores references instead of the expiring links, and names the files', () => {
    const { text, fileIds } = toFileRefs(`<p><img src="${signed}"><img src="/api/v1/base/file/view/${id}"></p>`);
    expect(text).toBe(`<p><img src="/api/v1/base/file/view/${id}"><img src="/api/v1/base/file/view/${id}"></p>`);
    expect(fileIds).toEqual([id]);
    expect(toFileRefs('<p><img src="https://example.com/a.png"></p>').fileIds).toEqual([]);
  });

  it('signs every reference afresh on read, escaped inside HTML and plain for a cover', () => {
    const html = toFreshLinks(`<img src="/api/v1/base/file/view/${id}">`, 'k', true);
    const match = /expires=(\d+)&amp;sig=([0-9a-f]+)/.exec(html);
    expect(match).not.toBeNull();
    expect(verifyFileLink('k', id, match![1], match![2])).toBe(true);
    expect(toFreshLinks(`/api/v1/base/file/view/${id}`, 'k', false)).toMatch(new RegExp(`^/api/v1/base/file/view/${id}\\?expires=\\d+&sig=`));
  });
});
