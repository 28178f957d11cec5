import { describe, expect, it } from 'vitest';
import { isSafeImageUrl, sanitizeBody } from '../sanitize';

describe('the message body sanitizer', () => {
  it('keeps what the editor makes', () => {
    const html = '<h2>标题</h2><p>正文<strong>加粗</strong><a href="https://example.com/a">链接</a></p><ul><li>一</li></ul><img src="/files/a.png" alt="图">';
    const clean = sanitizeBody(html);
    expect(clean).toContain('<h2>标题</h2>');
    expect(clean).toContain('<strong>加粗</strong>');
    expect(clean).toContain('<li>一</li>');
    expect(clean).toContain('<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">链接</a>');
  });

  it.each([
    '<script>alert(1)</script><p>x</p>',
    '<img src="x" onerror="alert(1)">',
    '<p onclick="alert(1)">x</p>',
    '<a href="javascript:alert(1)">x</a>',
    '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
    '<iframe src="https://evil.example"></iframe>',
    '<svg><script>alert(1)</script></svg>',
    '<style>body{}</style><p style="background:url(javascript:alert(1))">x</p>',
    '<scr<script>ipt>alert(1)</scr</script>ipt>',
  ])('never lets a script through: %s', (html) => {
    const clean = sanitizeBody(html).toLowerCase();
    expect(clean).not.toContain('<script');
    expect(clean).not.toContain('onerror=');
    expect(clean).not.toContain('onclick=');
    expect(clean).not.toContain('javascript:');
    expect(clean).not.toContain('data:');
    expect(clean).not.toContain('<iframe');
    expect(clean).not.toContain('style=');
  });

  it('accepts web and site paths as covers only', () => {
    expect(isSafeImageUrl('/files/abc.png')).toBe(true);
    expect(isSafeImageUrl('https://img.example.com/a.jpg')).toBe(true);
    expect(isSafeImageUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeImageUrl('//evil.example/a.png')).toBe(false);
    expect(isSafeImageUrl('data:image/png;base64,AAAA')).toBe(false);
  });
});
