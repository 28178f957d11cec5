import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list a stored message body passes through (issue 16 item 2): what the editor produces — paragraphs,
 * headings, lists, quotes, code, links and images — and nothing else. No script, style, iframe, event attribute
 * (onerror=…), or javascript:/data: URL survives; links open in a new tab without the opener.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'a', 'img', 'span'],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'title', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
};

export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** A cover image is a web address or a path of this site's file server; anything else is refused by the caller. */
export function isSafeImageUrl(url: string): boolean {
  return /^(https?:\/\/|\/(?!\/))[^\s"'<>]*$/i.test(url);
}
