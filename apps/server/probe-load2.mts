import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
const buf = fs.readFileSync('/tmp/apispeed/migrated.tar');
const fast = { type: '', arrayBuffer: async () => buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength) } as unknown as Blob;
const base = (PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams;
for (let r = 0; r < 8; r++) { const p = await PGlite.create({ loadDataDir: fast, startParams: [...base, '-c', 'shared_buffers=16MB'] }); await p.query('select count(*) from users'); await p.close(); }
