import { Readable } from 'node:stream';
import zlib from 'node:zlib';

/** One file inside a zip archive, as its central directory describes it. */
export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localHeaderOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

export class NotAZipError extends Error {}

/**
 * Lists a zip held in memory from its central directory (at the end of the file, hence a buffer, not a stream).
 * Enough for the workbooks people upload: no ZIP64 (files over 4 GB), no encryption, stored or deflated entries.
 */
export function zipEntries(zip: Buffer): Map<string, ZipEntry> {
  // The end record is the last 22 bytes plus a comment of up to 65,535 bytes.
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new NotAZipError('no end of central directory');
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const entries = new Map<string, ZipEntry>();
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw new NotAZipError('broken central directory');
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    entries.set(name, {
      name,
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      localHeaderOffset: zip.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The entry's uncompressed bytes as a stream: inflated as they are read, never whole in memory. */
export function openZipEntry(zip: Buffer, entry: ZipEntry): Readable {
  const at = entry.localHeaderOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_SIGNATURE) throw new NotAZipError(`broken entry ${entry.name}`);
  // The local header's own name and extra lengths, which may differ from the central directory's.
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  if (end > zip.length) throw new NotAZipError(`truncated entry ${entry.name}`);
  const body = Readable.from(chunks(zip.subarray(start, end)));
  if (entry.method === STORED) return body;
  if (entry.method === DEFLATED) return body.pipe(zlib.createInflateRaw());
  throw new NotAZipError(`unsupported compression ${entry.method} in ${entry.name}`);
}

/** Slices of 64 kB, so the inflater's output is pulled at the reader's pace. */
function* chunks(bytes: Buffer, size = 64 * 1024): Generator<Buffer> {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}
