import { sniffKind } from '../../platform/files/sniff';

/** What a project file is, read from its first bytes; the name only tells apart formats that share a container. */
export interface DocKind {
  ext: string;
  mime: string;
}

const ZIP_KINDS: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
};
const OLE_KINDS: Record<string, string> = { doc: 'application/msword', xls: 'application/vnd.ms-excel', ppt: 'application/vnd.ms-powerpoint' };

const starts = (head: Uint8Array, bytes: number[]) => bytes.every((b, i) => head[i] === b);

/**
 * Images and PDFs as the files module reads them; Office documents (OOXML is a ZIP, the older formats an OLE2
 * compound file), ZIP archives and AutoCAD drawings (`AC10…`). Anything else — scripts, executables, HTML — is refused.
 */
export function sniffDocKind(head: Uint8Array, filename: string): DocKind | null {
  const known = sniffKind(head);
  if (known) return known;
  const ext = (/\.([A-Za-z0-9]{1,8})$/.exec(filename)?.[1] ?? '').toLowerCase();
  if (starts(head, [0x50, 0x4b, 0x03, 0x04]) || starts(head, [0x50, 0x4b, 0x05, 0x06])) {
    const zipExt = ZIP_KINDS[ext] ? ext : 'zip';
    return { ext: zipExt, mime: ZIP_KINDS[zipExt] as string };
  }
  if (starts(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return OLE_KINDS[ext] ? { ext, mime: OLE_KINDS[ext] } : null;
  if (starts(head, [0x41, 0x43, 0x31, 0x30])) return { ext: 'dwg', mime: 'application/acad' };
  return null;
}
