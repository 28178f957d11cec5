/** The name shown for a file: the uploader's base name (no folders, no control characters) with the sniffed extension. */
export function cleanName(raw: string, ext: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const base = (raw.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').replace(/\.[^.]*$/, '').slice(0, 100);
  return `${base || 'file'}.${ext}`;
}
