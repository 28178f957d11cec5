/** What a file is, read from its first bytes (its name and the browser's type are not trusted: ARCHITECTURE.md rule 10). */
export interface FileKind {
  ext: 'jpg' | 'png' | 'gif' | 'bmp' | 'pdf';
  mime: string;
}

const startsWith = (head: Uint8Array, bytes: number[], at = 0) => bytes.every((b, i) => head[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** jpg/jpeg, png, gif, bmp or pdf (spec-1 §5 "Certificate upload accepts …"), or null for anything else. */
export function sniffKind(head: Uint8Array): FileKind | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { ext: 'jpg', mime: 'image/jpeg' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ext: 'png', mime: 'image/png' };
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return { ext: 'gif', mime: 'image/gif' };
  // BMP: "BM", then the file size, then four reserved zero bytes.
  if (startsWith(head, ascii('BM')) && head.length >= 10 && head[6] === 0 && head[7] === 0 && head[8] === 0 && head[9] === 0) {
    return { ext: 'bmp', mime: 'image/bmp' };
  }
  if (startsWith(head, ascii('%PDF-'))) return { ext: 'pdf', mime: 'application/pdf' };
  return null;
}

export const SNIFF_BYTES = 16;
