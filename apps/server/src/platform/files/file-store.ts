import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import { SNIFF_BYTES } from './sniff';

export interface StoredFile {
  storedName: string;
  size: number;
  sha256: string;
  /** The first bytes, for sniffing the kind. */
  head: Uint8Array;
}

/**
 * Files on the local disk (FILE_STORAGE) under generated names, two levels of fan-out so no folder grows huge. A file
 * is written to a temporary name and renamed when complete, so a cut upload never leaves a readable half.
 */
export class LocalFileStore {
  constructor(private readonly root: string) {}

  async save(stream: Readable): Promise<StoredFile> {
    const storedName = randomUUID().replaceAll('-', '');
    const finalPath = this.pathOf(storedName);
    fs.mkdirSync(path.dirname(finalPath), { recursive: true });
    const tempPath = `${finalPath}.part`;
    const hash = createHash('sha256');
    const head: number[] = [];
    let size = 0;
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        for (let i = 0; head.length < SNIFF_BYTES && i < chunk.length; i++) head.push(chunk[i] as number);
        done(null, chunk);
      },
    });
    try {
      await pipeline(stream, tap, fs.createWriteStream(tempPath, { flags: 'wx' }));
      fs.renameSync(tempPath, finalPath);
    } catch (error) {
      fs.rmSync(tempPath, { force: true });
      throw error;
    }
    return { storedName, size, sha256: hash.digest('hex'), head: Uint8Array.from(head) };
  }

  /** Whether a stored file is there (the demo's fixed files are put back at start when the folder was emptied). */
  has(storedName: string): boolean {
    return fs.existsSync(this.pathOf(storedName));
  }

  /** Writes small known bytes under a fixed name (demo files); uploads go through save. */
  put(storedName: string, bytes: Uint8Array): void {
    const full = this.pathOf(storedName);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    // A part file of this write's own: two processes on one folder may put the same demo file at once, and a shared
    // `.part` name let one rename away what the other was about to rename.
    const part = `${full}.${randomUUID()}.part`;
    fs.writeFileSync(part, bytes);
    fs.renameSync(part, full);
  }

  remove(storedName: string): void {
    fs.rmSync(this.pathOf(storedName), { force: true });
  }

  open(storedName: string): Readable | null {
    const full = this.pathOf(storedName);
    return fs.existsSync(full) ? fs.createReadStream(full) : null;
  }

  private pathOf(storedName: string): string {
    if (!/^[0-9a-f]{32}$/.test(storedName)) throw new Error('invalid stored file name');
    return path.join(this.root, storedName.slice(0, 2), storedName.slice(2, 4), storedName);
  }
}
